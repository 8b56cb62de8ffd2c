import Foundation
import RxCocoa
import RxTrace

/// The session's output with a recording listening: everything goes on to `output` as before, and while a
/// recording is on, each line is also recorded with the text it printed, and the tracer's unprinted lines too.
///
/// Program output is recorded a line at a time, as the terminal shows it: `print(x, terminator: "")` pieces are
/// held until their line ends, or (as the REPL shows them) until a printed line or the end of the entry comes first.
package final class RecordingTap: TraceOutput, @unchecked Sendable {
    package let output: TraceOutput
    /// Whether a line left open ends at `flush()`, as the REPL's output ends it after each entry.
    private let flushEndsLines: Bool
    private let lock = NSLock()
    private var current: SessionRecording?
    /// The recording the projector page is fed from (`--present`, `:present`), beside `:record`'s file.
    private var page: SessionRecording?
    private var partial = ""
    /// The screens whose warnings are recorded already.
    private var warningScreens: Set<ObjectIdentifier> = []

    package init(_ output: TraceOutput, flushEndsLines: Bool) {
        self.output = output
        self.flushEndsLines = flushEndsLines
    }

    /// The recording lines go to, or nil; a new one starts with no line open.
    package var recording: SessionRecording? {
        get { lock.withLock { current } }
        set {
            lock.withLock {
                endOpenLine()
                current = newValue
            }
        }
    }

    /// The recording the projector page is fed from, or nil; a new one starts with no line open.
    package var presenting: SessionRecording? {
        get { lock.withLock { page } }
        set {
            lock.withLock {
                endOpenLine()
                page = newValue
            }
        }
    }

    /// Every recording listening: `:record`'s and the page's.
    package var recordings: [SessionRecording] { lock.withLock { listeners } }

    /// The recordings listening (the lock is held).
    private var listeners: [SessionRecording] { [current, page].compactMap { $0 } }

    package func writeLine(_ line: String) {
        output.writeLine(line)
        lock.withLock {
            endOpenLine()
            for recording in listeners { recording.output(line + "\n") }
        }
    }

    package func writeLine(_ line: TraceLine, formatter: TraceFormatter) {
        output.writeLine(line, formatter: formatter)
        lock.withLock {
            let listeners = self.listeners
            guard !listeners.isEmpty else { return }
            endOpenLine()
            var plain = formatter
            plain.colors = false
            let printed = plain.format(line)
            for recording in listeners { recording.trace(line, printed: printed) }
        }
    }

    package func write(_ text: String) {
        output.write(text)
        lock.withLock {
            let listeners = self.listeners
            guard !listeners.isEmpty else { return }
            partial += text
            guard let lastNewline = partial.lastIndex(of: "\n") else { return }
            for recording in listeners { recording.output(String(partial[...lastNewline])) }
            partial = String(partial[partial.index(after: lastNewline)...])
        }
    }

    package func flush() {
        output.flush()
        lock.withLock {
            if flushEndsLines { endOpenLine() }
            for recording in listeners { recording.flush() }
        }
    }

    /// Records the open line's text as a line of its own (the lock is held).
    private func endOpenLine() {
        guard !partial.isEmpty else { return }
        for recording in listeners { recording.output(partial + "\n") }
        partial = ""
    }

    /// Records the binding warnings `screen` reports, after reporting them as before (once per screen).
    package func listen(toWarningsOf screen: Screen) {
        guard lock.withLock({ warningScreens.insert(ObjectIdentifier(screen)).inserted }) else { return }
        let report = screen.onWarning
        screen.onWarning = { [weak self] warning in
            report(warning)
            for recording in self?.recordings ?? [] {
                recording.warning(
                    kind: warning.kind.rawValue, subscription: warning.subscription?.id,
                    place: warning.subscription?.place, message: warning.message, fix: warning.fix)
            }
        }
    }

    /// Starts sending `tracer`'s unprinted lines to the recording (stage lines for `:marbles`, whatever the
    /// trace mode), and records lanes.
    package func listen(to tracer: Tracer) {
        tracer.recordsMoments = true
        tracer.recordsInnerSubscriptions = true
        tracer.unprintedLines = { [weak self] line in
            for recording in self?.recordings ?? [] { recording.trace(line, printed: nil) }
        }
    }
}
