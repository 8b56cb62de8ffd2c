import TextStyles
import TextWidth

/// Renders diagnostics as text: `file:line:col: error: message`, the source line, a caret line, then notes.
///
/// Columns are counted in Characters; the caret line is padded by display width, so it lines up under
/// wide (CJK) characters and keeps tabs.
public struct DiagnosticFormatter: Sendable {
    /// Whether to add ANSI colour codes.
    public var colors: Bool

    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// Renders several diagnostics, one after another.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined()
    }

    /// Renders one diagnostic, ending with a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var out = header(diagnostic.severity.rawValue, diagnostic.message, diagnostic.range)
        if let range = diagnostic.range { out += snippet(range) }
        for note in diagnostic.notes {
            out += header("note", note.message, note.range)
            if let range = note.range { out += snippet(range) }
        }
        return out
    }

    private func header(_ severity: String, _ message: String, _ range: SourceRange?) -> String {
        let location = range.map { "\($0): " } ?? ""
        guard colors else { return "\(location)\(severity): \(message)\n" }
        let label: TextStyle
        switch severity {
        case "error": label = .error
        case "warning": label = .warning
        default: label = .note
        }
        return TextStyle.bold.wrap(location) + label.wrap(severity + ":") + TextStyle.bold.wrap(" " + message) + "\n"
    }

    /// The source line, then `^` under the start and `~` under the rest of the range on that line.
    private func snippet(_ range: SourceRange) -> String {
        let start = range.startLocation
        let line = range.file.lineText(start.line)
        var marker = ""
        var column = 1
        var underlineEnd = start.column + 1
        if range.end > range.start {
            let end = range.endLocation
            underlineEnd = end.line == start.line ? max(end.column, start.column + 1) : Int.max
        }
        for character in line {
            if column >= underlineEnd { break }
            if column < start.column {
                marker += character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(character))
            } else {
                let width = DisplayWidth.of(character)
                marker +=
                    column == start.column
                    ? "^" + String(repeating: "~", count: width - 1)
                    : String(repeating: "~", count: width)
            }
            column += 1
        }
        if column <= start.column || marker.isEmpty || !marker.contains("^") {
            // The range starts at the end of the line (for example "expected ')'" at end of input).
            marker += "^"
        }
        marker = TextStyle.caret.wrap(marker, colors: colors)
        return line + "\n" + marker + "\n"
    }
}
