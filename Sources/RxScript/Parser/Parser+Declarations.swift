/// Type declarations (`enum`, `struct`, `class`, `protocol`, `extension`) and the modifiers Swift puts before
/// declarations.
extension Parser {
    /// Words that may precede a declaration. Access control and the like mean nothing here and are skipped;
    /// `static`, `mutating` and `weak` are kept by the member parser.
    static let declarationModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "static", "class", "dynamic", "lazy",
        "override", "mutating", "nonmutating", "weak", "unowned", "required", "convenience", "indirect", "optional",
        "nonisolated", "prefix", "postfix", "infix",
    ]

    /// Words that start a declaration after its modifiers.
    static let declarationWords: Set<String> = [
        "func", "let", "var", "struct", "class", "enum", "protocol", "extension", "init", "deinit", "case",
        "typealias", "subscript", "actor",
    ]

    static let typeDeclarationWords: Set<String> = ["struct", "class", "enum", "protocol", "extension"]

    /// True when `token` is a declaration word (keywords such as `func` and names such as `struct`).
    func isDeclarationWord(_ token: Token) -> Bool {
        switch token.kind {
        case .keyword(let keyword): return Self.declarationWords.contains(keyword.rawValue)
        case .identifier(let name): return Self.declarationWords.contains(name)
        default: return false
        }
    }

    /// Skips attributes (`@objc`, `@discardableResult`, `@available(...)`) and modifiers before a declaration;
    /// returns the modifiers seen. Leaves the position alone when what follows is not a declaration.
    mutating func parseModifiers() -> Set<String> {
        let start = index
        var modifiers: Set<String> = []
        var attributes: Set<String> = []
        while true {
            if case .attribute(let name) = current.kind {
                attributes.insert("@" + name)
                advance()
                if current.is(.openParen) && !current.isAtLineStart { skipParenthesized() }
                continue
            }
            // `private(set) var`: the setter's access level sits between the modifier and what follows it.
            let setterAccess = peek().is(.openParen) && peek(2).identifier == "set" && peek(3).is(.closeParen)
            let following = setterAccess ? peek(4) : peek()
            // A modifier's declaration may go on the next line once an attribute or modifier has begun it
            // (`@objc dynamic // comment` above `private func login…`).
            if let word = current.identifier, Self.declarationModifiers.contains(word),
                !peek().isAtLineStart || index > start,
                isDeclarationWord(following) || following.identifier.map(Self.declarationModifiers.contains) == true
                    || isAttribute(following)
            {
                // `class func` and `class var` are static members; `class Foo` is a class.
                if word == "class" && !(peek().is(.func) || peek().is(.var) || peek().is(.let)) { break }
                modifiers.insert(word)
                advance()
                if current.is(.openParen) && !current.isAtLineStart { skipParenthesized() }  // `private(set)`
                continue
            }
            break
        }
        if modifiers.isEmpty && index > start && !isDeclarationWord(current) {
            // Attributes before something that is not a declaration (`@escaping` belongs to types).
            index = start
            return modifiers
        }
        return modifiers.union(attributes)
    }

    private func isAttribute(_ token: Token) -> Bool {
        if case .attribute = token.kind { return true }
        return false
    }

    /// Skips a balanced `( … )`.
    mutating func skipParenthesized() {
        var depth = 0
        repeat {
            if current.is(.openParen) { depth += 1 }
            if current.is(.closeParen) { depth -= 1 }
            advance()
        } while depth > 0 && !current.isEOF
    }

    /// Skips a balanced `{ … }`.
    mutating func skipBraces() throws {
        guard current.is(.openBrace) else { throw error(.expectedBlock, at: errorRange()) }
        var depth = 0
        repeat {
            if current.is(.openBrace) { depth += 1 }
            if current.is(.closeBrace) { depth -= 1 }
            advance()
        } while depth > 0 && !current.isEOF
    }

    /// `enum`/`struct`/`class`/`protocol`/`extension` Name [`<…>`] [`:` inherited] [`where` …] `{` members `}`
    mutating func parseTypeDeclaration() throws -> Stmt {
        let keyword = advance()
        guard let word = keyword.identifier, let kind = TypeDecl.Kind(rawValue: word) else {
            throw error(.expectedDeclaration, at: keyword.range)
        }
        guard let name = current.identifier else { throw error(.expectedTypeName(word), at: errorRange()) }
        var nameRange = advance().range
        while current.is(.dot) && peek().identifier != nil {  // `extension Reactive.Base`
            advance()
            nameRange = nameRange.to(advance().range)
        }
        var decl = TypeDecl(kind: kind, name: name, nameRange: nameRange)
        if kind == .extensionType {
            if current.is(.less) { _ = parseGenericArguments(inType: true) }  // `extension Array<Int>`
        } else {
            try parseGenericParameters()
        }
        if match(.colon) {
            repeat {
                guard let type = parseType() else { throw error(.expectedType, at: errorRange()) }
                decl.inherited.append(type.name)
            } while match(.comma)
        }
        if current.is(.where) {
            advance()
            repeat {
                guard let constrained = parseType() else { throw error(.expectedType, at: errorRange()) }
                guard match(.colon) || match(.equal) else { throw error(.expectedType, at: errorRange()) }
                guard let type = parseType() else { throw error(.expectedType, at: errorRange()) }
                decl.constraints.append((constrained.text, type.text))
            } while match(.comma)
        }
        guard current.is(.openBrace) else { throw error(.expectedTypeBody(word, name), at: errorRange()) }
        if kind == .protocolType {
            // Requirements only describe; scripts are dynamically typed, so a protocol is accepted as documentation.
            // Their names are kept for the protocol's extensions.
            let start = index
            try skipBraces()
            for offset in start..<index
            where tokens[offset].is(.var) || tokens[offset].is(.let) || tokens[offset].is(.func) {
                if let name = tokens[offset + 1].identifier { decl.requirements.append(name) }
            }
            return Stmt(.typeDeclaration(decl), keyword.range.to(previous.range))
        }
        let opener = advance()
        while !current.is(.closeBrace) {
            if current.isEOF { _ = try expectClosing(.closeBrace, opener: opener) }
            if match(.semicolon) { continue }
            try parseMember(into: &decl)
            if !(current.isAtLineStart || current.is(.closeBrace) || match(.semicolon)) {
                throw error(.consecutiveStatements, at: previous.range.endPoint)
            }
        }
        advance()
        return Stmt(.typeDeclaration(decl), keyword.range.to(previous.range))
    }

    /// One member of a type body.
    private mutating func parseMember(into decl: inout TypeDecl) throws {
        let modifiers = parseModifiers()
        let start = current.range
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        switch current.kind {
        case .keyword(.case):
            guard decl.kind == .enumType || decl.kind == .extensionType else {
                throw error(.caseOutsideEnum, at: current.range)
            }
            advance()
            repeat { decl.cases.append(try parseEnumCase()) } while match(.comma)
        case .keyword(.func):
            let statement = try parseFunctionDecl(modifiers: modifiers)
            guard case .function(let function) = statement.kind else { return }
            decl.methods.append(
                MethodDecl(
                    function: function, range: statement.range, isStatic: isStatic,
                    isMutating: modifiers.contains("mutating")))
        case .keyword(.let), .keyword(.var):
            let keyword = advance()
            repeat {  // `var user = "a", name = "b"` declares two properties
                var property = try parseProperty(
                    keyword: keyword, isStatic: isStatic, isWeak: modifiers.contains("weak"))
                property.isDynamic = modifiers.contains("dynamic")
                property.isOutlet = modifiers.contains("@IBOutlet")
                property.isLazy = modifiers.contains("lazy")
                decl.properties.append(property)
            } while match(.comma)
        case .identifier("init"):
            advance()
            let isFailable = match(.question) || match(.bang)
            try parseGenericParameters()
            let parameters = try parseParameterList(name: "init")
            skipEffects()
            let body = try parseBlock()
            decl.initializers.append(
                InitializerDecl(
                    parameters: parameters, body: body, range: start.to(previous.range),
                    isFailable: isFailable))
        case .identifier("deinit"):
            advance()
            decl.deinitializer = try parseBlock()
        case .identifier(let word) where Self.typeDeclarationWords.contains(word):
            guard case .typeDeclaration(let nested) = try parseTypeDeclaration().kind else { return }
            decl.nestedTypes.append(nested)
        case .identifier("typealias"), .identifier("associatedtype"):
            // Type aliases only name types; scripts do not check types.
            advance()
            while !current.isAtLineStart && !current.isEOF && !current.is(.closeBrace) && !current.is(.semicolon) {
                advance()
            }
        case .identifier("subscript"):
            decl.methods += try parseSubscript(isStatic: isStatic, inStruct: decl.kind == .structType)
        default:
            throw error(.expectedMember(decl.kind.rawValue), at: errorRange())
        }
    }

    /// name [`(` [label `:`] type, … `)`] [`=` raw value]
    private mutating func parseEnumCase() throws -> EnumCaseDecl {
        guard let name = memberName(current) else { throw error(.expectedCaseName, at: errorRange()) }
        let range = advance().range
        var labels: [String?]?
        if current.is(.openParen) {
            let opener = advance()
            var list: [String?] = []
            while !current.is(.closeParen) {
                var label: String?
                if let word = parameterName(current), peek().is(.colon) {
                    label = word == "_" ? nil : word
                    advance()
                    advance()
                } else if let word = parameterName(current), let next = parameterName(peek()), peek(2).is(.colon) {
                    label = word == "_" ? nil : word  // `case point(x _: Int)` is rare; keep the outer label
                    _ = next
                    advance()
                    advance()
                    advance()
                }
                guard parseType() != nil else { throw error(.expectedType, at: errorRange()) }
                if match(.assign) { _ = try parseExpression() }
                list.append(label)
                if !match(.comma) { break }
            }
            _ = try expectClosing(.closeParen, opener: opener)
            labels = list
        }
        var rawValue: Expr?
        if match(.assign) { rawValue = try parseExpression() }
        return EnumCaseDecl(name: name, range: range, associatedLabels: labels, rawValue: rawValue)
    }

    /// name [`:` type] [`=` value | `{` getter `}` | `{ get { … } set [(name)] { … } }`], after `let`/`var` (`keyword`)
    private mutating func parseProperty(keyword: Token, isStatic: Bool, isWeak: Bool) throws -> PropertyDecl {
        guard let name = current.identifier else { throw error(.expectedVariableName, at: errorRange()) }
        let range = advance().range
        var property = PropertyDecl(
            name: name, range: range, isMutable: keyword.is(.var), isStatic: isStatic,
            isWeak: isWeak, type: nil, initializer: nil, getter: nil, setter: nil)
        if match(.colon) {
            guard let type = parseType() else { throw error(.expectedType, at: errorRange()) }
            property.type = type
        }
        if match(.assign) {
            // `var x = 0 { didSet { … } }`: the braces are observers, not a trailing closure.
            let saved = allowsTrailingClosure
            if hasObserversAhead() { allowsTrailingClosure = false }
            defer { allowsTrailingClosure = saved }
            property.initializer = try parseExpression()
        }
        if current.is(.openBrace) && !current.isAtLineStart || current.is(.openBrace) && property.initializer == nil {
            try parseAccessors(into: &property)
        }
        return property
    }

    /// True when `{ willSet` or `{ didSet` follows on this line.
    private func hasObserversAhead() -> Bool {
        var offset = 0
        while true {
            let token = peek(offset)
            if token.isEOF || (offset > 0 && token.isAtLineStart) { return false }
            if token.is(.openBrace), let word = peek(offset + 1).identifier, word == "didSet" || word == "willSet" {
                return true
            }
            offset += 1
        }
    }

    /// A computed property's `{ … }`, or `{ get … set … }`; `willSet`/`didSet` are reported by name.
    private mutating func parseAccessors(into property: inout PropertyDecl) throws {
        let opener = advance()
        let first = current.identifier
        guard first == "get" || first == "set" || first == "willSet" || first == "didSet",
            peek().is(.openBrace) || peek().is(.openParen)
        else {
            property.getter = try parseStatements(until: opener)
            return
        }
        while !current.is(.closeBrace) {
            if current.isEOF { _ = try expectClosing(.closeBrace, opener: opener) }
            guard let word = current.identifier else { throw error(.expectedAccessor, at: errorRange()) }
            let wordRange = advance().range
            switch word {
            case "get":
                property.getter = try parseBlock()
            case "set", "willSet", "didSet":
                var valueName = word == "didSet" ? "oldValue" : "newValue"
                if current.is(.openParen) {
                    let paren = advance()
                    guard let custom = current.identifier else { throw error(.expectedVariableName, at: errorRange()) }
                    valueName = custom
                    advance()
                    _ = try expectClosing(.closeParen, opener: paren)
                }
                let body = try parseBlock()
                switch word {
                case "set": property.setter = (valueName, body)
                case "willSet": property.willSet = (valueName, body)
                default: property.didSet = (valueName, body)
                }
            default:
                throw error(.expectedAccessor, at: wordRange)
            }
        }
        advance()
    }

    /// `subscript(params) -> Type { getter }` or `{ get { … } set [(name)] { … } }`: a getter method named `subscript`
    /// and a setter `subscript=` that takes the new value last. Indices are unlabeled unless given two names.
    private mutating func parseSubscript(isStatic: Bool, inStruct: Bool) throws -> [MethodDecl] {
        let keyword = advance()
        try parseGenericParameters()
        var parameters = try parseParameterList(name: "subscript")
        for index in parameters.indices where parameters[index].label == parameters[index].name {
            parameters[index].label = nil
        }
        guard match(.arrow), let type = parseType() else { throw error(.expectedType, at: errorRange()) }
        var property = PropertyDecl(
            name: "subscript", range: keyword.range, isMutable: true, isStatic: isStatic, isWeak: false, type: type,
            initializer: nil, getter: nil, setter: nil)
        guard current.is(.openBrace) else { throw error(.expectedBlock, at: errorRange()) }
        try parseAccessors(into: &property)
        let range = keyword.range.to(previous.range)
        func method(_ name: String, _ parameters: [Parameter], _ body: [Stmt], _ result: TypeSyntax?) -> MethodDecl {
            MethodDecl(
                function: FunctionDecl(
                    name: name, nameRange: keyword.range, parameters: parameters, body: body, returnType: result),
                range: range, isStatic: isStatic, isMutating: false)
        }
        var methods = [method("subscript", parameters, property.getter ?? [], type)]
        if let (valueName, body) = property.setter {
            if inStruct {
                report(.structSubscriptSetter, at: keyword.range)
                return methods
            }
            let value = Parameter(label: nil, name: valueName, range: keyword.range)
            methods.append(method("subscript=", parameters + [value], body, nil))
        }
        return methods
    }

    /// `(` parameters `)` of a `func` or `init`.
    mutating func parseParameterList(name: String) throws -> [Parameter] {
        guard current.is(.openParen) else { throw error(.expectedParameterList(name), at: errorRange()) }
        let opener = advance()
        var parameters: [Parameter] = []
        if !current.is(.closeParen) {
            repeat {
                if current.is(.closeParen) { break }
                parameters.append(try parseFunctionParameter())
            } while match(.comma)
        }
        _ = try expectClosing(.closeParen, opener: opener)
        return parameters
    }

    /// `infix|prefix|postfix operator <op> [: Group]` and `precedencegroup Name { … }`: the lexer and the parser
    /// already know them (`OperatorDeclarations`), so they run as nothing; nil when the statement is not one.
    mutating func parseOperatorDeclaration() throws -> Stmt? {
        let start = current.range
        if let word = current.identifier, ["infix", "prefix", "postfix"].contains(word),
            peek().identifier == "operator"
        {
            advance()
            advance()
            guard operatorFunctionName(current) != nil else {
                throw error(.expectedOperatorName, at: errorRange())
            }
            advance()
            if match(.colon) {
                guard current.identifier != nil else { throw error(.expectedPrecedenceGroup, at: errorRange()) }
                advance()
            }
            return Stmt(.importDecl("operator"), start.to(previous.range))
        }
        if current.identifier == "precedencegroup", peek().identifier != nil {
            advance()
            advance()
            try skipBraces()
            return Stmt(.importDecl("precedencegroup"), start.to(previous.range))
        }
        return nil
    }
}
