import Foundation
import RxTrace

/// The session's output with a recording listening: everything goes on to `output` as before, and while a
/// recording is on, each line is also recorded with the text it printed, and the tracer's unprinted lines too.
final class RecordingTap: TraceOutput, @unchecked Sendable {
    let output: TraceOutput
    private let lock = NSLock()
    private var current: SessionRecording?

    init(_ output: TraceOutput) {
        self.output = output
    }

    /// The recording lines go to, or nil.
    var recording: SessionRecording? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    func writeLine(_ line: String) {
        output.writeLine(line)
        recording?.output(line + "\n")
    }

    func writeLine(_ line: TraceLine, formatter: TraceFormatter) {
        output.writeLine(line, formatter: formatter)
        guard let recording else { return }
        var plain = formatter
        plain.colors = false
        recording.trace(line, printed: plain.format(line))
    }

    func write(_ text: String) {
        output.write(text)
        recording?.output(text)
    }

    func flush() {
        output.flush()
        recording?.flush()
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
