extension Parser {
    /// Parses a Swift type (`Int`, `[Int]`, `[K: V]`, `Int?`, `(Int) throws -> Bool`, `Observable<Int>`,
    /// `@escaping (Event<Int>) -> Void`, `Int...`); nil, with the position restored and no diagnostic, if none.
    mutating func parseType() -> TypeSyntax? {
        let start = index
        guard let name = parseTypeInner() else {
            index = start
            return nil
        }
        return TypeSyntax(name: name, range: tokens[start].range.to(previous.range))
    }

    private mutating func parseTypeInner() -> String? {
        // Nested types count toward the nesting limit; too deep is "no type here" (the fuzzer overflowed the stack
        // with `{ p -> ((((…`), and the caller reports or parses on as it does for any other non-type.
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth || StackGuard.isNearLimit() { return nil }
        while case .attribute = current.kind { advance() }
        while current.is(.inout) || current.is(.some) || current.is(.any) { advance() }
        var name: String
        if current.is(.openParen) {
            advance()
            var elements = 0
            while !current.is(.closeParen) {
                if current.identifier != nil && peek().is(.colon) {
                    advance()
                    advance()
                } else if current.identifier != nil, peek().identifier != nil, peek(2).is(.colon) {
                    advance()
                    advance()
                    advance()
                }
                guard parseTypeInner() != nil else { return nil }
                elements += 1
                if !match(.comma) { break }
            }
            guard match(.closeParen) else { return nil }
            if current.identifier == "async" { advance() }
            skipEffects()
            if match(.arrow) {
                guard parseTypeInner() != nil else { return nil }
                name = "Function"
            } else {
                name = elements == 0 ? "Void" : "Tuple"
            }
        } else if current.is(.openBracket) {
            advance()
            guard parseTypeInner() != nil else { return nil }
            name = "Array"
            if match(.colon) {
                guard parseTypeInner() != nil else { return nil }
                name = "Dictionary"
            }
            guard match(.closeBracket) else { return nil }
        } else if let identifier = current.identifier {
            advance()
            name = identifier
            if current.is(.less) && current.isLeftBound {
                guard parseGenericArguments(inType: true) != nil else { return nil }
            }
            while current.is(.dot), let member = peek().identifier {
                advance()
                advance()
                if member != "Type" && member != "Protocol" { name = member }
                if current.is(.less) && current.isLeftBound {
                    guard parseGenericArguments(inType: true) != nil else { return nil }
                }
            }
        } else if current.is(.any) {
            advance()
            name = "Any"
        } else {
            return nil
        }
        while (current.is(.question) || current.is(.bang)) && current.isLeftBound { advance() }
        if current.is(.closedRange) && current.isLeftBound { advance() }
        return name
    }

    /// `<` name [`:` type { `&` type }] { `,` … } `>` after a function, initializer or type name (`<T: Equatable>`,
    /// `<Element, S: Sequence>`); accepted and dropped, since scripts are dynamically typed.
    mutating func parseGenericParameters() throws {
        guard current.is(.less) else { return }
        let opener = advance()
        repeat {
            if current.identifier == "each" && peek().identifier != nil { advance() }
            guard current.identifier != nil else { throw error(.expectedGenericParameter, at: errorRange()) }
            advance()
            if match(.colon) {
                repeat {
                    guard parseType() != nil else { throw error(.expectedType, at: errorRange()) }
                } while match(.ampersand)
            }
        } while match(.comma)
        _ = try expectClosing(.greater, opener: opener)
    }

    /// `<` type { `,` type } `>` when what follows looks like the end of a generic reference; otherwise
    /// restores the position and returns nil, so `a < b` stays a comparison.
    mutating func parseGenericArguments(inType: Bool = false) -> [TypeSyntax]? {
        let start = index
        guard match(.less) else { return nil }
        var arguments: [TypeSyntax] = []
        repeat {
            guard let type = parseType() else {
                index = start
                return nil
            }
            arguments.append(type)
        } while match(.comma)
        guard match(.greater) else {
            index = start
            return nil
        }
        if inType { return arguments }
        let next = current
        let followers: [Symbol] = [
            .openParen, .closeParen, .dot, .comma, .closeBracket, .closeBrace, .semicolon, .colon, .question, .bang,
            .openBrace, .assign, .equal, .notEqual,
        ]
        if next.isEOF || next.isAtLineStart || followers.contains(where: { next.is($0) }) {
            return arguments
        }
        index = start
        return nil
    }
}
