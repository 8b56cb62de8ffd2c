/// A line that starts with `.member` continues the line above it, as Swift reads a chain written one operator
/// per line. In a script that is the parser's business; at the prompt the line above may already have run.
extension Session {
    /// True when `line` starts (after spaces) with `.` and a name: Swift reads it as the continuation of the line
    /// above (`    .map { $0 * 2 }`).
    public static func continuesLineAbove(_ line: some StringProtocol) -> Bool {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.first == ".", let next = rest.dropFirst().first else { return false }
        return next.isLetter || next == "_" || next == "`"
    }

    /// The `.member` an entry's tokens start with, when they do; such an entry continues an earlier one.
    static func leadingMember(in tokens: [Token]) -> SourceRange? {
        guard tokens.count >= 2, tokens[0].is(.dot), tokens[1].isAtLineStart == false else { return nil }
        switch tokens[1].kind {
        case .identifier, .keyword: return tokens[0].range.to(tokens[1].range)
        default: return nil
        }
    }

    /// The last line of an entry that has code, trimmed and shortened for a message.
    static func lastCodeLine(of text: String) -> String? {
        let lines = text.split(separator: "\n").map { line in
            String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        guard let last = lines.last(where: { !$0.isEmpty && !$0.hasPrefix("//") }) else { return nil }
        return last.count > 40 ? String(last.prefix(39)) + "…" : last
    }
}
