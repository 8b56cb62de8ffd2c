extension Parser {
    /// program := { statement separator } eof
    mutating func parseProgram() -> [Stmt] {
        var statements: [Stmt] = []
        while !current.isEOF {
            if stopAtFirstError && !diagnostics.isEmpty { break }
            if match(.semicolon) { continue }
            if let closer = current.symbol, closer.isClosingBracket {
                report(.unexpectedClosing(closer.rawValue), at: current.range)
                advance()
                continue
            }
            let start = index
            statements.append(contentsOf: parseStatementRecovering())
            if isAbandoning {
                // The statement was too deep to parse; skip all of it, counting brackets from its start.
                index = start
                skipBalanced()
                isAbandoning = false
            }
        }
        return statements
    }

    /// Skips to the first token on a new line where every bracket opened since here is closed.
    private mutating func skipBalanced() {
        let start = index
        var depth = 0
        while !current.isEOF {
            if index > start && current.isAtLineStart && depth <= 0 { return }
            if let symbol = current.symbol {
                if symbol.closer != nil { depth += 1 }
                if symbol.isClosingBracket { depth -= 1 }
            }
            advance()
        }
    }

    /// Parses one statement and its separator, with the further declarations of `var a = 1, b = 2`; on error,
    /// synchronizes and returns none.
    mutating func parseStatementRecovering() -> [Stmt] {
        let start = index
        let outer = furtherDeclarations
        furtherDeclarations = []
        defer { furtherDeclarations = outer }
        do {
            let statement = try parseStatement()
            try expectSeparator()
            return [statement] + furtherDeclarations
        } catch {
            synchronize(from: start)
            if index == start { advance() }
            return []
        }
    }

    /// After a statement: `;`, a new line, a closing `}` or the end of input.
    mutating func expectSeparator() throws {
        if match(.semicolon) { return }
        if current.isAtLineStart || current.isEOF || current.is(.closeBrace) { return }
        if let closer = current.symbol, closer == .closeParen || closer == .closeBracket {
            throw error(.unexpectedClosing(closer.rawValue), at: current.range)
        }
        throw error(.consecutiveStatements, at: previous.range.endPoint)
    }

    /// statement := declaration | if | while | for | return | throw | import | expression [assignment]
    mutating func parseStatement() throws -> Stmt {
        try nested { parser in try parser.parseStatementBody() }
    }

    private mutating func parseStatementBody() throws -> Stmt {
        if let sink = parseSinkDeclaration() { return sink }
        if current.is(.colon), current.isAtLineStart, let command = peek().identifier,
            peek().range.start == current.range.end
        {
            // A REPL command (`:help`) piped or pasted into a script.
            let start = current.range
            advance()
            advance()
            let argument = current.isAtLineStart ? "" : (current.identifier ?? current.spelling)
            throw error(.replCommandInScript(command, argument: argument), at: start.to(previous.range))
        }
        if let label = current.identifier, peek().is(.colon), !peek().isAtLineStart, isLabelable(peek(2)) {
            // `outer: for …`: a label that `break outer` and `continue outer` name.
            let labelRange = advance().range
            advance()
            let statement = try parseStatement()
            return Stmt(
                .labeled(label: label, labelRange: labelRange, statement: statement), labelRange.to(statement.range))
        }
        let modifiers = parseModifiers()
        let start = current.range
        if current.identifier == "repeat", peek().is(.openBrace) { return try parseRepeatWhile() }
        if let word = current.identifier, Self.typeDeclarationWords.contains(word), peek().identifier != nil,
            !peek().isAtLineStart
        {
            return try parseTypeDeclaration()
        }
        if current.identifier == "do", peek().is(.openBrace) { return try parseDoCatch() }
        if let declaration = try parseOperatorDeclaration() { return declaration }
        if current.identifier == "typealias", peek().identifier != nil, !peek().isAtLineStart {
            // A type alias only names a type; scripts do not check types.
            advance()
            while !current.isAtLineStart && !current.isEOF && !current.is(.semicolon) && !current.is(.closeBrace) {
                advance()
            }
            return Stmt(.importDecl("typealias"), start.to(previous.range))
        }
        if case .keyword(let keyword) = current.kind {
            switch keyword {
            case .let, .var: return try parseVariableDecl(isWeak: modifiers.contains("weak"))
            case .func: return try parseFunctionDecl(modifiers: modifiers)
            case .if: return try parseIf()
            case .while:
                advance()
                let conditions = try parseConditionList()
                let body = try parseBlock()
                return Stmt(.whileLoop(conditions: conditions, body: body), start.to(previous.range))
            case .for:
                return try parseForIn()
            case .return:
                advance()
                if current.isAtLineStart || current.isEOF || current.is(.closeBrace) || current.is(.semicolon) {
                    return Stmt(.returnStatement(nil), start)
                }
                let value = try parseExpression()
                return Stmt(.returnStatement(value), start.to(value.range))
            case .throw:
                advance()
                let value = try parseExpression()
                return Stmt(.throwStatement(value), start.to(value.range))
            case .defer:
                advance()
                let body = try parseBlock()
                return Stmt(.deferStatement(body), start.to(previous.range))
            case .import:
                advance()
                guard let name = current.identifier else { throw error(.expectedModuleName, at: errorRange()) }
                advance()
                while current.is(.dot) && peek().identifier != nil { advance(); advance() }
                return Stmt(.importDecl(name), start.to(previous.range))
            case .guard:
                advance()
                let conditions = try parseConditionList()
                guard match(.else) else {
                    throw error(.expectedKeyword("else", after: "guard condition"), at: errorRange())
                }
                let otherwise = try parseBlock()
                return Stmt(.guardStatement(conditions: conditions, otherwise: otherwise), start.to(previous.range))
            case .switch:
                return try parseSwitch()
            case .break:
                advance()
                let label = parseJumpLabel()
                return Stmt(.breakStatement(label: label), start.to(previous.range))
            case .continue:
                advance()
                let label = parseJumpLabel()
                return Stmt(.continueStatement(label: label), start.to(previous.range))
            case .fallthrough:
                advance()
                return Stmt(.fallthroughStatement, start)
            default:
                break
            }
        }
        if let word = current.identifier, !current.is(.openParen), isUnsupportedDeclaration(word) {
            throw error(.unsupportedDeclaration(word), at: current.range)
        }
        let expression = try parseExpression()
        if let op = current.symbol, op == .assign || compoundAssignmentOperators[op] != nil {
            let opToken = advance()
            try checkAssignable(expression)
            let value = try parseExpression()
            return Stmt(
                .assignment(target: expression, op: op, value: value, opRange: opToken.range),
                expression.range.to(value.range))
        }
        return Stmt(.expression(expression), expression.range)
    }

    /// True for the statements a label may stand before: loops, `if`, `switch` and `do`.
    private func isLabelable(_ token: Token) -> Bool {
        if token.is(.for) || token.is(.while) || token.is(.switch) || token.is(.if) { return true }
        return (token.identifier == "repeat" || token.identifier == "do") && peek(3).is(.openBrace)
    }

    /// The label after `break`/`continue` on the same line, if any.
    private mutating func parseJumpLabel() -> String? {
        guard let label = current.identifier, !current.isAtLineStart else { return nil }
        advance()
        return label
    }

    /// True at `@unknown default:` (or `@unknown case`), which starts a switch clause.
    private var isUnknownDefault: Bool {
        guard case .attribute("unknown") = current.kind else { return false }
        return peek().is(.default) || peek().is(.case)
    }

    /// `repeat` block `while` condition
    private mutating func parseRepeatWhile() throws -> Stmt {
        let keyword = advance()
        let body = try parseBlock()
        guard match(.while) else { throw error(.expectedKeyword("while", after: "repeat { … }"), at: errorRange()) }
        let condition = try parseExpression()
        return Stmt(.repeatWhile(body: body, condition: condition), keyword.range.to(previous.range))
    }

    /// `struct Foo`, `class Foo`, `enum E`, `do {`: Swift constructs the language does not have, recognized so
    /// the message names them instead of a confusing parse error.
    private func isUnsupportedDeclaration(_ word: String) -> Bool {
        let next = peek()
        switch word {
        case "actor":
            return next.identifier != nil && !next.isAtLineStart
        default:
            return false
        }
    }

    private mutating func checkAssignable(_ target: Expr) throws {
        switch target.kind {
        case .identifier, .member, .subscriptAccess, .tupleIndex, .dollar:
            return
        case .paren(let inner):
            try checkAssignable(inner)
        case .forceUnwrap(let inner), .optionalChain(let inner):
            try checkAssignable(inner)
        default:
            throw error(.notAssignable, at: target.range)
        }
    }

    /// A name, or a tuple of names (`(i, x)`), that `let`, `var` or `for` binds.
    private mutating func parseBoundNames() throws -> (names: [(name: String, range: SourceRange)], isTuple: Bool) {
        var names: [(name: String, range: SourceRange)] = []
        guard current.is(.openParen) else {
            guard let name = current.identifier else {
                if case .keyword(let word) = current.kind {
                    throw error(.keywordAsName(word.rawValue), at: current.range)
                }
                throw error(.expectedVariableName, at: errorRange())
            }
            names.append((name, advance().range))
            return (names, false)
        }
        let opener = advance()
        repeat {
            guard let name = current.identifier else { throw error(.expectedVariableName, at: errorRange()) }
            names.append((name, advance().range))
        } while match(.comma)
        try expectClosing(.closeParen, opener: opener)
        return (names, true)
    }

    /// `let`/`var` pattern [`:` type] [`=` expression] {`,` pattern [`:` type] [`=` expression]}; the declarations
    /// after the first wait in `furtherDeclarations`.
    private mutating func parseVariableDecl(isWeak: Bool) throws -> Stmt {
        let keyword = advance()
        let first = try parseBinding(keyword, from: keyword.range, isWeak: isWeak)
        while match(.comma) {
            furtherDeclarations.append(try parseBinding(keyword, from: current.range, isWeak: isWeak))
        }
        return first
    }

    /// One pattern of a `let`/`var` declaration, with its type and value.
    private mutating func parseBinding(_ keyword: Token, from start: SourceRange, isWeak: Bool) throws -> Stmt {
        let isMutable = keyword.is(.var)
        let (names, isTuple) = try parseBoundNames()
        var type: TypeSyntax?
        if match(.colon) {
            guard let parsed = parseType() else { throw error(.expectedType, at: errorRange()) }
            type = parsed
        }
        var initializer: Expr?
        if match(.assign) {
            initializer = try parseExpression()
        } else if !isMutable {
            throw error(.letNeedsValue(names.map(\.name).joined(separator: ", ")), at: errorRange())
        }
        let decl = VariableDecl(
            isMutable: isMutable, names: names, isTuplePattern: isTuple, type: type,
            initializer: initializer, isWeak: isWeak)
        return Stmt(.variable(decl), start.to(previous.range))
    }

    /// `func` name `(` parameters `)` [`throws`] [`->` type] block, where name may be an operator (`static func ==`,
    /// `func <->`); a `prefix` or `postfix` operator function is named `prefix-` or `postfix!`, apart from the infix
    /// one of the same spelling.
    mutating func parseFunctionDecl(modifiers: Set<String> = []) throws -> Stmt {
        let keyword = advance()
        guard var name = current.identifier ?? operatorFunctionName(current) else {
            throw error(.expectedFunctionName, at: errorRange())
        }
        if current.identifier == nil {
            if modifiers.contains("prefix") { name = "prefix" + name }
            if modifiers.contains("postfix") { name = "postfix" + name }
        }
        let nameRange = advance().range
        try parseGenericParameters()
        let parameters = try parseParameterList(name: name)
        skipEffects()
        var returnType: TypeSyntax?
        if match(.arrow) {
            guard let type = parseType() else { throw error(.expectedType, at: errorRange()) }
            returnType = type
        }
        if current.is(.where) {
            // Generic constraints are accepted and ignored.
            advance()
            while !current.is(.openBrace) && !current.isEOF { advance() }
        }
        let body = try parseBlock()
        let decl = FunctionDecl(
            name: name, nameRange: nameRange, parameters: parameters, body: body,
            returnType: returnType)
        return Stmt(.function(decl), keyword.range.to(previous.range))
    }

    /// `async`, `throws`, `rethrows` after parameters: accepted, meaning nothing here (as `await` does).
    mutating func skipEffects() {
        if current.identifier == "async" && !current.isAtLineStart { advance() }
        _ = match(.throws) || match(.rethrows)
    }

    /// The operator a `func` declares (`==`, `<`, `+`, a declared `<->`), or nil.
    func operatorFunctionName(_ token: Token) -> String? {
        if let spelling = token.customOperator { return spelling }
        guard let symbol = token.symbol else { return nil }
        switch symbol {
        case .openParen, .closeParen, .openBracket, .closeBracket, .openBrace, .closeBrace, .comma, .semicolon,
            .colon, .dot, .backslash, .arrow, .assign, .question:
            return nil
        default:
            return symbol.rawValue
        }
    }

    /// [label] name [`:` type] [`=` default]
    mutating func parseFunctionParameter() throws -> Parameter {
        guard let first = parameterName(current) else { throw error(.expectedParameterName, at: errorRange()) }
        let firstRange = advance().range
        var label: String? = first == "_" ? nil : first
        var name = first
        var range = firstRange
        if let second = parameterName(current) {
            name = second
            range = advance().range
        } else {
            label = first == "_" ? nil : first
        }
        var type: TypeSyntax?
        if match(.colon) {
            guard let parsed = parseType() else { throw error(.expectedType, at: errorRange()) }
            type = parsed
        }
        var defaultValue: Expr?
        if match(.assign) { defaultValue = try parseExpression() }
        return Parameter(label: label, name: name, range: range, type: type, defaultValue: defaultValue)
    }

    /// An identifier or keyword usable as a parameter name or label.
    func parameterName(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let name): return name
        case .keyword(let keyword) where ![.let, .var, .inout].contains(keyword): return keyword.rawValue
        default: return nil
        }
    }

    /// `if` condition block [`else` (if | block)]
    private mutating func parseIf() throws -> Stmt {
        let keyword = advance()
        let conditions = try parseConditionList()
        let then = try parseBlock()
        var otherwise: [Stmt]?
        if match(.else) {
            if current.is(.if) {
                otherwise = [try parseStatement()]
            } else {
                otherwise = try parseBlock()
            }
        }
        return Stmt(
            .ifStatement(conditions: conditions, then: then, otherwise: otherwise), keyword.range.to(previous.range))
    }

    /// condition { `,` condition } where condition := expression | (`let`|`var`) name [`=` expression]
    private mutating func parseConditionList() throws -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            if current.is(.case) {
                advance()
                let pattern = try parsePattern(binding: nil)
                guard match(.assign) else {
                    throw error(.expectedKeyword("=", after: "case pattern"), at: errorRange())
                }
                conditions.append(.patternMatch(pattern, try parseCondition()))
                continue
            }
            if current.is(.let) || current.is(.var) {
                let isMutable = advance().is(.var)
                guard let name = current.identifier else { throw error(.expectedVariableName, at: errorRange()) }
                let range = advance().range
                var value: Expr?
                if match(.assign) { value = try parseCondition() }
                conditions.append(.optionalBinding(name: name, range: range, isMutable: isMutable, value: value))
            } else {
                conditions.append(.expression(try parseCondition()))
            }
        } while match(.comma)
        return conditions
    }

    /// `switch` subject `{` { (`case` patterns [`where` guard] | `default`) `:` statements } `}`
    private mutating func parseSwitch() throws -> Stmt {
        let keyword = advance()
        let subject = try parseCondition()
        guard current.is(.openBrace) else { throw error(.expectedBlock, at: errorRange()) }
        let opener = advance()
        var cases: [SwitchCase] = []
        while !current.is(.closeBrace) && !current.isEOF {
            if isUnknownDefault {
                advance()  // `@unknown default:`, for enums that may gain cases: a plain `default` here
            }
            let label = current
            var items: [CaseItem] = []
            if label.is(.case), cases.last?.items.isEmpty == true {
                report(.caseAfterDefault, at: label.range)
            }
            if match(.default) {
                // `default` has no patterns.
            } else if match(.case) {
                repeat {
                    let pattern = try parsePattern(binding: nil)
                    let guardExpression = match(.where) ? try parseExpression() : nil
                    items.append(CaseItem(pattern: pattern, guardExpression: guardExpression))
                } while match(.comma)
            } else {
                throw error(.expectedCase, at: current.range)
            }
            guard match(.colon) else {
                throw error(
                    .expectedKeyword(":", after: label.is(.default) ? "default" : "case pattern"), at: errorRange())
            }
            var body: [Stmt] = []
            while !current.is(.case) && !current.is(.default) && !current.is(.closeBrace) && !current.isEOF
                && !isUnknownDefault
            {
                if match(.semicolon) { continue }
                body.append(contentsOf: parseStatementRecovering())
                if isAbandoning || (stopAtFirstError && !diagnostics.isEmpty) { throw ParseError() }
            }
            if body.isEmpty { report(.emptyCase, at: label.range) }
            cases.append(SwitchCase(items: items, body: body, range: label.range.to(previous.range)))
        }
        try expectClosing(.closeBrace, opener: opener)
        return Stmt(.switchStatement(subject: subject, cases: cases), keyword.range.to(previous.range))
    }

    /// A `case` pattern; inside `let`/`var` (`binding` set), names bind instead of being compared.
    private mutating func parsePattern(binding: Bool?) throws -> Pattern {
        try nested { parser in
            var pattern = try parser.parsePatternBody(binding: binding)
            while true {
                if parser.current.is(.question) && parser.current.isLeftBound {
                    parser.advance()
                    pattern = .optional(pattern)
                } else if parser.current.is(.nilCoalescing) && parser.current.isLeftBound {
                    parser.advance()  // `let x??`: the lexer reads the two `?` as one token
                    pattern = .optional(.optional(pattern))
                } else if parser.current.is(.as) && !parser.current.isAtLineStart {
                    parser.advance()
                    guard let type = parser.parseType() else {
                        throw parser.error(.expectedType, at: parser.errorRange())
                    }
                    pattern = .cast(pattern, type)
                } else {
                    return pattern
                }
            }
        }
    }

    private mutating func parsePatternBody(binding: Bool?) throws -> Pattern {
        let token = current
        if current.identifier == "_" {
            advance()
            return .wildcard
        }
        if current.is(.let) || current.is(.var) {
            let isMutable = advance().is(.var)
            return try parsePattern(binding: isMutable)
        }
        if current.is(.is) {
            advance()
            guard let type = parseType() else { throw error(.expectedType, at: errorRange()) }
            return .typeCheck(type)
        }
        // `case let getRepository(user, name)` inside the enum: an unqualified case with patterns for its values.
        let isUnqualifiedCase =
            current.identifier != nil && peek().is(.openParen) && peek().range.start == current.range.end
            && (binding != nil || bindsInsideParentheses(from: index + 1))
        if let isMutable = binding, let name = current.identifier, !isUnqualifiedCase {
            let nameToken = advance()
            // `case let x?` is Swift's optional pattern, `.some(let x)`: `parsePattern` adds the `?`.
            return Pattern.binding(name: name, range: nameToken.range, isMutable: isMutable)
        }
        if let typeName = current.identifier, typeName.first?.isUppercase == true, peek().is(.dot),
            memberName(peek(2)) != nil, peek(3).is(.openParen), !peek(3).isAtLineStart
        {
            // `MyError.worse(let code)`: a case of a named enum, with patterns for its associated values.
            advance()
        }
        if isUnqualifiedCase || current.is(.dot) && memberName(peek()) != nil && peek().range.start == current.range.end
        {
            if !isUnqualifiedCase { advance() }
            let name = current.identifier ?? memberName(current) ?? ""
            let nameToken = advance()
            var arguments: [Pattern]?
            if current.is(.openParen) && !current.isAtLineStart {
                let opener = advance()
                var list: [Pattern] = []
                while !current.is(.closeParen) {
                    if memberName(current) != nil && peek().is(.colon) {
                        advance()
                        advance()
                    }
                    list.append(try parsePattern(binding: binding))
                    if !match(.comma) { break }
                }
                try expectClosing(.closeParen, opener: opener)
                arguments = list
            }
            return .enumCase(name: name, range: token.range.to(nameToken.range), arguments: arguments)
        }
        if current.is(.openParen) {
            let opener = advance()
            var list: [Pattern] = []
            while !current.is(.closeParen) {
                list.append(try parsePattern(binding: binding))
                if !match(.comma) { break }
            }
            try expectClosing(.closeParen, opener: opener)
            return list.count == 1 ? list[0] : .tuple(list)
        }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        let expression = try parseBinary(.casting.next)
        switch expression.kind {
        case .binary(let op, let lower, let upper, _) where op == "..." || op == "..<":
            return .range(lower: lower, upper: upper, isClosed: op == "...")
        case .unary(let op, let upper) where op == "..." || op == "..<":
            return .range(lower: nil, upper: upper, isClosed: op == "...")
        case .unary(Expr.postfixRange, let lower):
            return .range(lower: lower, upper: nil, isClosed: true)
        default:
            return .expression(expression)
        }
    }

    /// True when the parentheses opening at `start` hold `let` or `var` at their own level: `name(let x)` is a
    /// pattern, `name(x)` a call.
    private func bindsInsideParentheses(from start: Int) -> Bool {
        var depth = 0
        var offset = start
        while offset < tokens.count && !tokens[offset].isEOF {
            let token = tokens[offset]
            if let symbol = token.symbol, symbol.closer != nil { depth += 1 }
            if let symbol = token.symbol, symbol.isClosingBracket {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1 && (token.is(.let) || token.is(.var)) { return true }
            offset += 1
        }
        return false
    }

    /// `for` [`let`|`var`] names `in` expression [`where` condition] block, or `for case` pattern `in` …
    private mutating func parseForIn() throws -> Stmt {
        let keyword = advance()
        if match(.case) {
            let pattern = try parsePattern(binding: nil)
            guard match(.in) else {
                throw error(.expectedKeyword("in", after: "for case \(pattern)"), at: errorRange())
            }
            let sequence = try parseCondition()
            let filter = match(.where) ? try parseCondition() : nil
            let body = try parseBlock()
            return Stmt(
                .forCase(pattern: pattern, sequence: sequence, filter: filter, body: body),
                keyword.range.to(previous.range))
        }
        let isMutable = match(.var)
        if !isMutable { _ = match(.let) }
        let (names, isTuple) = try parseBoundNames()
        let shown = isTuple ? "(" + names.map(\.name).joined(separator: ", ") + ")" : names[0].name
        guard match(.in) else { throw error(.expectedKeyword("in", after: "for \(shown)"), at: errorRange()) }
        let sequence = try parseCondition()
        var filter: Expr?
        if match(.where) {
            if current.is(.openBrace) {
                throw error(.expectedExpression(found: current.spelling, context: "after 'where'"), at: errorRange())
            }
            filter = try parseCondition()
        }
        let body = try parseBlock()
        return Stmt(
            .forIn(
                names: names, isTuple: isTuple, isMutable: isMutable, sequence: sequence, filter: filter, body: body),
            keyword.range.to(previous.range))
    }

    /// An expression where `{` starts the following block rather than a trailing closure.
    mutating func parseCondition() throws -> Expr {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return try parseExpression()
    }

    /// `{` statements `}`
    mutating func parseBlock() throws -> [Stmt] {
        guard current.is(.openBrace) else { throw error(.expectedBlock, at: errorRange()) }
        let opener = advance()
        return try parseStatements(until: opener)
    }

    /// `sink label`: declares a named sink, the same as `let label = Sink(name: "label")`. `sink` stays an
    /// ordinary name everywhere else (two names in a row mean nothing else in Swift).
    private mutating func parseSinkDeclaration() -> Stmt? {
        guard case .identifier("sink") = current.kind, case .identifier(let name) = peek().kind,
            !peek().isAtLineStart
        else { return nil }
        let keyword = advance()
        let nameToken = advance()
        let whole = keyword.range.to(nameToken.range)
        let callee = Expr(.identifier("Sink"), keyword.range)
        let argument = Argument(label: "name", value: Expr(.string([.text(name)]), nameToken.range))
        let initializer = Expr(.call(callee: callee, arguments: [argument]), whole)
        let decl = VariableDecl(
            isMutable: false, names: [(name, nameToken.range)], isTuplePattern: false, type: nil,
            initializer: initializer)
        return Stmt(.variable(decl), whole)
    }

    /// Statements up to the `}` that closes `opener`, recovering from errors inside.
    mutating func parseStatements(until opener: Token) throws -> [Stmt] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var statements: [Stmt] = []
        while !current.is(.closeBrace) && !current.isEOF {
            if match(.semicolon) { continue }
            if let closer = current.symbol, closer == .closeParen || closer == .closeBracket {
                report(.unexpectedClosing(closer.rawValue), at: current.range)
                advance()
                continue
            }
            statements.append(contentsOf: parseStatementRecovering())
            if isAbandoning || (stopAtFirstError && !diagnostics.isEmpty) { throw ParseError() }
        }
        try expectClosing(.closeBrace, opener: opener)
        return statements
    }

    /// `do` block { `catch` [pattern] block }
    private mutating func parseDoCatch() throws -> Stmt {
        let keyword = advance()
        let body = try parseBlock()
        var clauses: [CatchClause] = []
        while current.identifier == "catch" {
            advance()
            var pattern: Pattern?
            if !current.is(.openBrace) {
                pattern = try parsePattern(binding: nil)
                if current.is(.as) {  // `catch let error as MyError`: the type is not checked
                    advance()
                    _ = parseType()
                }
            }
            clauses.append(CatchClause(pattern: pattern, body: try parseBlock()))
        }
        guard !clauses.isEmpty else { throw error(.expectedKeyword("catch", after: "do { … }"), at: errorRange()) }
        return Stmt(.doCatch(body: body, clauses: clauses), keyword.range.to(previous.range))
    }
}
