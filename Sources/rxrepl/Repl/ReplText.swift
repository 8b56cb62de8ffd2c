import Foundation
import TextWidth

/// Small text helpers for tables.
enum ReplText {
    /// Pads with spaces to `width` terminal columns (a wide character takes two: `DisplayWidth`).
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
        return right ? padding + text : text + padding
    }

    /// Collapses whitespace runs (newlines of a multi-line entry included) and shortens to `limit` characters.
    static func oneLine(_ text: String, limit: Int) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
    }

    /// `text` shortened to `limit` characters with a final `…`, its spacing kept.
    static func cut(_ text: String, limit: Int) -> String {
        text.count > limit ? String(text.prefix(max(0, limit - 1))) + "…" : text
    }

    /// `'a', 'b' or 'c'` (with `… and N more` past `limit`).
    static func list(_ names: [String], limit: Int) -> String {
        let quoted = names.prefix(limit).map { "'\($0)'" }
        let more = names.count > limit ? ", … (\(names.count - limit) more)" : ""
        guard quoted.count > 1 else { return (quoted.first ?? "") + more }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last! + more
    }

    /// `text` broken into lines of at most `width` characters at spaces, each line starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = indent
            for word in paragraph.split(separator: " ") {
                if line.count > indent.count && line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent
                }
                line += (line.count > indent.count ? " " : "") + word
            }
            lines.append(line)
        }
        return lines
    }
}
