import TextStyles

/// What a trace line reports.
public enum TraceLineKind: String, Sendable {
    case subscribed, next, error, completed, disposed
    /// A `Single`'s or `Maybe`'s element, which ends it.
    case success
    /// A `Single`'s error.
    case failure
    /// A named sink or a control's property took a value (`label.text = "10"`).
    case update = "sink"
    /// A person acted on a control from the REPL (`go tapped`): the control's name and what happened.
    case action
    /// UIKit called a view controller's lifecycle method (`vc.viewDidLoad()`): the controller and the call.
    case lifecycle
    /// A script ended as a program exits, with this subscription still open: its age and expression.
    case stillSubscribed = "exit"
}

/// One trace line before formatting.
public struct TraceLine {
    /// The top-level subscription's id (`#N`).
    public var subscription: Int
    /// For a stage of an inner subscription (a flatMap's inner, a retry's resubscription), its number within the
    /// top-level subscription (`#N.inner`, as marble pictures label its lane); 0 for the subscription's own stages.
    public var inner: Int = 0
    /// The stage's operator name (`subscribe` for the top-level subscriber).
    public var stage: String
    /// 0 for the subscriber, 1 for the operator it subscribed to, and so on upstream.
    public var depth: Int
    public var kind: TraceLineKind
    /// The element or error text, for `next` and `error`.
    public var value: String?
    /// The element as JSON, for JSON lines (when the tracer has a `valueJSON` hook); without it the value is
    /// written as a JSON string of `value`.
    public var valueJSON: String? = nil
    public var time: Double
    /// `+`, or `@` for a virtual clock's time in a session that also runs in real time.
    public var timeMark: String = "+"
    public var thread: String
    /// Whether this line belongs to the per-stage view.
    public var isStageLine: Bool
    /// For `update` lines: the sink or view that took the value (`label`); for `action` lines, the control.
    public var sink: String? = nil
    /// For `update` lines: the view's property (`text`); nil for a named sink itself.
    public var property: String? = nil
    /// For `update` lines: the thread the value came from, when a Binder moved it to main.
    public var arrivedOn: String? = nil
    /// Which marble lane the line's moment belongs to, when the tracer records lanes (for recordings).
    public var lane: LaneNote? = nil
}

/// Turns trace lines into text: aligned columns for people, or one JSON object per line for tools.
public struct TraceFormatter: Sendable {
    /// Output styles.
    public enum Style: Sendable { case text, jsonl }

    public var style: Style
    /// ANSI colours (only for a terminal without NO_COLOR).
    public var colors: Bool
    /// The id and time columns' widths, shared by every copy of this formatter.
    public let columns: TraceColumns

    public init(style: Style = .text, colors: Bool = false, columns: TraceColumns = TraceColumns()) {
        self.style = style
        self.colors = colors
        self.columns = columns
    }

    static let threadWidth = 10
    static let stageWidth = 22

    public func format(_ line: TraceLine) -> String {
        var bytes = TraceBytes()
        write(line, into: &bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    /// Appends `line`, formatted, to `bytes` (without a newline): the same text `format(_:)` returns.
    func write(_ line: TraceLine, into bytes: inout TraceBytes) {
        switch style {
        case .text: text(line, into: &bytes)
        case .jsonl: json(line, into: &bytes)
        }
    }

    /// Written byte by byte into the output's buffer (no `String` per line, no Foundation formatting): a
    /// million lines take a fraction of a second.
    private func text(_ line: TraceLine, into out: inout TraceBytes) {
        let idStart = out.count
        if line.subscription > 0 {
            out.append(UInt8(ascii: "#"))
            out.append(decimal: line.subscription)
            if line.inner > 0 {
                out.append(UInt8(ascii: "."))
                out.append(decimal: line.inner)
            }
        }
        let idWidth = out.count - idStart
        out.appendSpaces(columns.idWidth(fitting: idWidth) - idWidth + 2)
        let time = Seconds(line.time, decimals: 3)
        let timeWidth = time.width + 2
        out.appendSpaces(columns.timeWidth(fitting: timeWidth) - timeWidth)
        beginColor(.dim, into: &out)
        if line.timeMark == "+" { out.append(UInt8(ascii: "+")) } else { out.append(line.timeMark) }
        time.write(into: &out)
        out.append(UInt8(ascii: "s"))
        endColor(into: &out)
        out.appendSpaces(2)
        beginColor(.dim, into: &out)
        out.append(line.thread)
        endColor(into: &out)
        out.appendSpaces(Self.threadWidth - line.thread.traceColumnWidth)
        out.appendSpaces(2)
        if line.isStageLine {
            let indent = 2 * line.depth
            out.appendSpaces(indent)
            out.append(line.stage)
            let used = indent + line.stage.traceColumnWidth
            out.appendSpaces(used >= Self.stageWidth ? 1 : Self.stageWidth - used)
        }
        if line.kind == .action || line.kind == .lifecycle {
            out.append(line.sink ?? "")
            out.append(UInt8(ascii: line.kind == .lifecycle ? "." : " "))
            beginColor(Self.style(.action), into: &out)
            out.append(line.value ?? "")
            endColor(into: &out)
            return
        }
        if line.kind == .update {
            if let sink = line.sink { out.append(sink) }
            if let property = line.property {
                out.append(UInt8(ascii: "."))
                out.append(property)
            }
            out.append(" = " as StaticString)
            beginColor(Self.style(.update), into: &out)
            out.append(line.value ?? "nil")
            endColor(into: &out)
            if let thread = line.arrivedOn {
                out.appendSpaces(2)
                beginColor(.dim, into: &out)
                out.append("(arrived on " as StaticString)
                out.append(thread)
                out.append(UInt8(ascii: ")"))
                endColor(into: &out)
            }
            return
        }
        beginColor(Self.style(line.kind), into: &out)
        if line.kind == .stillSubscribed {
            out.append("still subscribed at exit" as StaticString)
            endColor(into: &out)
            if let value = line.value {
                out.appendSpaces(1)
                out.append(value)
            }
            return
        }
        out.append(line.kind.staticName)
        if let value = line.value {
            out.append(UInt8(ascii: "("))
            out.append(value)
            out.append(UInt8(ascii: ")"))
        }
        endColor(into: &out)
    }

    /// The style each kind is coloured with; `dim` is also used for the time and thread columns.
    private static func style(_ kind: TraceLineKind) -> TextStyle {
        switch kind {
        case .next, .success: return .value
        case .update, .action, .lifecycle: return .action
        case .error, .failure: return .failure
        case .completed: return .completion
        case .subscribed, .disposed, .stillSubscribed: return .dim
        }
    }

    /// `TextStyle.wrap`'s opening, written as bytes.
    @inline(__always)
    private func beginColor(_ style: TextStyle, into out: inout TraceBytes) {
        guard colors else { return }
        out.append(TextStyle.introducer)
        out.append(style.code)
        out.append(UInt8(ascii: "m"))
    }

    /// `TextStyle.wrap`'s closing, written as bytes.
    @inline(__always)
    private func endColor(into out: inout TraceBytes) {
        if colors { out.append(TextStyle.reset) }
    }

    /// `seconds` with exactly `decimals` digits after the point, rounded half up, without Foundation.
    static func seconds(_ seconds: Double, decimals: Int) -> String {
        var bytes = TraceBytes()
        Seconds(seconds, decimals: decimals).write(into: &bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    /// A number of seconds split for printing with a fixed number of decimals.
    private struct Seconds {
        let negative: Bool
        let whole: UInt
        let fraction: UInt
        let decimals: Int

        init(_ seconds: Double, decimals: Int) {
            var scale = 1
            for _ in 0..<decimals { scale *= 10 }
            let scaled = Int((abs(seconds) * Double(scale)).rounded())
            negative = seconds < 0 && scaled != 0
            whole = UInt(scaled / scale)
            fraction = UInt(scaled % scale)
            self.decimals = decimals
        }

        /// The printed length.
        var width: Int {
            var digits = 1
            var rest = whole / 10
            while rest > 0 { digits += 1; rest /= 10 }
            return (negative ? 1 : 0) + digits + 1 + decimals
        }

        func write(into out: inout TraceBytes) {
            if negative { out.append(UInt8(ascii: "-")) }
            out.append(decimal: whole, minimumDigits: 1)
            out.append(UInt8(ascii: "."))
            out.append(decimal: fraction, minimumDigits: decimals)
        }
    }

    private func json(_ line: TraceLine, into out: inout TraceBytes) {
        out.append(UInt8(ascii: "{"))
        let start = out.count
        /// `name` starts with the comma that separates it from the field before; the first field drops it.
        func field(_ name: StaticString) {
            let skip = out.count == start ? 1 : 0
            out.append(name.utf8Start + skip, count: name.utf8CodeUnitCount - skip)
        }
        if line.subscription > 0 {
            field(",\"sub\":")
            out.append(decimal: line.subscription)
        }
        if line.inner > 0 {
            field(",\"inner\":")
            out.append(decimal: line.inner)
        }
        if line.kind != .update && line.kind != .action && line.kind != .lifecycle {
            field(",\"stage\":")
            appendJSONString(line.stage, to: &out)
            field(",\"depth\":")
            out.append(decimal: line.depth)
        }
        field(",\"kind\":\"")
        out.append(line.kind.staticName)
        out.append(UInt8(ascii: "\""))
        if let sink = line.sink {
            field(",\"sink\":")
            appendJSONString(sink, to: &out)
        }
        if let property = line.property {
            field(",\"property\":")
            appendJSONString(property, to: &out)
        }
        if let value = line.value {
            field(",\"value\":")
            if let json = line.valueJSON { out.append(json) } else { appendJSONString(value, to: &out) }
            field(",\"text\":")
            appendJSONString(value, to: &out)
        }
        if let thread = line.arrivedOn {
            field(",\"arrivedOn\":")
            appendJSONString(thread, to: &out)
        }
        out.append(",\"time\":" as StaticString)
        Seconds(line.time, decimals: 6).write(into: &out)
        if line.timeMark == "@" { out.append(",\"clock\":\"virtual\"" as StaticString) }
        out.append(",\"thread\":" as StaticString)
        appendJSONString(line.thread, to: &out)
        out.append(UInt8(ascii: "}"))
    }
}

extension TraceLineKind {
    /// The raw value, without building a `String`.
    var staticName: StaticString {
        switch self {
        case .subscribed: return "subscribed"
        case .next: return "next"
        case .error: return "error"
        case .completed: return "completed"
        case .disposed: return "disposed"
        case .success: return "success"
        case .failure: return "failure"
        case .update: return "sink"
        case .action: return "action"
        case .lifecycle: return "lifecycle"
        case .stillSubscribed: return "exit"
        }
    }
}

/// Escapes a string as a JSON string literal.
public func jsonString(_ text: String) -> String {
    var bytes = TraceBytes()
    appendJSONString(text, to: &bytes)
    return String(decoding: bytes.bytes, as: UTF8.self)
}

/// Appends `text` as a JSON string literal: `"`, `\\`, newline, return and tab escaped by name, other control
/// characters as `\u00xx`, everything else as it is.
func appendJSONString(_ text: String, to out: inout TraceBytes) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            out.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
            case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
            default:
                out.append("u00" as StaticString)
                let hex: StaticString = "0123456789abcdef"
                out.append(hex.utf8Start[Int(byte >> 4)])
                out.append(hex.utf8Start[Int(byte & 0x0F)])
            }
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    out.append(UInt8(ascii: "\""))
}
