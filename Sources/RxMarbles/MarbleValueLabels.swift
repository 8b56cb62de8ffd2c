/// How a group of lanes (one subscription, one `marbles()`) writes each value, in its text lanes and in its
/// pictures alike, so a run's terminal and its SVG share one legend: as itself when it is one character that means
/// nothing else in a lane (a one-character string without its quotes), else as a letter listed in the legend.
/// Letters go to the long values in the order the lanes show them (top lane first, left to right), never a letter
/// that a short value shows as itself.
public struct MarbleValueLabels {
    private var letters: MarbleLetters

    public init(group: MarbleChart.Group) {
        let values = group.lanes.flatMap(\.moments).compactMap { moment -> String? in
            if case .value(let value) = moment.mark { return value }
            return nil
        }
        let reserved = Set(values.map(Self.shown).filter { !MarbleLetters.needsLetter($0) })
        letters = MarbleLetters(reserved: reserved)
        for value in values { _ = letters.symbol(for: value, plain: MarbleChart.unquoted(value)) }
    }

    /// What the marble says, and whether it is a letter standing for a longer value.
    public func label(for value: String) -> (text: String, isLetter: Bool) {
        var lookup = letters
        let symbol = lookup.symbol(for: value, plain: MarbleChart.unquoted(value))
        return (symbol, MarbleLetters.needsLetter(Self.shown(value)))
    }

    /// `letter = value` for the values drawn as letters, and `* = 12 other values` past the alphabet.
    public var legend: [(symbol: String, value: String)] {
        let others = letters.unlettered
        return letters.legend
            + (others > 0 ? [(MarbleLetters.overflow, "\(others) other value\(others == 1 ? "" : "s")")] : [])
    }

    /// The legend as text (`a = 42, b = 43`), empty when every value fit in one character.
    public var legendText: String { letters.legendText }

    private static func shown(_ value: String) -> String {
        MarbleChart.unquoted(value) ?? value
    }
}
