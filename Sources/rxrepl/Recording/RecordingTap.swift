import Foundation
import RxTrace

/// The session's output with a recording listening: everything goes on to `output` as before, and while a
/// recording is on, each line is also recorded with the text it printed, and the tracer's unprinted lines too.
///
/// Program output is recorded a line at a time, as the terminal shows it: `print(x, terminator: "")` pieces are
/// held until their line ends, or (as the REPL shows them) until a printed line or the end of the entry comes first.
final class RecordingTap: TraceOutput, @unchecked Sendable {
    let output: TraceOutput
    /// Whether a line left open ends at `flush()`, as the REPL's output ends it after each entry.
    private let flushEndsLines: Bool
    private let lock = NSLock()
    private var current: SessionRecording?
    private var partial = ""

    init(_ output: TraceOutput, flushEndsLines: Bool) {
        self.output = output
        self.flushEndsLines = flushEndsLines
    }

    /// The recording lines go to, or nil; a new one starts with no line open.
    var recording: SessionRecording? {
        get { lock.withLock { current } }
        set {
            lock.withLock {
                endOpenLine()
                current = newValue
            }
        }
    }

    func writeLine(_ line: String) {
        output.writeLine(line)
        lock.withLock {
            endOpenLine()
            current?.output(line + "\n")
        }
    }

    func writeLine(_ line: TraceLine, formatter: TraceFormatter) {
        output.writeLine(line, formatter: formatter)
        lock.withLock {
            guard let current else { return }
            endOpenLine()
            var plain = formatter
            plain.colors = false
            current.trace(line, printed: plain.format(line))
        }
    }

    func write(_ text: String) {
        output.write(text)
        lock.withLock {
            guard let current else { return }
            partial += text
            guard let lastNewline = partial.lastIndex(of: "\n") else { return }
            current.output(String(partial[...lastNewline]))
            partial = String(partial[partial.index(after: lastNewline)...])
        }
    }

    func flush() {
        output.flush()
        lock.withLock {
            if flushEndsLines { endOpenLine() }
            current?.flush()
        }
    }

    /// Records the open line's text as a line of its own (the lock is held).
    private func endOpenLine() {
        guard !partial.isEmpty else { return }
        current?.output(partial + "\n")
        partial = ""
    }

    /// Starts sending `tracer`'s unprinted lines to the recording (stage lines for `:marbles`, whatever the
    /// trace mode), and records lanes.
    func listen(to tracer: Tracer) {
        tracer.recordsMoments = true
        tracer.recordsInnerSubscriptions = true
        tracer.unprintedLines = { [weak self] line in
            self?.recording?.trace(line, printed: nil)
        }
    }
}
