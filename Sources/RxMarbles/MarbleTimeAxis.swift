/// A picture's time axis: from its origin to a whole number of round steps (`0 200ms 400ms …`, `0 1s 2s …`),
/// at most ten, mapped onto a width in pixels.
public struct MarbleTimeAxis: Equatable {
    /// Round steps, in microseconds: 1ms … 1h.
    static let steps: [Int] =
        [1, 2, 5, 10, 20, 50, 100, 200, 250, 500].map { $0 * 1_000 }
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

    /// A tick's label: `0`, `250ms`, `1.5s`.
    public func label(_ microseconds: Int) -> String {
        microseconds == 0 ? "0" : Self.label(seconds: Double(microseconds) / 1e6)
    }

    /// A time as the rulers under marble lanes label it, to the millisecond: `200ms`, `1s`, `1.5s`, `90s`, `10m`.
    public static func label(seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        if milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        var text = String(milliseconds / 1000)
        let fraction = milliseconds % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text + "s"
    }
}
