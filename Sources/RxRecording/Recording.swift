import RxTrace

/// A recording read back (docs/recording-format.md): its header and its records in order.
package struct Recording {
    /// What the header says about the session.
    package struct Header: Equatable {
        package var version = RecordingFormat.version
        /// The rxrepl version that wrote it.
        package var rxrepl: String
        /// `repl` or `script`.
        package var source: String
        /// The script's name, or `<repl>`.
        package var name: String
        /// The clock new streams used when the recording started.
        package var virtualTime: Bool
        package var frameSeconds: Double
        /// The columns a replay counts lines and draws `:marbles` in.
        package var width: Int
        /// The trace mode when the recording started.
        package var trace: String

        package init(
            version: Int = RecordingFormat.version, rxrepl: String, source: String, name: String, virtualTime: Bool,
            frameSeconds: Double, width: Int, trace: String
        ) {
            self.version = version
            self.rxrepl = rxrepl
            self.source = source
            self.name = name
            self.virtualTime = virtualTime
            self.frameSeconds = frameSeconds
            self.width = width
            self.trace = trace
        }
    }

    /// A trace line as recorded: the JSON-lines trace's fields, what was printed, and its marble lane.
    package struct TraceRecord: Equatable {
        package var subscription: Int
        package var inner: Int
        package var stage: String
        package var depth: Int
        package var kind: TraceLineKind
        /// The value's Swift description (the trace's `text`), for `next` and `error`.
        package var text: String?
        package var time: Double
        package var thread: String
        package var virtual: Bool
        /// What the session printed for it; nil when it was not printed.
        package var printed: String?
        package var lane: LaneNote?
    }

    /// One record after the header.
    package enum Item: Equatable {
        /// An entry: its number in the session, the name its code ran under (`<repl:4>`; nil for a command), its
        /// text, and what was printed for it (nil: not shown).
        case entry(number: Int, source: String?, text: String, printed: String?, time: Double, virtual: Bool)
        /// Program output or a message, newlines included.
        case output(text: String, time: Double, virtual: Bool)
        case trace(TraceRecord)
        /// A subscription's expression, before its first trace line.
        case subscription(id: Int, expression: String, time: Double, virtual: Bool)
        /// The clock was switched or moved, by `command` when one did.
        case clock(virtual: Bool, time: Double, command: String?)
        case end(time: Double, virtual: Bool)
    }

    package var header: Header
    package var items: [Item]
    /// The file's records as written (blank lines left out), the header first: what the projector page is fed.
    package var lines: [String] = []
    /// For each item, the position of its line in `lines`.
    package var itemLines: [Int] = []
}

extension Recording.Item {
    /// What the session showed for it, as lines; nil when it showed nothing.
    package var shownLines: [String]? {
        switch self {
        case .entry(_, _, _, let printed?, _, _):
            return printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .output(let text, _, _):
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if text.hasSuffix("\n") { lines.removeLast() }
            return lines
        case .trace(let record): return record.printed.map { [$0] }
        default: return nil
        }
    }

    /// The time it happened at, and whether on a virtual clock.
    package var moment: (time: Double, virtual: Bool)? {
        switch self {
        case .entry(_, _, _, _, let time, let virtual), .output(_, let time, let virtual),
            .subscription(_, _, let time, let virtual), .end(let time, let virtual):
            return (time, virtual)
        case .trace(let record): return (record.time, record.virtual)
        case .clock(let virtual, let time, _): return (time, virtual)
        }
    }
}
