import TextStyles
import TextWidth

/// Renders diagnostics as text: `file:line:col: error: message`, the source line, a caret line, then notes.
///
/// Columns are counted in Characters; the caret line is padded by display width, so it lines up under
/// wide (CJK) characters and keeps tabs.
public struct DiagnosticFormatter: Sendable {
    /// Whether to add ANSI colour codes.
    public var colors: Bool
    /// The most columns a source line is shown in: a longer line shows a window around the caret, with `…` where
    /// it was cut (a 200 KB line prints as one screen line, not as itself and a 200 KB caret line).
    public var lineWidth: Int

    /// The line width when no terminal says otherwise.
    public static let defaultLineWidth = 160

    public init(colors: Bool = false, lineWidth: Int = DiagnosticFormatter.defaultLineWidth) {
        self.colors = colors
        self.lineWidth = max(20, lineWidth)
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

    /// The source line, then `^` under the start and `~` under the rest of the range on that line; a line wider
    /// than `lineWidth` is shown as the window of it around the start.
    private func snippet(_ range: SourceRange) -> String {
        let start = range.startLocation
        let full = Array(range.file.lineText(start.line))
        var underlineEnd = start.column + 1
        if range.end > range.start {
            let end = range.endLocation
            underlineEnd = end.line == start.line ? max(end.column, start.column + 1) : Int.max
        }
        let window = Self.window(of: full, around: start.column - 1, width: lineWidth)
        var line = String(full[window])
        var marker = ""
        if window.lowerBound > 0 {
            line = "…" + line
            marker = " "
        }
        if window.upperBound < full.count { line += "…" }
        var column = window.lowerBound + 1
        for character in full[window] {
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
        if column <= start.column || !marker.contains("^") {
            // The range starts at the end of the line (for example "expected ')'" at end of input).
            marker += "^"
        }
        marker = TextStyle.caret.wrap(marker, colors: colors)
        return line + "\n" + marker + "\n"
    }

    /// The characters of `line` shown in `width` columns: all of it when it fits, else a window holding
    /// `caret` (a third of the way in, when the line allows), leaving a column at each cut end for `…`.
    static func window(of line: [Character], around caret: Int, width: Int) -> Range<Int> {
        let widths = line.map { $0 == "\t" ? 8 : DisplayWidth.of($0) }
        guard widths.reduce(0, +) > width else { return 0..<line.count }
        let room = width - 2
        let caret = min(max(0, caret), line.count)
        var lower = caret, used = 0
        // Up to a third of the room before the caret, then as much as fits after it, then fill back to the left.
        while lower > 0 && used + widths[lower - 1] <= room / 3 {
            lower -= 1
            used += widths[lower]
        }
        var upper = caret
        while upper < line.count && used + widths[upper] <= room {
            used += widths[upper]
            upper += 1
        }
        while lower > 0 && used + widths[lower - 1] <= room {
            lower -= 1
            used += widths[lower]
        }
        return lower..<upper
    }
}
