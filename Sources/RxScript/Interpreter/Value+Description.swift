/// How values print: plainly at top level (`print(x)`, `"\(x)"`), and as Swift's debug form inside
/// collections, tuples and events (`["a", 1]`, `(1, "a")`, `next("10")`).
extension Value: CustomStringConvertible, CustomDebugStringConvertible {
    /// The plain form: strings without quotes.
    public var description: String { format(quoted: false) }

    /// The debug form: strings quoted and escaped, as Swift shows them inside collections.
    public var debugDescription: String { format(quoted: true) }

    func format(quoted: Bool) -> String {
        switch self {
        case .nil: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return value.description
        case .float(let value): return value.description
        case .string(let value): return quoted ? Self.quote(value) : value
        case .duration(let nanoseconds): return Self.formatDuration(nanoseconds)
        case .array(let elements):
            if StackGuard.isNearLimit() { return "[…]" }
            return "[" + elements.map(\.debugDescription).joined(separator: ", ") + "]"
        case .tuple(let tuple):
            if StackGuard.isNearLimit() { return "(…)" }
            var parts: [String] = []
            for (index, element) in tuple.elements.enumerated() {
                let label = tuple.labels?[index].map { "\($0): " } ?? ""
                parts.append(label + element.debugDescription)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function: return "(Function)"
        case .object(let object): return quoted ? object.debugDescription : object.description
        case .optional(let box):
            if StackGuard.isNearLimit() { return "Optional(…)" }
            return "Optional(" + box.wrapped.debugDescription + ")"
        }
    }

    /// Swift's string debug form: quotes, with `\"`, `\\`, `\n`, `\r`, `\t`, `\0` and `\u{…}` escapes.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Durations print as literals: `300ms`, `2s`, `1.5s`, `5m`, `10us`, `7ns`.
    static func formatDuration(_ nanoseconds: Int) -> String {
        let magnitude = nanoseconds.magnitude
        if magnitude == 0 { return "0s" }
        if magnitude % 60_000_000_000 == 0 { return "\(nanoseconds / 60_000_000_000)m" }
        if magnitude % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if magnitude >= 1_000_000_000 { return decimal(nanoseconds, 1_000_000_000) + "s" }
        if magnitude % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        if magnitude >= 1_000_000 { return decimal(nanoseconds, 1_000_000) + "ms" }
        if magnitude % 1_000 == 0 { return "\(nanoseconds / 1_000)us" }
        return "\(nanoseconds)ns"
    }

    private static func decimal(_ value: Int, _ unit: Int) -> String {
        let whole = value / unit
        var fraction = String((value % unit).magnitude)
        fraction = String(repeating: "0", count: String(unit).count - 1 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && whole == 0 ? "-" : ""
        return "\(sign)\(whole).\(fraction)"
    }
}
