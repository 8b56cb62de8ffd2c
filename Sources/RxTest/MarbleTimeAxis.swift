/// A picture's time axis: from its origin to a whole number of round steps (`0 200ms 400ms …`, `0 1s 2s …`),
/// at most ten, mapped onto a width in pixels.
public struct MarbleTimeAxis: Equatable {
    /// Round steps, in microseconds: 1ms … 1h.
    static let steps: [Int] = [1, 2, 5, 10, 20, 50, 100, 200, 250, 500].map { $0 * 1_000 }
        + [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1_800, 3_600].map { $0 * 1_000_000 }
    /// The shortest axis drawn: a run that took no time (`of(1, 2, 3)`) still gets a readable one.
    static let shortest = 100_000

    /// The step between ticks, in microseconds.
    public let step: Int
    /// How many steps the axis spans.
    public let count: Int

    /// An axis that covers `seconds`.
    public init(covering seconds: Double) {
        let span = max(Self.shortest, Int((seconds * 1e6).rounded(.up)))
        step = Self.steps.first { span <= $0 * 10 } ?? Self.steps.last!
        count = max(1, (span + step - 1) / step)
    }

    /// Where the axis ends, in seconds past its origin.
    public var seconds: Double { Double(step * count) / 1e6 }

    /// The ticks, in microseconds past the origin: `0`, one step, … the end.
    public var ticks: [Int] { (0...count).map { $0 * step } }

    /// A tick's label: `0`, `250ms` while steps are under a second, else `1.5s`.
    public func label(_ microseconds: Int) -> String {
        if microseconds == 0 { return "0" }
        if step < 1_000_000 && microseconds < 1_000_000 {
            let milliseconds = microseconds / 1_000
            return "\(milliseconds)ms"
        }
        let whole = microseconds / 1_000_000
        var fraction = String(microseconds % 1_000_000)
        if fraction == "0" { return "\(whole)s" }
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)s"
    }
}
