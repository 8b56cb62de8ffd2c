import Foundation
import RxScript

/// An entry split where a pasted `:command` line stands between pieces of code (`let s = …`, `:subs`, `s.onNext(1)`):
/// each piece of code runs as an entry, each command as if typed. A `:` line inside unfinished code (a dictionary
/// literal's `: value` on its own line) stays code.
enum EntryPart: Equatable {
    case code(String)
    case command(String)

    /// A `:command` line, which the REPL runs itself: its first character after spaces is a colon.
    static func isCommand(_ line: some StringProtocol) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
    }

    static func split(_ entry: String) -> [EntryPart] {
        var parts: [EntryPart] = []
        var code: [Substring] = []
        func flushCode() {
            let text = code.joined(separator: "\n")
            if !text.allSatisfy(\.isWhitespace) { parts.append(.code(text)) }
            code.removeAll()
        }
        for line in entry.split(separator: "\n", omittingEmptySubsequences: false) {
            if isCommand(line), Session.isComplete(code.joined(separator: "\n")) {
                flushCode()
                parts.append(.command(line.trimmingCharacters(in: .whitespaces)))
            } else {
                code.append(line)
            }
        }
        flushCode()
        return parts
    }
}
