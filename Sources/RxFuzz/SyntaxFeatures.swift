import RxScript

/// The constructs one program uses, found by lexing and parsing it with the real lexer and parser and walking the
/// tree: `expr.closure`, `stmt.forIn`, `form.willSet`, `keyword.guard`, `symbol.??`, …
public struct SyntaxFeatures {
    /// The names of everything seen.
    public private(set) var seen: Set<String> = []
    /// The names called, as functions (`just`) or methods (`throttle`).
    public private(set) var calledNames: Set<String> = []

    /// The features of `text`.
    public init(of text: String) {
        let file = SourceFile(name: "features.rx", text: text)
        var lexer = Lexer(file: file)
        noteTokens(lexer.tokenize())
        if text.hasPrefix("#!") { seen.insert("form.shebang") }
        if text.contains("//") { seen.insert("form.lineComment") }
        if text.contains("/*") { seen.insert("form.blockComment") }
        for statement in Parser.parse(file).statements { visit(statement) }
    }

    /// Every name `seen` can hold, except the symbols (the lexer's list is internal; the coverage test adds it).
    public static var universe: Set<String> {
        var names = Set(SyntaxFeature.Expression.allCases.map { "expr." + $0.rawValue })
        names.formUnion(SyntaxFeature.Statement.allCases.map { "stmt." + $0.rawValue })
        names.formUnion(SyntaxFeature.PatternKind.allCases.map { "pattern." + $0.rawValue })
        names.formUnion(SyntaxFeature.ConditionKind.allCases.map { "condition." + $0.rawValue })
        names.formUnion(SyntaxFeature.Declaration.allCases.map { "decl." + $0.rawValue })
        names.formUnion(SyntaxFeature.Spelling.allCases.map { "spelling." + $0.rawValue })
        names.formUnion(SyntaxFeature.TokenShape.allCases.map { "token." + $0.rawValue })
        names.formUnion(SyntaxFeature.Form.allCases.map { "form." + $0.rawValue })
        names.formUnion(Keyword.allCases.map { "keyword." + $0.rawValue })
        return names
    }

    private mutating func note(_ form: SyntaxFeature.Form) {
        seen.insert("form." + form.rawValue)
    }

    private mutating func noteTokens(_ tokens: [Token]) {
        for token in tokens {
            seen.insert("token." + SyntaxFeature.TokenShape(token.kind).rawValue)
            switch token.kind {
            case .keyword(let keyword): seen.insert("keyword." + keyword.rawValue)
            case .symbol(let symbol): seen.insert("symbol." + symbol.rawValue)
            case .identifier(let name):
                switch name {
                case "#if": note(.directiveIf)
                case "#elseif": note(.directiveElseif)
                case "#else": note(.directiveElse)
                case "#endif": note(.directiveEndif)
                default:
                    if name.hasPrefix("#") { note(.hashName) }
                    if token.range.text.hasPrefix("`") { note(.backquotedName) }
                }
            case .int:
                if ["0x", "0b", "0o"].contains(where: token.range.text.hasPrefix) { note(.radixInteger) }
            case .string(let segments):
                if token.range.text.hasPrefix("\"\"\"") { note(.multilineString) }
                for case .interpolation(let inner) in segments {
                    note(.interpolation)
                    noteTokens(inner)
                }
            default:
                break
            }
        }
    }

    private mutating func visit(_ statements: [Stmt]) {
        for statement in statements { visit(statement) }
    }

    private mutating func visit(_ statement: Stmt) {
        seen.insert("stmt." + SyntaxFeature.Statement(statement.kind).rawValue)
        switch statement.kind {
        case .expression(let expr), .throwStatement(let expr):
            visit(expr)
        case .variable(let decl):
            if decl.isTuplePattern { note(.tuplePattern) }
            if decl.type != nil { note(.typeAnnotation) }
            decl.initializer.map { visit($0) }
        case .assignment(let target, _, let value, _):
            visit(target)
            visit(value)
        case .ifStatement(let conditions, let then, let otherwise):
            conditions.forEach { visit($0) }
            visit(then)
            if let otherwise, otherwise.count == 1, case .ifStatement = otherwise[0].kind { note(.elseIf) }
            otherwise.map { visit($0) }
        case .guardStatement(let conditions, let otherwise):
            conditions.forEach { visit($0) }
            visit(otherwise)
        case .switchStatement(let subject, let cases):
            visit(subject)
            for clause in cases {
                for item in clause.items {
                    visit(item.pattern)
                    if let guardExpression = item.guardExpression {
                        note(.caseWhere)
                        visit(guardExpression)
                    }
                }
                visit(clause.body)
            }
        case .whileLoop(let condition, let body):
            visit(condition)
            visit(body)
        case .forIn(_, let isTuple, let isMutable, let sequence, let filter, let body):
            if isTuple { note(.tupleForIn) }
            if isMutable { note(.forVar) }
            visit(sequence)
            if let filter {
                note(.forWhere)
                visit(filter)
            }
            visit(body)
        case .returnStatement(let value):
            value.map { visit($0) }
        case .function(let function):
            visit(function)
        case .typeDeclaration(let decl):
            visit(decl)
        case .doCatch(let body, let clauses):
            visit(body)
            for clause in clauses {
                if let pattern = clause.pattern { note(.catchPattern); visit(pattern) } else { note(.catchAll) }
                visit(clause.body)
            }
        case .deferStatement(let body):
            visit(body)
        case .breakStatement, .continueStatement, .importDecl, .error:
            break
        }
    }

    private mutating func visit(_ function: FunctionDecl) {
        if function.returnType != nil { note(.returnType) }
        visit(function.parameters)
        visit(function.body)
    }

    private mutating func visit(_ parameters: [Parameter]) {
        for parameter in parameters {
            if parameter.label != nil { note(.argumentLabel) }
            if let value = parameter.defaultValue { note(.defaultArgument); visit(value) }
        }
    }

    private mutating func visit(_ decl: TypeDecl) {
        seen.insert("decl." + SyntaxFeature.Declaration(decl.kind).rawValue)
        if !decl.inherited.isEmpty { note(.inheritance) }
        if !decl.constraints.isEmpty { note(.whereConstraint) }
        if !decl.requirements.isEmpty { note(.protocolRequirement) }
        for enumCase in decl.cases {
            note(.enumCase)
            if enumCase.associatedLabels != nil { note(.associatedValues) }
            if let raw = enumCase.rawValue { note(.rawValue); visit(raw) }
        }
        for property in decl.properties {
            note(property.getter == nil ? .storedProperty : .computedProperty)
            if property.setter != nil { note(.setter) }
            if property.willSet != nil { note(.willSet) }
            if property.didSet != nil { note(.didSet) }
            if property.isLazy { note(.lazyProperty) }
            if property.isStatic { note(.staticProperty) }
            if property.isWeak { note(.weakProperty) }
            if property.isDynamic { note(.dynamicProperty) }
            property.initializer.map { visit($0) }
            for body in [property.getter, property.setter?.body, property.willSet?.body, property.didSet?.body] {
                body.map { visit($0) }
            }
        }
        for method in decl.methods {
            note(method.isStatic ? .staticMethod : method.isMutating ? .mutatingMethod : .method)
            visit(method.function)
        }
        for initializer in decl.initializers {
            note(initializer.isFailable ? .failableInitializer : .initializer)
            visit(initializer.parameters)
            visit(initializer.body)
        }
        if let body = decl.deinitializer { note(.deinitializer); visit(body) }
        for nested in decl.nestedTypes {
            note(.nestedType)
            visit(nested)
        }
    }

    private mutating func visit(_ condition: Condition) {
        seen.insert("condition." + SyntaxFeature.ConditionKind(condition).rawValue)
        switch condition {
        case .expression(let expr): visit(expr)
        case .optionalBinding(_, _, _, let value): value.map { visit($0) }
        case .patternMatch(let pattern, let value):
            visit(pattern)
            visit(value)
        }
    }

    private mutating func visit(_ pattern: Pattern) {
        seen.insert("pattern." + SyntaxFeature.PatternKind(pattern).rawValue)
        switch pattern {
        case .expression(let expr): visit(expr)
        case .enumCase(_, _, let arguments): arguments?.forEach { visit($0) }
        case .tuple(let patterns): patterns.forEach { visit($0) }
        case .wildcard, .binding: break
        }
    }

    private mutating func visit(_ expr: Expr) {
        seen.insert("expr." + SyntaxFeature.Expression(expr.kind).rawValue)
        switch expr.kind {
        case .string(let parts):
            for case .expression(let inner) in parts { visit(inner) }
        case .array(let elements):
            elements.forEach { visit($0) }
        case .dictionary(let entries):
            for entry in entries { visit(entry.key); visit(entry.value) }
        case .tuple(let arguments):
            visit(arguments)
        case .paren(let inner), .unary(_, let inner), .forceUnwrap(let inner), .optionalChain(let inner),
            .member(let inner, _, _), .tupleIndex(let inner, _), .specialized(let inner, _):
            visit(inner)
        case .closure(let closure):
            visit(closure)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            if case .call = expr.kind {
                switch callee.kind {
                case .identifier(let name), .member(_, let name, _), .implicitMember(let name): calledNames.insert(name)
                default: break
                }
            }
            visit(callee)
            visit(arguments)
            let trailing = arguments.filter(\.isTrailingClosure).count
            if trailing > 0 { note(.trailingClosure) }
            if trailing > 1 { note(.multipleTrailingClosures) }
        case .binary(_, let lhs, let rhs, _):
            visit(lhs)
            visit(rhs)
        case .ternary(let condition, let then, let otherwise):
            [condition, then, otherwise].forEach { visit($0) }
        case .cast(let inner, _, let kind):
            seen.insert("spelling." + SyntaxFeature.Spelling(kind).rawValue)
            visit(inner)
        case .tryExpr(let inner, let kind):
            seen.insert("spelling." + SyntaxFeature.Spelling(kind).rawValue)
            visit(inner)
        case .int, .double, .bool, .nilLiteral, .duration, .identifier, .dollar, .implicitMember, .error:
            break
        }
    }

    private mutating func visit(_ arguments: [Argument]) {
        for argument in arguments {
            if argument.label != nil && !argument.isTrailingClosure { note(.argumentLabel) }
            visit(argument.value)
        }
    }

    private mutating func visit(_ closure: ClosureExpr) {
        if closure.hasSignature { note(.closureSignature) }
        if closure.parameters.contains(where: { $0.type != nil }) { note(.typedClosureParameter) }
        if !closure.captures.isEmpty { note(.captureList) }
        for capture in closure.captures {
            seen.insert("spelling." + SyntaxFeature.Spelling(capture.strength).rawValue)
            if let value = capture.value { note(.capturedValue); visit(value) }
        }
        visit(closure.body)
    }
}
