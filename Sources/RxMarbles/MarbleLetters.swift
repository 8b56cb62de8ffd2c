/// Gives each value a one-character symbol for a marble lane: the value itself when it is one character that
/// means nothing else in a diagram, otherwise a letter, the same letter for the same value, kept in a legend.
public struct MarbleLetters {
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
    private static let reserved: Set<Character> = ["-", "|", "#", "(", ")", " ", "^", "!"]

    /// `letter = value` for the values drawn as letters, in order of first use.
    public private(set) var legend: [(symbol: String, value: String)] = []
    private var preset: [String: String]
    private var letterFor: [String: String] = [:]
    private var used: Set<String>

    /// `symbols` fixes the letters of some values, so that lanes drawn apart share one legend; letters in
    /// `reserved` are never given (a picture that shows the value `a` as itself).
    public init(symbols: [(symbol: String, value: String)] = [], reserved: Set<String> = []) {
        preset = Dictionary(symbols.map { ($0.value, $0.symbol) }, uniquingKeysWith: { first, _ in first })
        used = Set(symbols.map(\.symbol)).union(reserved)
    }

    /// Whether `text` cannot stand for itself in a lane.
    public static func needsLetter(_ text: String) -> Bool {
        text.count != 1 || reserved.contains(text.first!)
    }

    /// The symbol of a value shown as `shown` (in the legend); `plain` is its one-character form, when it has a
    /// different one (the string `"a"` is drawn `a`).
    public mutating func symbol(for shown: String, plain: String? = nil) -> String {
        let candidate = plain ?? shown
        if !Self.needsLetter(candidate) { return candidate }
        if let known = letterFor[shown] { return known }
        let letter: String
        if let fixed = preset[shown] {
            letter = fixed
        } else if let free = Self.letters.first(where: { !used.contains($0) }) {
            letter = free
            used.insert(letter)
        } else {
            // Past the alphabet every other value is a `*`, counted in the legend rather than listed.
            letterFor[shown] = Self.overflow
            unlettered += 1
            return Self.overflow
        }
        letterFor[shown] = letter
        legend.append((letter, shown))
        return letter
    }

    /// The symbol of the values that found no letter.
    public static let overflow = "*"
    /// How many values are drawn as `overflow`.
    public private(set) var unlettered = 0

    /// The legend as text (`a = 42, b = 43`), empty when every value fit in one character; values past the
    /// alphabet are counted (`* = 12 other values`).
    public var legendText: String {
        var entries = legend.map { "\($0.symbol) = \($0.value)" }
        if unlettered > 0 {
            entries.append("\(Self.overflow) = \(unlettered) other value\(unlettered == 1 ? "" : "s")")
        }
        return entries.joined(separator: ", ")
    }
}
