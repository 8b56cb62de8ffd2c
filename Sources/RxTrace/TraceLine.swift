import Foundation

/// What a trace line reports.
public enum TraceLineKind: String {
    case subscribed, next, error, completed, disposed
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
    public var thread: String
    /// Whether this line belongs to the per-stage view.
    public var isStageLine: Bool
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

    private func text(_ line: TraceLine) -> String {
        let id = "#\(line.subscription)".padding(toLength: 3, withPad: " ", startingAt: 0)
        let time = "+" + String(format: "%.3f", line.time) + "s"
        let thread = line.thread.count >= Self.threadWidth ? line.thread
            : line.thread.padding(toLength: Self.threadWidth, withPad: " ", startingAt: 0)
        var event = line.kind.rawValue
        if let value = line.value { event += "(\(value))" }
        if colors { event = colored(event, kind: line.kind) }
        var result = "\(id)\(dim(time.leftPadded(to: 8)))  \(dim(thread))  "
        if line.isStageLine {
            let stage = String(repeating: "  ", count: line.depth) + line.stage
            result += stage.count >= Self.stageWidth ? stage + " " : stage.padding(toLength: Self.stageWidth,
                                                                                   withPad: " ", startingAt: 0)
        }
        return result + event
    }

    private func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

    private func colored(_ text: String, kind: TraceLineKind) -> String {
        let code: String
        switch kind {
        case .next: code = "32"
        case .error: code = "31"
        case .completed: code = "34"
        case .subscribed, .disposed: code = "2"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private func json(_ line: TraceLine) -> String {
        var fields = ["\"sub\":\(line.subscription)", "\"stage\":\(jsonString(line.stage))", "\"depth\":\(line.depth)",
                      "\"kind\":\"\(line.kind.rawValue)\""]
        if let value = line.value { fields.append("\"value\":\(jsonString(value))") }
        fields.append("\"time\":\(String(format: "%.6f", line.time))")
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
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
