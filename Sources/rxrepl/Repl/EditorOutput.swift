import Foundation
import LineEditor
import RxTrace

/// Trace lines and program output for the interactive session: everything goes through the editor's
/// `printAbove`, so text from any thread appears above the prompt and never garbles the line being typed.
///
/// `print(x, terminator: "")` leaves a line open; its text is held until the line ends, the next trace line
/// arrives, or the entry finishes (`flush()`), since the editor can only print whole lines above the prompt.
final class EditorOutput: TraceOutput, @unchecked Sendable {
    private let editor: LineEditor
    private let lock = NSLock()
    private var partial = ""

    init(editor: LineEditor) {
        self.editor = editor
    }

    func writeLine(_ line: String) {
        lock.withLock {
            flushPartial()
            editor.printAbove(line)
        }
    }

    func write(_ text: String) {
        lock.withLock {
            partial += text
            guard let lastNewline = partial.lastIndex(of: "\n") else { return }
            let complete = String(partial[..<lastNewline])
            partial = String(partial[partial.index(after: lastNewline)...])
            editor.printAbove(complete)
        }
    }

    func flush() {
        lock.withLock { flushPartial() }
    }

    private func flushPartial() {
        guard !partial.isEmpty else { return }
        editor.printAbove(partial)
        partial = ""
    }
}
