/// How a picture writes each value of a chart: as itself when short (a one-character string without its
/// quotes, as the text lanes do), else as a letter listed in a legend.
struct MarbleValueLabels {
    /// The widest value (in columns) written out in its marble.
    static let widest = 6

    private var letters: MarbleLetters

    /// Letters for `chart`'s long values, in order of appearance, never a letter that a short value shows.
    init(chart: MarbleChart) {
        let values = chart.groups.flatMap(\.lanes).flatMap(\.moments).compactMap { moment -> String? in
            if case .value(let value) = moment.mark { return value }
            return nil
        }
        let reserved = Set(values.map(Self.shown).filter { $0.count == 1 })
        letters = MarbleLetters(reserved: reserved)
        for value in values where DisplayWidth.of(Self.shown(value)) > Self.widest {
            _ = letters.symbol(for: value)
        }
    }

    /// What the marble says, and whether it is a letter standing for a longer value.
    func label(for value: String) -> (text: String, isLetter: Bool) {
        let shown = Self.shown(value)
        if DisplayWidth.of(shown) <= Self.widest { return (shown, false) }
        var lookup = letters
        return (lookup.symbol(for: value), true)
    }

    /// `letter = value` for the values drawn as letters.
    var legend: [(symbol: String, value: String)] { letters.legend }

    private static func shown(_ value: String) -> String {
        MarbleChart.unquoted(value) ?? value
    }
}
