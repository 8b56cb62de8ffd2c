import Foundation
import RxScript

/// Renders diagnostics for people: `file:line:col: error: …`, the line, and a caret.
struct DiagnosticPrinter: Sendable {
    let colors: Bool

    /// A long source line is shown in the terminal's width (on standard error), else in the formatter's default.
    func render(_ diagnostic: Diagnostic) -> String {
        let width = isatty(STDERR_FILENO) == 1 ? TerminalWidth.current() : DiagnosticFormatter.defaultLineWidth
        return DiagnosticFormatter(colors: colors, lineWidth: width).format(diagnostic)
    }

    /// Writes to standard error.
    func report(_ diagnostic: Diagnostic) {
        var text = render(diagnostic)
        if !text.hasSuffix("\n") { text += "\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes a REPL command's complaint to standard error, as the session shows it (`error: …`).
    func complain(_ message: ReplMessage) {
        let label = ReplStyle(colors: colors).error("error:")
        FileHandle.standardError.write(Data((label + " " + message.text + "\n").utf8))
    }

    /// `3 errors` after a list of syntax errors, so a long list ends with its count.
    func reportSummary(errorCount: Int) {
        guard errorCount > 1 else { return }
        FileHandle.standardError.write(Data((ToolMessage.syntaxErrorCount(errorCount).text + "\n").utf8))
    }
}
