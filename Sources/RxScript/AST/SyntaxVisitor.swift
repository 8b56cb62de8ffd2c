/// A walk over a syntax tree in source order (Crafting Interpreters' visitor, as a protocol with default walks).
///
/// A visitor overrides the `visit` methods of the nodes it cares about and calls the matching `walk` to go on into
/// their children; every default just walks. The resolver pass, the `$0` scanner and the fuzzer's feature count are
/// visitors, so a new kind of node is taught to all of them here, once.
public protocol SyntaxVisitor {
    mutating func visit(_ statement: Stmt)
    mutating func visit(_ expr: Expr)
    mutating func visit(_ condition: Condition)
    mutating func visit(_ pattern: Pattern)
    mutating func visit(_ decl: TypeDecl)
    mutating func visit(_ function: FunctionDecl)
    /// A closure literal; `range` is the closure expression's.
    mutating func visit(_ closure: ClosureExpr, at range: SourceRange)
    mutating func visit(_ parameter: Parameter)
    mutating func visit(_ argument: Argument)
}

extension SyntaxVisitor {
    public mutating func visit(_ statement: Stmt) { walk(statement) }
    public mutating func visit(_ expr: Expr) { walk(expr) }
    public mutating func visit(_ condition: Condition) { walk(condition) }
    public mutating func visit(_ pattern: Pattern) { walk(pattern) }
    public mutating func visit(_ decl: TypeDecl) { walk(decl) }
    public mutating func visit(_ function: FunctionDecl) { walk(function) }
    public mutating func visit(_ closure: ClosureExpr, at range: SourceRange) { walk(closure) }
    public mutating func visit(_ parameter: Parameter) { walk(parameter) }
    public mutating func visit(_ argument: Argument) { walk(argument) }

    /// Visits each statement in order.
    public mutating func visit(_ statements: [Stmt]) {
        for statement in statements { visit(statement) }
    }

    /// Visits the statement's parts: its expressions, conditions, patterns, bodies and declarations.
    public mutating func walk(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expr), .throwStatement(let expr): visit(expr)
        case .variable(let decl): if let value = decl.initializer { visit(value) }
        case .assignment(let target, _, let value, _):
            visit(target)
            visit(value)
        case .ifStatement(let conditions, let then, let otherwise):
            for condition in conditions { visit(condition) }
            visit(then)
            if let otherwise { visit(otherwise) }
        case .guardStatement(let conditions, let otherwise):
            for condition in conditions { visit(condition) }
            visit(otherwise)
        case .switchStatement(let subject, let cases):
            visit(subject)
            for clause in cases {
                for item in clause.items {
                    visit(item.pattern)
                    if let guardExpression = item.guardExpression { visit(guardExpression) }
                }
                visit(clause.body)
            }
        case .whileLoop(let conditions, let body):
            for condition in conditions { visit(condition) }
            visit(body)
        case .repeatWhile(let body, let condition):
            visit(body)
            visit(condition)
        case .forCase(let pattern, let sequence, let filter, let body):
            visit(pattern)
            visit(sequence)
            if let filter { visit(filter) }
            visit(body)
        case .labeled(_, _, let statement): visit(statement)
        case .forIn(_, _, _, let sequence, let filter, let body):
            visit(sequence)
            if let filter { visit(filter) }
            visit(body)
        case .returnStatement(let value): if let value { visit(value) }
        case .function(let function): visit(function)
        case .typeDeclaration(let decl): visit(decl)
        case .doCatch(let body, let clauses):
            visit(body)
            for clause in clauses {
                if let pattern = clause.pattern { visit(pattern) }
                visit(clause.body)
            }
        case .deferStatement(let body): visit(body)
        case .breakStatement, .continueStatement, .fallthroughStatement, .importDecl, .error: break
        }
    }

    /// Visits the sub-expressions, closures and arguments.
    public mutating func walk(_ expr: Expr) {
        switch expr.kind {
        case .int, .double, .bool, .nilLiteral, .duration, .identifier, .dollar, .implicitMember, .selector, .error:
            break
        case .string(let parts):
            for case .expression(let inner) in parts { visit(inner) }
        case .array(let elements): for element in elements { visit(element) }
        case .dictionary(let entries):
            for entry in entries {
                visit(entry.key)
                visit(entry.value)
            }
        case .tuple(let arguments): for argument in arguments { visit(argument) }
        case .paren(let inner), .unary(_, let inner), .forceUnwrap(let inner), .optionalChain(let inner),
            .member(let inner, _, _), .tupleIndex(let inner, _), .specialized(let inner, _), .cast(let inner, _, _),
            .tryExpr(let inner, _):
            visit(inner)
        case .closure(let closure): visit(closure, at: expr.range)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            visit(callee)
            for argument in arguments { visit(argument) }
        case .binary(_, let lhs, let rhs, _):
            visit(lhs)
            visit(rhs)
        case .ternary(let condition, let then, let otherwise):
            visit(condition)
            visit(then)
            visit(otherwise)
        }
    }

    /// Visits the condition's value and pattern.
    public mutating func walk(_ condition: Condition) {
        switch condition {
        case .expression(let expr): visit(expr)
        case .optionalBinding(_, _, _, let value): if let value { visit(value) }
        case .patternMatch(let pattern, let value):
            visit(pattern)
            visit(value)
        }
    }

    /// Visits the expressions and sub-patterns in a pattern.
    public mutating func walk(_ pattern: Pattern) {
        switch pattern {
        case .wildcard, .binding, .typeCheck: break
        case .expression(let expr): visit(expr)
        case .enumCase(_, _, let arguments): for argument in arguments ?? [] { visit(argument) }
        case .tuple(let elements): for element in elements { visit(element) }
        case .optional(let inner), .cast(let inner, _): visit(inner)
        case .range(let lower, let upper, _):
            if let lower { visit(lower) }
            if let upper { visit(upper) }
        }
    }

    /// Visits a type's members: raw values, property initializers and accessors, methods, initializers, `deinit`,
    /// nested types.
    public mutating func walk(_ decl: TypeDecl) {
        for enumCase in decl.cases { if let raw = enumCase.rawValue { visit(raw) } }
        for property in decl.properties {
            if let value = property.initializer { visit(value) }
            for body in [property.getter, property.setter?.body, property.willSet?.body, property.didSet?.body] {
                if let body { visit(body) }
            }
        }
        for method in decl.methods { visit(method.function) }
        for initializer in decl.initializers {
            for parameter in initializer.parameters { visit(parameter) }
            visit(initializer.body)
        }
        if let body = decl.deinitializer { visit(body) }
        for nested in decl.nestedTypes { visit(nested) }
    }

    /// Visits the parameters, then the body.
    public mutating func walk(_ function: FunctionDecl) {
        for parameter in function.parameters { visit(parameter) }
        visit(function.body)
    }

    /// Visits the capture list's values, the parameters, then the body.
    public mutating func walk(_ closure: ClosureExpr) {
        for capture in closure.captures { if let value = capture.value { visit(value) } }
        for parameter in closure.parameters { visit(parameter) }
        visit(closure.body)
    }

    /// Visits the default value.
    public mutating func walk(_ parameter: Parameter) {
        if let value = parameter.defaultValue { visit(value) }
    }

    /// Visits the value.
    public mutating func walk(_ argument: Argument) {
        visit(argument.value)
    }
}
