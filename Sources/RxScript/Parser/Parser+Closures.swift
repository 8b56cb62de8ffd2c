extension Parser {
    /// closure := `{` [signature `in`] statements `}`
    mutating func parseClosure() throws -> Expr {
        try nested { parser in
            let opener = parser.advance()
            let start = parser.index
            var parameters: [Parameter] = []
            var hasSignature = false
            if let signature = parser.parseClosureSignature() {
                parameters = signature
                hasSignature = true
            } else {
                parser.index = start
            }
            let body = try parser.parseStatements(until: opener)
            let closure = ClosureExpr(parameters: parameters, hasSignature: hasSignature, body: body)
            return Expr(.closure(closure), opener.range.to(parser.previous.range))
        }
    }

    /// Tries to read `[captures] params [throws] [-> Type] in`; returns nil (without diagnostics) when the
    /// closure has no signature, and the caller rewinds.
    ///
    /// Accepts `x in`, `a, b in`, `_ in`, `(x: Int, y) -> Bool in`, `[weak self] x in`, `[weak self] in`.
    private mutating func parseClosureSignature() -> [Parameter]? {
        if current.is("[") {
            guard skipCaptureList() else { return nil }
        }
        var parameters: [Parameter] = []
        if current.is("(") {
            advance()
            while !current.is(")") {
                guard let name = parameterName(current) else { return nil }
                var range = advance().range
                var finalName = name
                if let second = parameterName(current), !current.is(.in) {
                    finalName = second
                    range = advance().range
                }
                var type: TypeSyntax?
                if match(":") {
                    guard let parsed = parseType() else { return nil }
                    type = parsed
                }
                parameters.append(Parameter(label: nil, name: finalName, range: range, type: type))
                if !match(",") { break }
            }
            guard match(")") else { return nil }
        } else {
            while let name = current.identifier {
                parameters.append(Parameter(label: nil, name: name, range: advance().range))
                if !match(",") { break }
            }
        }
        if current.identifier == "async" { advance() }
        _ = match(.throws) || match(.rethrows)
        if match("->") {
            guard parseType() != nil else { return nil }
        }
        guard match(.in) else { return nil }
        return parameters
    }

    /// Skips `[weak self, unowned x, y = z]`; false if what follows `[` is not a capture list.
    private mutating func skipCaptureList() -> Bool {
        advance()
        var depth = 0
        while true {
            let token = current
            if token.isEOF || token.is("{") || token.is("}") { return false }
            if token.is("(") || token.is("[") { depth += 1 }
            if token.is(")") { depth -= 1 }
            if token.is("]") {
                if depth == 0 {
                    advance()
                    return current.is(.in) || current.identifier != nil || current.is("(")
                }
                depth -= 1
            }
            advance()
        }
    }
}
