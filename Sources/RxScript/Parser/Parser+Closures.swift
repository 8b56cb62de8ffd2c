extension Parser {
    /// closure := `{` [signature `in`] statements `}`
    mutating func parseClosure() throws -> Expr {
        try nested { parser in
            let opener = parser.advance()
            let start = parser.index
            var parameters: [Parameter] = []
            var hasSignature = false
            var captures: [CaptureItem] = []
            var returnType: TypeSyntax?
            if let signature = parser.parseClosureSignature(captures: &captures, returnType: &returnType) {
                parameters = signature
                hasSignature = true
            } else {
                parser.index = start
                captures = []
                returnType = nil
            }
            let body = try parser.parseStatements(until: opener)
            let closure = ClosureExpr(
                parameters: parameters, hasSignature: hasSignature, body: body, captures: captures,
                returnType: returnType)
            return Expr(.closure(closure), opener.range.to(parser.previous.range))
        }
    }

    /// Tries to read `[captures] params [throws] [-> Type] in`; returns nil (without diagnostics) when the
    /// closure has no signature, and the caller rewinds.
    ///
    /// Accepts `x in`, `a, b in`, `_ in`, `(x: Int, y) -> Bool in`, `[weak self] x in`, `[weak self] in`.
    private mutating func parseClosureSignature(
        captures: inout [CaptureItem], returnType: inout TypeSyntax?
    ) -> [Parameter]? {
        if current.is(.openBracket) {
            guard let list = parseCaptureList() else { return nil }
            captures = list
        }
        var parameters: [Parameter] = []
        if current.is(.openParen) {
            advance()
            while !current.is(.closeParen) {
                guard let name = parameterName(current) else { return nil }
                var range = advance().range
                var finalName = name
                if let second = parameterName(current), !current.is(.in) {
                    finalName = second
                    range = advance().range
                }
                var type: TypeSyntax?
                if match(.colon) {
                    guard let parsed = parseType() else { return nil }
                    type = parsed
                }
                parameters.append(Parameter(label: nil, name: finalName, range: range, type: type))
                if !match(.comma) { break }
            }
            guard match(.closeParen) else { return nil }
        } else {
            while let name = current.identifier {
                parameters.append(Parameter(label: nil, name: name, range: advance().range))
                if !match(.comma) { break }
            }
        }
        if current.identifier == "async" { advance() }
        skipEffects()
        if match(.arrow) {
            guard let type = parseType() else { return nil }
            returnType = type
        }
        guard match(.in) else { return nil }
        return parameters
    }

    /// `[weak self, unowned x, y = z]`; nil if what follows `[` is not a capture list.
    private mutating func parseCaptureList() -> [CaptureItem]? {
        advance()
        var items: [CaptureItem] = []
        while !current.is(.closeBracket) {
            var strength = CaptureItem.Strength.strong
            if current.identifier == "weak" { strength = .weak; advance() }
            if current.identifier == "unowned" {
                strength = .unowned
                advance()
                if current.is(.openParen) { skipParenthesized() }  // `unowned(unsafe)`
            }
            guard let name = current.identifier else { return nil }
            let range = advance().range
            var value: Expr?
            if match(.assign) {
                guard let parsed = try? parseExpression() else { return nil }
                value = parsed
            }
            items.append(CaptureItem(name: name, range: range, strength: strength, value: value))
            if !match(.comma) { break }
        }
        guard match(.closeBracket) else { return nil }
        guard current.is(.in) || current.identifier != nil || current.is(.openParen) else { return nil }
        return items
    }
}
