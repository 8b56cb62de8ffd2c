import RxScript

/// The constructs one program uses, found by lexing and parsing it with the real lexer and parser and walking the
/// tree: `expr.closure`, `stmt.forIn`, `form.willSet`, `keyword.guard`, `symbol.??`, …
public struct SyntaxFeatures: SyntaxVisitor {
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

    public mutating func visit(_ statement: Stmt) {
        seen.insert("stmt." + SyntaxFeature.Statement(statement.kind).rawValue)
        switch statement.kind {
        case .variable(let decl):
            if decl.isTuplePattern { note(.tuplePattern) }
            if decl.type != nil { note(.typeAnnotation) }
        case .ifStatement(_, _, let otherwise):
            if let otherwise, otherwise.count == 1, case .ifStatement = otherwise[0].kind { note(.elseIf) }
        case .switchStatement(_, let cases):
            if cases.contains(where: { $0.items.contains { $0.guardExpression != nil } }) { note(.caseWhere) }
        case .forIn(_, let isTuple, let isMutable, _, let filter, _):
            if isTuple { note(.tupleForIn) }
            if isMutable { note(.forVar) }
            if filter != nil { note(.forWhere) }
        case .doCatch(_, let clauses):
            for clause in clauses { note(clause.pattern == nil ? .catchAll : .catchPattern) }
        default:
            break
        }
        walk(statement)
    }

    public mutating func visit(_ function: FunctionDecl) {
        if function.returnType != nil { note(.returnType) }
        if let first = function.name.unicodeScalars.first, !first.properties.isAlphabetic, first != "_" {
            note(.operatorFunction)
        }
        walk(function)
    }

    public mutating func visit(_ parameter: Parameter) {
        if parameter.label != nil { note(.argumentLabel) }
        if parameter.defaultValue != nil { note(.defaultArgument) }
        walk(parameter)
    }

    public mutating func visit(_ decl: TypeDecl) {
        seen.insert("decl." + SyntaxFeature.Declaration(decl.kind).rawValue)
        if !decl.inherited.isEmpty { note(.inheritance) }
        if !decl.constraints.isEmpty { note(.whereConstraint) }
        if !decl.requirements.isEmpty { note(.protocolRequirement) }
        for enumCase in decl.cases {
            note(.enumCase)
            if enumCase.associatedLabels != nil { note(.associatedValues) }
            if enumCase.rawValue != nil { note(.rawValue) }
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
        }
        for method in decl.methods {
            note(method.isStatic ? .staticMethod : method.isMutating ? .mutatingMethod : .method)
        }
        for initializer in decl.initializers { note(initializer.isFailable ? .failableInitializer : .initializer) }
        if decl.deinitializer != nil { note(.deinitializer) }
        if !decl.nestedTypes.isEmpty { note(.nestedType) }
        walk(decl)
    }

    public mutating func visit(_ condition: Condition) {
        seen.insert("condition." + SyntaxFeature.ConditionKind(condition).rawValue)
        walk(condition)
    }

    public mutating func visit(_ pattern: Pattern) {
        seen.insert("pattern." + SyntaxFeature.PatternKind(pattern).rawValue)
        walk(pattern)
    }

    public mutating func visit(_ expr: Expr) {
        seen.insert("expr." + SyntaxFeature.Expression(expr.kind).rawValue)
        switch expr.kind {
        case .call(let callee, let arguments):
            switch callee.kind {
            case .identifier(let name), .member(_, let name, _), .implicitMember(let name): calledNames.insert(name)
            default: break
            }
            let trailing = arguments.filter(\.isTrailingClosure).count
            if trailing > 0 { note(.trailingClosure) }
            if trailing > 1 { note(.multipleTrailingClosures) }
        case .subscriptAccess(_, let arguments):
            let trailing = arguments.filter(\.isTrailingClosure).count
            if trailing > 0 { note(.trailingClosure) }
            if trailing > 1 { note(.multipleTrailingClosures) }
        case .cast(_, _, let kind): seen.insert("spelling." + SyntaxFeature.Spelling(kind).rawValue)
        case .tryExpr(_, let kind): seen.insert("spelling." + SyntaxFeature.Spelling(kind).rawValue)
        default: break
        }
        walk(expr)
    }

    public mutating func visit(_ argument: Argument) {
        if argument.label != nil && !argument.isTrailingClosure { note(.argumentLabel) }
        walk(argument)
    }

    public mutating func visit(_ closure: ClosureExpr, at range: SourceRange) {
        if closure.hasSignature { note(.closureSignature) }
        if closure.parameters.contains(where: { $0.type != nil }) { note(.typedClosureParameter) }
        if !closure.captures.isEmpty { note(.captureList) }
        for capture in closure.captures {
            seen.insert("spelling." + SyntaxFeature.Spelling(capture.strength).rawValue)
            if capture.value != nil { note(.capturedValue) }
        }
        walk(closure)
    }
}
