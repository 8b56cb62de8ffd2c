/// The type declaration still open before the cursor (`struct Point {` … `func moved() { self.`): its name, and the
/// members its body declares so far, as written, for `self.` while the type does not exist yet.
struct EnclosingType {
    let name: String
    /// `var x: Int`, `func moved(by dx: Int) -> Point`: the body's own properties and methods, in order.
    let written: [CompletionMember]

    private static let declarationWords: Set<String> = ["struct", "class", "enum", "extension", "protocol"]

    /// The innermost type whose body is open at the end of `tokens`.
    static func find(in tokens: [Token]) -> EnclosingType? {
        var open: [(name: String, body: Int)?] = []
        var pending: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if let word = token.identifier, declarationWords.contains(word), index + 1 < tokens.count,
                let name = tokens[index + 1].identifier
            {
                pending = name
                index += 2
                continue
            }
            switch token.symbol {
            case .openBrace?:
                open.append(pending.map { ($0, index) })
                pending = nil
            case .closeBrace?:
                _ = open.popLast()
            default:
                break
            }
            index += 1
        }
        guard let innermost = open.last(where: { $0 != nil }) ?? nil else { return nil }
        return EnclosingType(name: innermost.name, written: members(in: tokens, bodyAt: innermost.body))
    }

    /// The `let`/`var` properties and `func` methods directly inside the body that opens at `body`.
    private static func members(in tokens: [Token], bodyAt body: Int) -> [CompletionMember] {
        var found: [CompletionMember] = []
        var depth = 0
        var index = body + 1
        while index < tokens.count {
            let token = tokens[index]
            switch token.symbol {
            case .openBrace?, .openParen?, .openBracket?: depth += 1
            case .closeBrace?, .closeParen?, .closeBracket?: depth -= 1
            default: break
            }
            let isProperty = token.is(.let) || token.is(.var)
            if depth == 0, isProperty || token.is(.func), index + 1 < tokens.count,
                let name = tokens[index + 1].identifier
            {
                let header = headerText(tokens, from: index)
                found.append(
                    CompletionMember(
                        name: name, insertion: isProperty ? name : name + "(", row: .init(header, "declared above")))
            }
            index += 1
        }
        return found
    }

    /// The declaration from `start` up to its `=`, body or end of line, as written (whitespace collapsed).
    private static func headerText(_ tokens: [Token], from start: Int) -> String {
        var end = start
        var depth = 0
        var index = start + 1
        while index < tokens.count, depth > 0 || !tokens[index].isAtLineStart {
            let token = tokens[index]
            if depth == 0 && (token.is(.assign) || token.is(.openBrace) || token.is(.semicolon)) { break }
            if token.is(.openParen) || token.is(.openBracket) { depth += 1 }
            if token.is(.closeParen) || token.is(.closeBracket) { depth -= 1 }
            end = index
            index += 1
        }
        let first = tokens[start].range
        let text = SourceRange(file: first.file, start: first.start, end: tokens[end].range.end).text
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
