/// Writes timed events as a marble diagram for `cold`/`hot`/`expect` (`-a-(b|)`): a frame per column, a group
/// for several events in one frame, letters for values with a `values:` mapping for those that are not the
/// letter's or digit's own value.
struct MarbleWriting {
    /// What happens at one time: an element's literal, an error or the completion.
    enum Mark {
        case next(String)
        case error
        case completed
    }

    /// The diagram.
    private(set) var text = ""
    /// `"a": 10` entries for `values:`, in order of first use.
    private(set) var values: [(symbol: Character, literal: String)] = []
    /// Nanoseconds per frame.
    let frame: Int

    /// Writes `events` with `preferredFrame` when every time falls on one, else with the largest frame that does;
    /// `end` pads the diagram with quiet frames up to it (a disposal with no terminal event).
    init(_ events: [(time: Int, mark: Mark)], preferredFrame: Int, end: Int? = nil) {
        let times = events.map(\.time) + (end.map { [$0] } ?? [])
        var frame = preferredFrame
        if !times.allSatisfy({ $0 % preferredFrame == 0 }) || (times.max() ?? 0) / preferredFrame > 60 {
            frame = times.reduce(0) { Self.gcd($0, $1) }
            if frame == 0 { frame = preferredFrame }
            if frame < preferredFrame, times.allSatisfy({ $0 % preferredFrame == 0 }) { frame = preferredFrame }
        }
        self.frame = frame
        var byFrame: [Int: [Mark]] = [:]
        for (time, mark) in events { byFrame[time / frame, default: []].append(mark) }
        let last = max(byFrame.keys.max() ?? -1, end.map { $0 / frame - 1 } ?? -1)
        var plain = Set<Character>()
        for case .next(let literal) in events.map(\.mark) {
            if let symbol = Self.plainSymbol(literal) { plain.insert(symbol) }
        }
        guard last >= 0 else { return }
        for index in 0...last {
            let marks = byFrame[index] ?? []
            let symbols = marks.map { mark -> Character in
                switch mark {
                case .completed: return "|"
                case .error: return "#"
                case .next(let literal): return symbol(for: literal, avoiding: plain)
                }
            }
            switch symbols.count {
            case 0: text += "-"
            case 1: text.append(symbols[0])
            default: text += "(" + String(symbols) + ")"
            }
        }
    }

    /// The letter or digit that stands for `literal` with no mapping (`"a"` for the string a, `3` for 3).
    private static func plainSymbol(_ literal: String) -> Character? {
        if literal.count == 3, literal.first == "\"", literal.last == "\"" {
            let inner = literal.dropFirst().first!
            return inner.isLetter && inner.isASCII ? inner : nil
        }
        if literal.count == 1, let digit = literal.first, digit.isNumber, digit.isASCII { return digit }
        return nil
    }

    private mutating func symbol(for literal: String, avoiding plain: Set<Character>) -> Character {
        if let symbol = Self.plainSymbol(literal) { return symbol }
        if let known = values.first(where: { $0.literal == literal }) { return known.symbol }
        let taken = plain.union(values.map(\.symbol))
        let symbol = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".first { !taken.contains($0) } ?? "?"
        values.append((symbol, literal))
        return symbol
    }

    /// `, values: ["a": 10]` and `, frame: 100ms` as needed, after the diagram.
    func arguments(defaultFrame: Int) -> String {
        var text = ""
        if !values.isEmpty {
            text += ", values: [" + values.map { "\"\($0.symbol)\": \($0.literal)" }.joined(separator: ", ") + "]"
        }
        if frame != defaultFrame { text += ", frame: " + Self.duration(frame) }
        return text
    }

    /// `40ms`, `1s`, `500us`-free spelling rxrepl reads: seconds or milliseconds.
    static func duration(_ nanoseconds: Int) -> String {
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        return "\(Double(nanoseconds) / 1e6)ms"
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
