import RxTrace

/// A recording read back (docs/recording-format.md): its header and its records in order.
struct Recording {
    /// What the header says about the session.
    struct Header: Equatable {
        var version = RecordingFormat.version
        /// The rxrepl version that wrote it.
        var rxrepl = RxreplVersion.number
        /// `repl` or `script`.
        var source: String
        /// The script's name, or `<repl>`.
        var name: String
        /// The clock new streams used when the recording started.
        var virtualTime: Bool
        var frameSeconds: Double
        /// The columns a replay counts lines and draws `:marbles` in.
        var width: Int
        /// The trace mode when the recording started.
        var trace: String
    }

    /// A trace line as recorded: the JSON-lines trace's fields, what was printed, and its marble lane.
    struct TraceRecord: Equatable {
        var subscription: Int
        var inner: Int
        var stage: String
        var depth: Int
        var kind: TraceLineKind
        /// The value's Swift description (the trace's `text`), for `next` and `error`.
        var text: String?
        var time: Double
        var thread: String
        var virtual: Bool
        /// What the session printed for it; nil when it was not printed.
        var printed: String?
        var lane: LaneNote?
    }

    /// One record after the header.
    enum Item: Equatable {
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

    var header: Header
    var items: [Item]
    /// The file's records as written (blank lines left out), the header first: what the projector page is fed.
    var lines: [String] = []
    /// For each item, the position of its line in `lines`.
    var itemLines: [Int] = []
}

extension Recording.Item {
    /// What the session showed for it, as lines; nil when it showed nothing.
    var shownLines: [String]? {
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
    var moment: (time: Double, virtual: Bool)? {
        switch self {
        case .entry(_, _, _, _, let time, let virtual), .output(_, let time, let virtual),
            .subscription(_, _, let time, let virtual), .end(let time, let virtual):
            return (time, virtual)
        case .trace(let record): return (record.time, record.virtual)
        case .clock(let virtual, let time, _): return (time, virtual)
        }
    }
}
