import Foundation
import RxScript

/// Renders diagnostics for people: `file:line:col: error: …`, the line, and a caret.
struct DiagnosticPrinter: Sendable {
    let colors: Bool

    func render(_ diagnostic: Diagnostic) -> String {
        DiagnosticFormatter(colors: colors).format(diagnostic)
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
