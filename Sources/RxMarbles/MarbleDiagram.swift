/// Draws recorded events as a marble line: `-` per time step, values at their times, `|` for completion,
/// `#` for an error, `(…)` grouping events of the same tick (drawn by `MarbleLanes`, read back by
/// `MarbleParser`).
///
/// Values longer than one character are drawn as letters (`a`, `b`, …) listed in the legend, so the line keeps
/// its time scale: `--a--b--|` with `a = 42, b = 43`.
public struct MarbleDiagram {
    /// The line itself.
    public let line: String
    /// `letter = value` pairs for values drawn as letters.
    public let legend: [(symbol: String, value: String)]
    /// Ticks per character.
    public let scale: Int

    /// Draws `events` (time, description or nil for completion/error) from `start` to `end` at `scale` ticks/char.
    ///
    /// `symbols` fixes the letters of some values (see `sharedSymbols(for:)`), so that several lines drawn
    /// side by side use one legend.
    public init(
        events: [MarbleEvent], start: Int, end: Int, scale: Int,
        symbols: [(symbol: String, value: String)] = []
    ) {
        self.scale = max(1, scale)
        var columns: [Int: [String]] = [:]
        var letters = MarbleLetters(symbols: symbols)
        for event in events {
            let symbol: String
            switch event.kind {
            case .completed: symbol = "|"
            case .error: symbol = "#"
            case .next(let text): symbol = letters.symbol(for: text)
            }
            let column = max(0, (event.time - start) / self.scale)
            columns[column, default: []].append(symbol)
        }
        let width = max(0, (end - start) / self.scale) + 1
        var result = MarbleLanes([columns], frames: width).lines[0]
        while result.hasSuffix("-") && result.count > 1 { result.removeLast() }
        line = result
        self.legend = letters.legend
    }

    /// A scale that keeps the line within `maxWidth` characters and puts distinct times in distinct columns
    /// where possible (the greatest common divisor of the gaps, at least 1).
    public static func scale(for times: [Int], start: Int, end: Int, maxWidth: Int = 72) -> Int {
        var divisor = 0
        for time in times { divisor = gcd(divisor, abs(time - start)) }
        var scale = max(1, divisor)
        while (end - start) / scale > maxWidth { scale *= 2 }
        return scale
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// One letter per distinct long value across several event lists, in order of appearance, for drawing
    /// them with a shared legend.
    public static func sharedSymbols(for eventLists: [[MarbleEvent]]) -> [(symbol: String, value: String)] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
        var symbols: [(symbol: String, value: String)] = []
        for events in eventLists {
            for case .next(let text) in events.map(\.kind)
            where MarbleLetters.needsLetter(text) && !symbols.contains(where: { $0.value == text }) {
                symbols.append((symbols.count < letters.count ? letters[symbols.count] : "*", text))
            }
        }
        return symbols
    }

    /// The legend as text (`a = 42, b = 43`), empty when every value fit in one character.
    public var legendText: String {
        legend.map { "\($0.symbol) = \($0.value)" }.joined(separator: ", ")
    }
}

/// One event to draw.
public struct MarbleEvent {
    /// What happened.
    public enum Kind {
        case next(String)
        case error
        case completed
    }

    public let time: Int
    public let kind: Kind

    public init(time: Int, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
