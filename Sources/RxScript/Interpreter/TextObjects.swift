/// A value that is text without being a `String`: a `Character` or a `Substring`. It compares, hashes and
/// prints as its text does, and String's members read it as text.
protocol TextValue: HostObject {
    /// The characters, as a `String`.
    var text: String { get }
}

/// A `Character` (`Character("a")`, an element of a string): one extended grapheme cluster.
final class CharacterObject: HostObject, TextValue, @unchecked Sendable {
    let character: Character

    init(_ character: Character) {
        self.character = character
    }

    var text: String { String(character) }
    override var typeName: String { "Character" }
    override var description: String { text }
    override var debugDescription: String { Value.quote(text) }

    override func isEqual(to other: HostObject) -> Bool {
        (other as? CharacterObject)?.character == character
    }
}

/// A `Substring`: a slice of a string, as `split`, `prefix` and `dropFirst` give. It prints as a `String`.
final class SubstringObject: HostObject, TextValue, @unchecked Sendable {
    let text: String

    init(_ text: some StringProtocol) {
        self.text = String(text)
    }

    override var typeName: String { "Substring" }
    override var description: String { text }
    override var debugDescription: String { Value.quote(text) }

    override func isEqual(to other: HostObject) -> Bool {
        (other as? SubstringObject)?.text == text
    }
}

extension Value {
    /// A `Character` value.
    static func character(_ character: Character) -> Value { .object(CharacterObject(character)) }

    /// A `Substring` value.
    static func substring(_ text: some StringProtocol) -> Value { .object(SubstringObject(text)) }

    /// The text of a `String`, `Character` or `Substring`.
    var textValue: String? {
        switch self {
        case .string(let text): return text
        case .object(let text as TextValue): return text.text
        default: return nil
        }
    }

    /// True for a `Character`.
    var isCharacter: Bool {
        if case .object(is CharacterObject) = self { return true }
        return false
    }

    /// The characters of a string as `Character` values, as iterating a `String` gives them.
    static func characters(of text: String) -> [Value] { text.map(Value.character) }

    /// The elements a `for`-`in` loop or `Array(…)` takes from a string-like value (or a reversed string).
    var textCharacters: [Value]? {
        if case .object(let reversed as ReversedTextObject) = self {
            return Value.characters(of: reversed.reversedText)
        }
        return textValue.map(Value.characters(of:))
    }
}

/// `"a"..."z"`: a range of characters or strings, which a `switch` case or `~=` tests for membership.
final class TextRangeObject: HostObject, @unchecked Sendable {
    let lower: String
    let upper: String
    let isClosed: Bool

    init(_ lower: String, _ upper: String, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    override var typeName: String { isClosed ? "ClosedRange" : "Range" }
    override var description: String { lower + (isClosed ? "..." : "..<") + upper }

    func contains(_ text: String) -> Bool { lower <= text && (isClosed ? text <= upper : text < upper) }
}

/// `s.reversed()`: Swift's `ReversedCollection<String>`, a view of the characters backwards. It prints as Swift
/// prints it; `String(…)`, `Array(…)`, `for`-`in` and the collection members read its characters.
final class ReversedTextObject: HostObject, @unchecked Sendable {
    let base: String

    init(_ base: String) {
        self.base = base
    }

    var reversedText: String { String(base.reversed()) }
    override var typeName: String { "ReversedCollection<String>" }
    override var description: String { "ReversedCollection<String>(_base: \(Value.quote(base)))" }

    override func isEqual(to other: HostObject) -> Bool { (other as? ReversedTextObject)?.base == base }
}
