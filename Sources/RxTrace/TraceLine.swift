import Foundation

/// What a trace line reports.
public enum TraceLineKind: String, Sendable {
    case subscribed, next, error, completed, disposed
    /// A `Single`'s or `Maybe`'s element, which ends it.
    case success
    /// A `Single`'s error.
    case failure
    /// A named sink or a control's property took a value (`label.text = "10"`).
    case update = "sink"
}

/// One trace line before formatting.
public struct TraceLine {
    /// The top-level subscription's id (`#N`).
    public var subscription: Int
    /// The stage's operator name (`subscribe` for the top-level subscriber).
    public var stage: String
    /// 0 for the subscriber, 1 for the operator it subscribed to, and so on upstream.
    public var depth: Int
    public var kind: TraceLineKind
    /// The element or error text, for `next` and `error`.
    public var value: String?
    public var time: Double
    /// `+`, or `@` for a virtual clock's time in a session that also runs in real time.
    public var timeMark: String = "+"
    public var thread: String
    /// Whether this line belongs to the per-stage view.
    public var isStageLine: Bool
    /// For `update` lines: the sink or view that took the value (`label`).
    public var sink: String? = nil
    /// For `update` lines: the view's property (`text`); nil for a named sink itself.
    public var property: String? = nil
    /// For `update` lines: the thread the value came from, when a Binder moved it to main.
    public var arrivedOn: String? = nil
}

/// Turns trace lines into text: aligned columns for people, or one JSON object per line for tools.
public struct TraceFormatter: Sendable {
    /// Output styles.
    public enum Style: Sendable { case text, jsonl }

    public var style: Style
    /// ANSI colours (only for a terminal without NO_COLOR).
    public var colors: Bool

    public init(style: Style = .text, colors: Bool = false) {
        self.style = style
        self.colors = colors
    }

    static let threadWidth = 10
    static let stageWidth = 22

    public func format(_ line: TraceLine) -> String {
        switch style {
        case .text: return text(line)
        case .jsonl: return json(line)
        }
    }

    /// Built with plain string appends (no Foundation formatting): a million lines must take well under 2 s.
    private func text(_ line: TraceLine) -> String {
        var result = ""
        result.reserveCapacity(64)
        let id = line.subscription > 0 ? "#" + String(line.subscription) : ""
        result += id
        result.appendSpaces(3 - id.count)
        let time = line.timeMark + Self.seconds(line.time, decimals: 3) + "s"
        result.appendSpaces(8 - time.count)
        result += dim(time)
        result += "  "
        result += dim(line.thread)
        result.appendSpaces(Self.threadWidth - line.thread.count)
        result += "  "
        if line.isStageLine {
            let indent = 2 * line.depth
            result.appendSpaces(indent)
            result += line.stage
            let used = indent + line.stage.count
            if used >= Self.stageWidth { result += " " } else { result.appendSpaces(Self.stageWidth - used) }
        }
        if line.kind == .update {
            result += (line.sink ?? "") + (line.property.map { "." + $0 } ?? "") + " = "
                + (colors ? colored(line.value ?? "nil", kind: .update) : line.value ?? "nil")
            if let thread = line.arrivedOn { result += "  " + dim("(arrived on " + thread + ")") }
            return result
        }
        var event = line.kind.rawValue
        if let value = line.value { event += "(" + value + ")" }
        result += colors ? colored(event, kind: line.kind) : event
        return result
    }

    /// `seconds` with exactly `decimals` digits after the point, rounded half up, without Foundation.
    static func seconds(_ seconds: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(seconds) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        let sign = seconds < 0 && scaled != 0 ? "-" : ""
        return sign + String(scaled / scale) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    private func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    private func colored(_ text: String, kind: TraceLineKind) -> String {
        let code: String
        switch kind {
        case .next, .success: code = "32"
        case .update: code = "36"
        case .error, .failure: code = "31"
        case .completed: code = "34"
        case .subscribed, .disposed: code = "2"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private func json(_ line: TraceLine) -> String {
        var fields: [String] = []
        if line.subscription > 0 { fields.append("\"sub\":\(line.subscription)") }
        if line.kind != .update {
            fields += ["\"stage\":\(jsonString(line.stage))", "\"depth\":\(line.depth)"]
        }
        fields.append("\"kind\":\"\(line.kind.rawValue)\"")
        if let sink = line.sink { fields.append("\"sink\":\(jsonString(sink))") }
        if let property = line.property { fields.append("\"property\":\(jsonString(property))") }
        if let value = line.value { fields.append("\"value\":\(jsonString(value))") }
        if let thread = line.arrivedOn { fields.append("\"arrivedOn\":\(jsonString(thread))") }
        fields.append("\"time\":" + Self.seconds(line.time, decimals: 6))
        if line.timeMark == "@" { fields.append("\"clock\":\"virtual\"") }
        fields.append("\"thread\":\(jsonString(line.thread))")
        return "{" + fields.joined(separator: ",") + "}"
    }
}

/// Escapes a string as a JSON string literal.
public func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case let s where s.value < 0x20: result += String(format: "\\u%04x", s.value)
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

extension String {
    mutating func appendSpaces(_ count: Int) {
        if count > 0 { append(String(repeating: " ", count: count)) }
    }
}
