import Foundation

/// What `:history` prints: entries numbered in recall order (the bottom one is what Up brings first), a
/// multi-line entry's later lines indented under its first, and a dim line saying what was left out.
struct HistoryListing {
    /// What the argument asks for.
    enum Request: Equatable {
        /// The latest N.
        case latest(Int)
        case all
        /// Every entry containing the text, ignoring case.
        case search(String)

        /// How many `:history` alone lists.
        static let defaultCount = 20

        /// `""`, `N`, `all`, `TEXT` or `"TEXT"` (quotes let a number or `all` be searched for).
        init(_ argument: String) {
            let text = argument.trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                self = .latest(Self.defaultCount)
            } else if text == "all" {
                self = .all
            } else if let count = Int(text), count >= 0 {
                self = .latest(count)
            } else if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                self = .search(String(text.dropFirst().dropLast()))
            } else {
                self = .search(text)
            }
        }
    }

    /// The lines for `entries` (oldest first), and the note under them (nil when everything asked for is shown).
    static func lines(_ entries: [String], request: Request) -> (lines: [String], note: String?) {
        let numbered = entries.enumerated().map { (number: $0.offset + 1, entry: $0.element) }
        let shown: [(number: Int, entry: String)]
        var note: String?
        switch request {
        case .all:
            shown = numbered
        case .latest(let count):
            shown = Array(numbered.suffix(count))
            if shown.count < numbered.count {
                note =
                    "(the latest \(shown.count) of \(numbered.count); :history all lists every one, "
                    + ":history TEXT searches)"
            }
        case .search(let text):
            shown = numbered.filter { $0.entry.localizedCaseInsensitiveContains(text) }
            note =
                shown.isEmpty
                ? "(no entry contains '\(text)')"
                : "(\(shown.count) of \(numbered.count) entr\(numbered.count == 1 ? "y" : "ies") contain '\(text)')"
        }
        guard !entries.isEmpty else { return ([], "(no history yet: what you enter is kept, and Up recalls it)") }
        let width = String(shown.last?.number ?? 0).count
        let indent = String(repeating: " ", count: width + 2)
        var lines: [String] = []
        for (number, entry) in shown {
            let entryLines = visible(entry).split(separator: "\n", omittingEmptySubsequences: false)
            lines.append(ReplText.pad(String(number), width, right: true) + "  " + entryLines[0])
            lines += entryLines.dropFirst().map { indent + $0 }
        }
        return (lines, note)
    }

    /// Control characters (a pasted escape sequence) shown as libedit shows them, `^[`, not sent to the terminal.
    private static func visible(_ entry: String) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in entry.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F) {
                shown.append(scalar)
            } else {
                shown.append("^")
                shown.append(scalar.value == 0x7F ? "?" : Unicode.Scalar(UInt8(scalar.value) + 0x40))
            }
        }
        return String(shown)
    }
}
