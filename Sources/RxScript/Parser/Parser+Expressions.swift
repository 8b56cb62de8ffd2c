extension Parser {
    /// expression := binary(ternary)
    mutating func parseExpression() throws -> Expr {
        try nested { parser in try parser.parseBinary(.ternary) }
    }

    /// Precedence climbing over Swift's binary operators, `? :` and `as` casts.
    mutating func parseBinary(_ minimum: Precedence) throws -> Expr {
        var lhs = try parseUnary()
        var links = 0
        var lastComparison: Token?
        while true {
            let token = current
            let precedence = binaryPrecedence(of: token)
            if precedence == .none || precedence < minimum { break }
            try chainLink(&links)
            if token.is(.question) {
                advance()
                let then = try parseExpression()
                guard current.is(.colon) else {
                    throw error(
                        .expectedTernaryColon, at: errorRange(),
                        notes: [Diagnostic.Note("to match this '?'", at: token.range)])
                }
                advance()
                let otherwise = try nested { parser in try parser.parseBinary(.ternary) }
                lhs = Expr(.ternary(condition: lhs, then: then, otherwise: otherwise), lhs.range.to(otherwise.range))
                continue
            }
            if token.is(.as) || token.is(.is) {
                advance()
                var kind = token.is(.is) ? Expr.CastKind.check : .plain
                if token.is(.as), current.range.start == token.range.end {
                    if match(.question) { kind = .optional } else if match(.bang) { kind = .forced }
                }
                guard let type = parseType() else { throw error(.expectedType, at: errorRange()) }
                lhs = Expr(.cast(lhs, type, kind), lhs.range.to(type.range))
                continue
            }
            guard let op = token.symbol?.rawValue ?? token.customOperator else { break }
            if token.symbol == .closedRange && token.isLeftBound && !token.isRightBound {
                // `xs[1...]`: a range up from its bound, with nothing after the operator.
                advance()
                lhs = Expr(.unary(op: PartialRange.from, operand: lhs), lhs.range.to(token.range))
                continue
            }
            if precedence == .comparison {
                if let lastComparison {
                    throw error(
                        .nonAssociativeOperators(lastComparison.symbol?.rawValue ?? "", op), at: token.range)
                }
                lastComparison = token
            }
            advance()
            let isRightAssociative =
                token.customOperator.map(operators.rightAssociative.contains) ?? precedence.isRightAssociative
            let rhs = try nested { parser in
                try parser.parseBinary(isRightAssociative ? precedence : precedence.next)
            }
            lhs = Expr(.binary(op: op, lhs: lhs, rhs: rhs, opRange: token.range), lhs.range.to(rhs.range))
        }
        return lhs
    }

    /// The precedence of `token` as a binary operator here, or `.none`.
    ///
    /// An operator that starts a line continues the expression above only when it is spaced as a binary
    /// operator (`+ 1`); `-1` on a new line is a new statement, as in Swift.
    func binaryPrecedence(of token: Token) -> Precedence {
        if token.is(.as) || token.is(.is) { return token.isAtLineStart ? .none : .casting }
        if let spelling = token.customOperator {
            if token.isAtLineStart && token.isRightBound { return .none }
            return operators.infix[spelling] ?? .none
        }
        guard let symbol = token.symbol else { return .none }
        if token.isAtLineStart && token.isRightBound { return .none }
        if symbol == .question { return .ternary }
        return Precedence.of(symbol)
    }

    /// unary := (`-` | `+` | `!` | `~` | `&`) unary | (`try` | `await`) binary | postfix
    mutating func parseUnary() throws -> Expr {
        let token = current
        if token.is(.try) {
            advance()
            var kind = Expr.TryKind.plain
            if current.range.start == token.range.end {
                if match(.question) { kind = .optional } else if match(.bang) { kind = .forced }
            }
            let operand = try nested { parser in try parser.parseBinary(.ternary) }
            return Expr(.tryExpr(operand, kind), token.range.to(operand.range))
        }
        if token.is(.await) {
            advance()
            return try nested { parser in try parser.parseBinary(.ternary) }
        }
        if let spelling = token.customOperator, operators.prefix.contains(spelling) {
            advance()
            let operand = try nested { parser in try parser.parseUnary() }
            return Expr(.unary(op: spelling, operand: operand), token.range.to(operand.range))
        }
        if let op = token.symbol, op == .halfOpenRange || op == .closedRange, token.isRightBound {
            // `s[..<i]`, `xs[...2]`: a range up to its bound.
            advance()
            let operand = try nested { parser in try parser.parseBinary(.rangeFormation.next) }
            let kind = op == .halfOpenRange ? PartialRange.upTo : PartialRange.through
            return Expr(.unary(op: kind, operand: operand), token.range.to(operand.range))
        }
        if let op = token.symbol, [.minus, .plus, .bang, .tilde, .ampersand].contains(op) {
            advance()
            let operand = try nested { parser in try parser.parseUnary() }
            let range = token.range.to(operand.range)
            switch (op, operand.kind) {
            // `-9223372036854775808` wraps to Int.min here: see the lexer.
            case (.minus, .int(let value)): return Expr(.int(0 &- value), range)
            case (.minus, .double(let value)): return Expr(.double(-value), range)
            case (.plus, .int), (.plus, .double): return Expr(operand.kind, range)
            default: return Expr(.unary(op: op.rawValue, operand: operand), range)
            }
        }
        return try parsePostfix()
    }

    /// postfix := primary { `.`name | `.`index | call | subscript | trailing closure | `!` | `?` | generics }
    mutating func parsePostfix() throws -> Expr {
        var expr = try parsePrimary()
        var links = 0
        while true {
            let token = current
            if token.is(.dot) {
                try chainLink(&links)
                let next = peek()
                if case .int(let position) = next.kind, next.range.start == token.range.end {
                    advance()
                    advance()
                    expr = Expr(.tupleIndex(base: expr, index: position), expr.range.to(next.range))
                } else if let name = memberName(next) {
                    advance()
                    advance()
                    expr = Expr(.member(base: expr, name: name, nameRange: next.range), expr.range.to(next.range))
                } else {
                    advance()
                    throw error(.expectedMemberName(after: expr.range.text), at: errorRange())
                }
            } else if token.is(.openParen) && !token.isAtLineStart {
                try chainLink(&links)
                if !isInsideSelector, let labels = compoundNameLabels() {
                    expr = compoundNameReference(expr, labels: labels)
                } else {
                    expr = try parseCall(callee: expr)
                }
            } else if token.is(.openBracket) && !token.isAtLineStart {
                try chainLink(&links)
                let opener = advance()
                let arguments = try parseArgumentList(closer: .closeBracket, opener: opener)
                expr = Expr(.subscriptAccess(base: expr, arguments: arguments), expr.range.to(previous.range))
            } else if token.is(.openBrace) && !token.isAtLineStart && allowsTrailingClosure {
                try chainLink(&links)
                let trailing = try parseTrailingClosures()
                expr = Expr(.call(callee: expr, arguments: trailing), expr.range.to(previous.range))
            } else if token.is(.bang) && token.isLeftBound
                && (!token.isRightBound || peek().is(.dot) || peek().is(.openParen) || peek().is(.openBracket))
            {
                try chainLink(&links)
                advance()
                expr = Expr(.forceUnwrap(expr), expr.range.to(token.range))
            } else if token.is(.question) && token.isLeftBound
                && (!token.isRightBound || peek().is(.dot) || peek().is(.openParen) || peek().is(.openBracket))
            {
                try chainLink(&links)
                advance()
                expr = Expr(.optionalChain(expr), expr.range.to(token.range))
            } else if token.is(.less) && token.isLeftBound && isTypeLike(expr), let arguments = parseGenericArguments()
            {
                try chainLink(&links)
                expr = Expr(.specialized(base: expr, arguments: arguments), expr.range.to(previous.range))
            } else {
                break
            }
        }
        return expr
    }

    /// A name after `.`: identifiers and keywords (`.do`, `.self`, `.catch`).
    func memberName(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let name): return name
        case .keyword(let keyword): return keyword.rawValue
        default: return nil
        }
    }

    /// True for expressions that may take generic arguments: capitalized names (`Observable`, `Foo.Bar`).
    private func isTypeLike(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let name): return name.first?.isUppercase ?? false
        case .member(_, let name, _): return name.first?.isUppercase ?? false
        default: return false
        }
    }

    /// The labels of a compound name's `(label:_:)` at the current `(`, or nil when a call follows.
    private func compoundNameLabels() -> [String?]? {
        var labels: [String?] = []
        var offset = 1
        while let name = memberName(peek(offset)), peek(offset + 1).is(.colon) {
            labels.append(name == "_" ? nil : name)
            offset += 2
        }
        return !labels.isEmpty && peek(offset).is(.closeParen) ? labels : nil
    }

    /// `String.init(describing:)`, `f(_:with:)`: the function with those labels, as a closure that calls it with them.
    private mutating func compoundNameReference(_ function: Expr, labels: [String?]) -> Expr {
        while !current.is(.closeParen) { advance() }
        let range = function.range.to(advance().range)
        let names = labels.indices.map { "$\($0)" }
        var callee = function
        if case .member(let type, "init", _) = function.kind { callee = type }  // `String.init(describing:)`
        let call = Expr(
            .call(
                callee: callee,
                arguments: zip(labels, names).map { Argument(label: $0, value: Expr(.identifier($1), range)) }),
            range)
        let parameters = names.map { Parameter(label: nil, name: $0, range: range) }
        return Expr(
            .closure(ClosureExpr(parameters: parameters, hasSignature: true, body: [Stmt(.expression(call), range)])),
            range)
    }

    /// `(` arguments `)` followed by any trailing closures.
    mutating func parseCall(callee: Expr) throws -> Expr {
        let savedSelector = isInsideSelector
        isInsideSelector = callee.kind.isIdentifier("#selector")  // `#selector(login(name:pwd:))` names a method
        defer { isInsideSelector = savedSelector }
        let opener = advance()
        var arguments = try parseArgumentList(closer: .closeParen, opener: opener)
        if current.is(.openBrace) && !current.isAtLineStart && allowsTrailingClosure {
            arguments += try parseTrailingClosures()
        }
        return Expr(.call(callee: callee, arguments: arguments), callee.range.to(previous.range))
    }

    /// `{ … }` then any `label: { … }` closures (Swift's multiple trailing closures).
    mutating func parseTrailingClosures() throws -> [Argument] {
        var arguments = [Argument(label: nil, value: try parseClosure(), isTrailingClosure: true)]
        while let label = memberName(current), peek().is(.colon), peek(2).is(.openBrace) {
            let labelRange = advance().range
            advance()
            arguments.append(
                Argument(
                    label: label, labelRange: labelRange, value: try parseClosure(),
                    isTrailingClosure: true))
        }
        return arguments
    }

    /// [label `:`] expression { `,` … } [`,`] closer
    mutating func parseArgumentList(closer: Symbol, opener: Token) throws -> [Argument] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var arguments: [Argument] = []
        while !current.is(closer) {
            var label: String?
            var labelRange: SourceRange?
            if let name = memberName(current), peek().is(.colon) {
                label = name
                labelRange = advance().range
                advance()
            }
            if current.is(.comma) || current.is(closer) {
                throw error(
                    .expectedExpression(found: current.spelling, context: label.map { "after '\($0):'" }),
                    at: current.range)
            }
            // An operator passed as a function (`reduce(0, +)`) names the global function `+`.
            if let op = current.symbol, Precedence.of(op) != .none, peek().is(.comma) || peek().is(closer) {
                let token = advance()
                arguments.append(
                    Argument(label: label, labelRange: labelRange, value: Expr(.identifier(op.rawValue), token.range)))
                if !match(.comma) { break }
                continue
            }
            let value = try parseExpression()
            arguments.append(Argument(label: label, labelRange: labelRange, value: value))
            if !match(.comma) { break }
        }
        try expectClosing(closer, opener: opener)
        return arguments
    }

    /// primary := literal | name | `$0` | `(`…`)` | `[`…`]` | closure | `.`member | selector
    mutating func parsePrimary() throws -> Expr {
        let token = current
        switch token.kind {
        case .int(let value):
            advance()
            return Expr(.int(value), token.range)
        case .double(let value):
            advance()
            return Expr(.double(value), token.range)
        case .duration(let nanoseconds):
            advance()
            return Expr(.duration(nanoseconds), token.range)
        case .string(let segments):
            advance()
            return try parseStringLiteral(segments, range: token.range)
        case .identifier("#selector"):
            return try parseSelector()
        case .identifier(let name):
            advance()
            return Expr(.identifier(name), token.range)
        case .dollar(let position):
            advance()
            return Expr(.dollar(position), token.range)
        case .keyword(.true):
            advance()
            return Expr(.bool(true), token.range)
        case .keyword(.false):
            advance()
            return Expr(.bool(false), token.range)
        case .keyword(.nil):
            advance()
            return Expr(.nilLiteral, token.range)
        case .symbol(.openParen):
            return try parseParenthesized()
        case .symbol(.openBracket):
            return try parseArrayLiteral()
        case .symbol(.openBrace):
            return try parseClosure()
        case .symbol(.backslash):
            return try parseKeyPath()
        case .symbol(.dot):
            let next = peek()
            if let name = memberName(next), next.range.start == token.range.end {
                advance()
                advance()
                return Expr(.implicitMember(name: name), token.range.to(next.range))
            }
            throw error(.expectedMemberName(after: "."), at: next.range)
        default:
            throw error(expectedExpressionMessage(), at: errorRange())
        }
    }

    private func expectedExpressionMessage() -> DiagnosticMessage {
        if index > 0, let op = previous.symbol,
            Precedence.of(op) != .none
                || [.assign, .plusAssign, .minusAssign, .timesAssign, .divideAssign, .remainderAssign, .bang, .minus]
                    .contains(op)
        {
            return .expectedExpression(found: current.spelling, context: "after '\(op.rawValue)'")
        }
        if index > 0, case .keyword(let keyword) = previous.kind, [.return, .throw, .if, .while, .in].contains(keyword)
        {
            return .expectedExpression(found: current.spelling, context: "after '\(keyword.rawValue)'")
        }
        return .expectedExpression(found: current.spelling, context: nil)
    }

    /// `\.name.other` or `\Type.name`: a key path, which reads as the closure `{ $0.name.other }`.
    private mutating func parseKeyPath() throws -> Expr {
        let backslash = advance()
        if current.identifier != nil && current.range.start == backslash.range.end { advance() }
        var expr = Expr(.dollar(0), backslash.range)
        repeat {
            guard current.is(.dot), let name = memberName(peek()) else {
                throw error(.expectedMemberName(after: "\\"), at: errorRange())
            }
            advance()
            let nameToken = advance()
            expr = Expr(
                .member(base: expr, name: name, nameRange: nameToken.range), backslash.range.to(nameToken.range))
        } while current.is(.dot) && current.range.start == previous.range.end
        let body = [Stmt(.expression(expr), expr.range)]
        return Expr(.closure(ClosureExpr(parameters: [], hasSignature: false, body: body)), expr.range)
    }

    /// `()`, `(e)`, or a tuple `(a, label: b)`.
    private mutating func parseParenthesized() throws -> Expr {
        let opener = advance()
        let arguments = try parseArgumentList(closer: .closeParen, opener: opener)
        let range = opener.range.to(previous.range)
        if arguments.count == 1 && arguments[0].label == nil {
            return Expr(.paren(arguments[0].value), range)
        }
        return Expr(.tuple(arguments), range)
    }

    /// `[a, b, c]`
    private mutating func parseArrayLiteral() throws -> Expr {
        let opener = advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var elements: [Expr] = []
        if current.is(.colon) && peek().is(.closeBracket) {
            advance()
            advance()
            return Expr(.dictionary([]), opener.range.to(previous.range))
        }
        var entries: [DictionaryEntry] = []
        while !current.is(.closeBracket) {
            let element = try parseExpression()
            if match(.colon) {
                guard elements.isEmpty else { throw error(.mixedCollectionLiteral, at: previous.range) }
                entries.append(DictionaryEntry(key: element, value: try parseExpression()))
            } else {
                guard entries.isEmpty else { throw error(.mixedCollectionLiteral, at: current.range) }
                elements.append(element)
            }
            if !match(.comma) { break }
        }
        try expectClosing(.closeBracket, opener: opener)
        if !entries.isEmpty { return Expr(.dictionary(entries), opener.range.to(previous.range)) }
        return Expr(.array(elements), opener.range.to(previous.range))
    }

    /// Parses each interpolation's tokens with a nested parser sharing this one's depth.
    private mutating func parseStringLiteral(_ segments: [StringSegment], range: SourceRange) throws -> Expr {
        var parts: [InterpolationPart] = []
        for segment in segments {
            switch segment {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let tokens):
                var sub = Parser(
                    file: file, tokens: tokens, stopAtFirstError: stopAtFirstError, depth: depth + 1,
                    operators: operators)
                let expression: Expr?
                if tokens.first?.isEOF ?? true {
                    sub.report(.emptyInterpolation, at: tokens.first?.range ?? range)
                    expression = nil
                } else {
                    expression = try? sub.parseExpression()
                    if expression != nil && !sub.current.isEOF {
                        sub.report(.expectedInterpolationEnd(found: sub.current.spelling), at: sub.current.range)
                    }
                }
                diagnostics += sub.diagnostics
                if sub.isAbandoning { isAbandoning = true }
                guard let expression, sub.diagnostics.isEmpty else { throw ParseError() }
                parts.append(.expression(expression))
            }
        }
        if parts.count == 1, case .text(let text) = parts[0] {
            return Expr(.string([.text(text)]), range)
        }
        return Expr(.string(parts), range)
    }
}
