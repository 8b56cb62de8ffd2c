/// The pass before compiling (Crafting Interpreters' resolver): one walk over the syntax tree that records, for each
/// function body, the names used by the closures and functions nested in it. The compiler then boxes a `var` of that
/// body only when one of those names is its own, so closures share it; every other local stays a plain frame slot.
///
/// A nested function's own local of the same name counts too (the walk knows functions, not scopes): that costs a
/// box, never a wrong value. Function bodies are keyed as the compiler sees them, by the start of the range it is
/// given for each (`Compiler.compileFunction`); a body the walk did not key boxes every `var`, to stay correct.
struct CaptureResolver {
    /// The key of the top level's body.
    static let topLevel = Int.min

    /// For each function body, the names its nested closures and functions use.
    private(set) var namesUsedInside: [Int: Set<String>] = [:]
    private var functions: [Int] = []

    static func resolve(_ statements: [Stmt]) -> [Int: Set<String>] {
        var resolver = CaptureResolver()
        resolver.inFunction(topLevel) { $0.visit(statements) }
        return resolver.namesUsedInside
    }

    private mutating func inFunction(_ key: Int, _ body: (inout CaptureResolver) -> Void) {
        functions.append(key)
        if namesUsedInside[key] == nil { namesUsedInside[key] = [] }
        body(&self)
        functions.removeLast()
    }

    /// `name` is read or written here: every enclosing body but this one sees it used by a nested function.
    private mutating func use(_ name: String) {
        for key in functions.dropLast() { namesUsedInside[key, default: []].insert(name) }
    }

    private mutating func function(_ key: Int, parameters: [Parameter], body: [Stmt]) {
        inFunction(key) { resolver in
            for parameter in parameters { resolver.visit(parameter.defaultValue) }
            resolver.visit(body)
        }
    }

    // MARK: - Statements

    private mutating func visit(_ statements: [Stmt]) {
        for statement in statements { visit(statement) }
    }

    private mutating func visit(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expr), .throwStatement(let expr): visit(expr)
        case .variable(let decl): visit(decl.initializer)
        case .assignment(let target, _, let value, _):
            visit(target)
            visit(value)
        case .ifStatement(let conditions, let then, let otherwise):
            visit(conditions)
            visit(then)
            visit(otherwise ?? [])
        case .guardStatement(let conditions, let otherwise):
            visit(conditions)
            visit(otherwise)
        case .switchStatement(let subject, let cases):
            visit(subject)
            for clause in cases {
                for item in clause.items {
                    visit(item.pattern)
                    visit(item.guardExpression)
                }
                visit(clause.body)
            }
        case .whileLoop(let condition, let body):
            visit(condition)
            visit(body)
        case .forIn(_, _, _, let sequence, let filter, let body):
            visit(sequence)
            visit(filter)
            visit(body)
        case .returnStatement(let value): visit(value)
        case .function(let decl):
            function(statement.range.start, parameters: decl.parameters, body: decl.body)
        case .typeDeclaration(let decl): visit(decl)
        case .doCatch(let body, let clauses):
            visit(body)
            for clause in clauses {
                if let pattern = clause.pattern { visit(pattern) }
                visit(clause.body)
            }
        case .deferStatement(let body): visit(body)
        case .breakStatement, .continueStatement, .importDecl, .error: break
        }
    }

    private mutating func visit(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expr): visit(expr)
            case .optionalBinding(let name, _, _, let value):
                if let value { visit(value) } else { use(name) }  // `if let x` reads `x`
            case .patternMatch(let pattern, let value):
                visit(pattern)
                visit(value)
            }
        }
    }

    private mutating func visit(_ pattern: Pattern) {
        switch pattern {
        case .wildcard, .binding: break
        case .expression(let expr): visit(expr)
        case .enumCase(_, _, let arguments): for argument in arguments ?? [] { visit(argument) }
        case .tuple(let elements): for element in elements { visit(element) }
        }
    }

    /// A type's members are functions of their own, keyed by the ranges the compiler gives them.
    private mutating func visit(_ decl: TypeDecl) {
        for enumCase in decl.cases { visit(enumCase.rawValue) }
        for property in decl.properties {
            if let getter = property.getter { function(property.range.start, parameters: [], body: getter) }
            if let setter = property.setter { function(property.range.start, parameters: [], body: setter.body) }
            if let value = property.initializer {
                function(value.range.start, parameters: [], body: [Stmt(.expression(value), value.range)])
            }
            if let observer = property.willSet { function(property.range.start, parameters: [], body: observer.body) }
            if let observer = property.didSet { function(property.range.start, parameters: [], body: observer.body) }
        }
        for method in decl.methods {
            function(method.range.start, parameters: method.function.parameters, body: method.function.body)
        }
        for initializer in decl.initializers {
            function(initializer.range.start, parameters: initializer.parameters, body: initializer.body)
        }
        if let body = decl.deinitializer { function(decl.nameRange.start, parameters: [], body: body) }
        for nested in decl.nestedTypes { visit(nested) }
    }

    // MARK: - Expressions

    private mutating func visit(_ expr: Expr?) {
        guard let expr else { return }
        switch expr.kind {
        case .identifier(let name): use(name)
        case .int, .double, .bool, .nilLiteral, .duration, .dollar, .implicitMember, .error: break
        case .string(let parts):
            for case .expression(let inner) in parts { visit(inner) }
        case .array(let elements): for element in elements { visit(element) }
        case .dictionary(let entries):
            for entry in entries {
                visit(entry.key)
                visit(entry.value)
            }
        case .tuple(let arguments): visit(arguments)
        case .paren(let inner), .forceUnwrap(let inner), .optionalChain(let inner): visit(inner)
        case .closure(let closure):
            // A capture list is evaluated where the closure is made, in the enclosing function.
            for item in closure.captures {
                if let value = item.value { visit(value) } else { use(item.name) }
            }
            function(expr.range.start, parameters: closure.parameters, body: closure.body)
        case .call(let callee, let arguments):
            visit(callee)
            visit(arguments)
        case .member(let base, _, _), .tupleIndex(let base, _), .specialized(let base, _): visit(base)
        case .subscriptAccess(let base, let arguments):
            visit(base)
            visit(arguments)
        case .unary(_, let operand): visit(operand)
        case .binary(_, let lhs, let rhs, _):
            visit(lhs)
            visit(rhs)
        case .ternary(let condition, let then, let otherwise):
            visit(condition)
            visit(then)
            visit(otherwise)
        case .cast(let inner, _, _), .tryExpr(let inner, _): visit(inner)
        }
    }

    private mutating func visit(_ arguments: [Argument]) {
        for argument in arguments { visit(argument.value) }
    }
}
