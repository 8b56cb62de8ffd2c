import Foundation
import RxTrace

/// Writes a session as a recording (docs/recording-format.md): a header, then in order each entry, each trace
/// line with its subscription's lane and the text the session printed for it (stage lines it did not print too),
/// program output and messages, the subscriptions' expressions and the clock's changes. Safe from any thread.
package final class SessionRecording: @unchecked Sendable {
    /// The file it writes, or what it writes to (`the page`).
    package let path: String
    private let file: TraceOutput
    /// The file's descriptor, closed at the end; nil when it writes to something else (the projector page's feed).
    private let descriptor: Int32?
    private let lock = NSLock()
    private var isClosed = false
    private var expressions: [Int: Bool] = [:]
    /// Whether a trace line's time mark stands for a virtual clock (`@` in the REPL; every mark in a virtual script).
    private let isVirtualMark: (String) -> Bool
    /// The current clock: its time and whether it is virtual (for entries, output and clock records).
    private let now: () -> (seconds: Double, virtual: Bool)
    /// A subscription's expression, asked when its first line is recorded.
    private let expression: (Int) -> String?

    /// Creates (or truncates) `path` and writes the header; throws the reason it cannot be written. `linesAtOnce`
    /// writes each line as it comes (the REPL, which may be closed at any moment), else in blocks (a script).
    package convenience init(
        path: String, header: Recording.Header, linesAtOnce: Bool = false, isVirtualMark: @escaping (String) -> Bool,
        now: @escaping () -> (seconds: Double, virtual: Bool),
        expression: @escaping (Int) -> String?
    ) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw RecordingWriteError(reason: String(cString: strerror(errno))) }
        self.init(
            output: FileTraceOutput(fileDescriptor: descriptor, lineBuffered: linesAtOnce), descriptor: descriptor,
            name: path, header: header, isVirtualMark: isVirtualMark, now: now, expression: expression)
    }

    /// Writes the recording's lines to `output` (the projector page's feed), named `name` in messages.
    package convenience init(
        output: TraceOutput, name: String, header: Recording.Header, isVirtualMark: @escaping (String) -> Bool,
        now: @escaping () -> (seconds: Double, virtual: Bool),
        expression: @escaping (Int) -> String?
    ) {
        self.init(
            output: output, descriptor: nil, name: name, header: header, isVirtualMark: isVirtualMark, now: now,
            expression: expression)
    }

    private init(
        output: TraceOutput, descriptor: Int32?, name: String, header: Recording.Header,
        isVirtualMark: @escaping (String) -> Bool, now: @escaping () -> (seconds: Double, virtual: Bool),
        expression: @escaping (Int) -> String?
    ) {
        self.path = name
        self.descriptor = descriptor
        file = output
        self.isVirtualMark = isVirtualMark
        self.now = now
        self.expression = expression
        write([
            ("type", jsonString("header")), ("format", jsonString(RecordingFormat.name)),
            ("version", String(header.version)), ("rxrepl", jsonString(header.rxrepl)),
            ("source", jsonString(header.source)), ("name", jsonString(header.name)),
            ("clock", jsonString(RecordingFormat.clockName(virtual: header.virtualTime))),
            ("frame", RecordingFormat.seconds(header.frameSeconds)), ("width", String(header.width)),
            ("trace", jsonString(header.trace)),
        ])
        file.flush()
    }

    /// An entry: `number` is its place in the session (the REPL's input number), `source` the name its code runs
    /// under (`<repl:4>`, as its diagnostics say; nil for a command), `printed` what the terminal showed for it
    /// (prompts and lines), nil for a script's text, which was not shown.
    package func entry(_ text: String, number: Int, source: String?, printed: String?) {
        let clock = now()
        write([
            ("type", jsonString("entry")), ("line", String(number)), ("source", source.map(jsonString)),
            ("text", jsonString(text)),
            ("printed", printed.map { jsonString(RecordingFormat.withoutEscapes($0)) }),
            ("time", RecordingFormat.seconds(clock.seconds)),
            ("clock", jsonString(RecordingFormat.clockName(virtual: clock.virtual))),
        ])
    }

    /// Program output or a message, exactly as written (newlines included).
    package func output(_ text: String) {
        guard !text.isEmpty else { return }
        let clock = now()
        write([
            ("type", jsonString("output")), ("text", jsonString(RecordingFormat.withoutEscapes(text))),
            ("time", RecordingFormat.seconds(clock.seconds)),
            ("clock", jsonString(RecordingFormat.clockName(virtual: clock.virtual))),
        ])
    }

    /// A trace line, with what the session printed for it (nil: it was not printed).
    package func trace(_ line: TraceLine, printed: String?) {
        let virtual = isVirtualMark(line.timeMark)
        var subscriptionRecord: [(String, String?)]?
        if line.lane == .subscription && line.kind == .subscribed {
            let first = lock.withLock { expressions.updateValue(true, forKey: line.subscription) == nil }
            if first {
                subscriptionRecord = [
                    ("type", jsonString("subscription")), ("sub", String(line.subscription)),
                    ("expression", jsonString(expression(line.subscription) ?? "")),
                    ("time", RecordingFormat.seconds(line.time)),
                    ("clock", jsonString(RecordingFormat.clockName(virtual: virtual))),
                ]
            }
        }
        let record: [(String, String?)] = [
            ("type", jsonString("trace")), ("printed", printed.map(jsonString)),
            ("clock", jsonString(RecordingFormat.clockName(virtual: virtual))),
            ("lane", line.lane?.recordingJSON), ("trace", TraceFormatter(style: .jsonl).format(line)),
        ]
        lock.withLock {
            guard !isClosed else { return }
            if let subscriptionRecord { file.writeLine(RecordingFormat.object(subscriptionRecord)) }
            file.writeLine(RecordingFormat.object(record))
        }
    }

    /// A binding warning (the pitfalls RxCocoa's debug builds catch): its kind, the subscription and place it is
    /// about, the message and the fix, as `--format jsonl` writes them; the page shows it as a banner.
    package func warning(kind: String, subscription: Int?, place: String?, message: String, fix: String) {
        let clock = now()
        write([
            ("type", jsonString("warning")), ("warning", jsonString(kind)), ("sub", subscription.map(String.init)),
            ("place", place.map(jsonString)), ("message", jsonString(message)), ("fix", jsonString(fix)),
            ("time", RecordingFormat.seconds(clock.seconds)),
            ("clock", jsonString(RecordingFormat.clockName(virtual: clock.virtual))),
        ])
    }

    /// The clock changed: switched (`:time`) or moved (`:advance`, `:step`); `command` is what moved it.
    package func clock(virtual: Bool, seconds: Double, command: String?) {
        write([
            ("type", jsonString("clock")), ("clock", jsonString(RecordingFormat.clockName(virtual: virtual))),
            ("time", RecordingFormat.seconds(seconds)), ("command", command.map(jsonString)),
        ])
        file.flush()
    }

    /// Pushes what is buffered to the file (after each entry).
    package func flush() { file.flush() }

    /// Writes the end record and closes the file; later calls write nothing.
    package func close() {
        let clock = now()
        write([
            ("type", jsonString("end")), ("time", RecordingFormat.seconds(clock.seconds)),
            ("clock", jsonString(RecordingFormat.clockName(virtual: clock.virtual))),
        ])
        lock.withLock {
            guard !isClosed else { return }
            isClosed = true
            file.flush()
            if let descriptor { Foundation.close(descriptor) }
        }
    }

    private func write(_ fields: [(String, String?)]) {
        let line = RecordingFormat.object(fields)
        lock.withLock {
            guard !isClosed else { return }
            file.writeLine(line)
        }
    }
}

/// Why a recording could not be opened for writing.
package struct RecordingWriteError: Error {
    package let reason: String
}
