/// A value's description written within a budget of characters, for trace lines and the REPL echo: a collection
/// stops at the budget with its size (`[0, 1, 2, … 9,999,997 more]`), a long string is cut with its length
/// (`"aaaa…" (1,000,000 characters)`), and a struct's, tuple's or enum case's parts past the budget show as `…`.
///
/// Describing stops where the budget ends: a 10-million-element array is not walked, nor its description built.
/// A value within the budget prints exactly as its `debugDescription`. `print`, interpolation and `dump` do not
/// use it: they print everything, as Swift does.
public struct BoundedDescription {
    /// The budget of trace lines and the REPL echo, in UTF-8 bytes of the description (characters, for ASCII).
    public static let limit = 1_000

    /// A string is never cut shorter than this, so a short one near the budget's end stays whole.
    static let shortestCut = 32

    /// The bytes the description may take before collections and strings are cut.
    public let limit: Int
    /// The description so far.
    public private(set) var text = ""

    init(limit: Int) {
        self.limit = limit
    }

    /// `[a, b, … N more]`: the `count` items `item` writes, until the budget is spent.
    mutating func appendList(count: Int, _ item: (Int, inout BoundedDescription) -> Void) {
        append("[")
        for index in 0..<count {
            if index > 0 { append(", ") }
            if isSpent {
                appendMore(count - index)
                break
            }
            item(index, &self)
        }
        append("]")
    }

    /// True once the description has taken its budget: what follows is cut.
    var isSpent: Bool { text.utf8.count >= limit }

    /// Bytes left before the budget is spent.
    var remaining: Int { max(0, limit - text.utf8.count) }

    mutating func append(_ piece: String) {
        text += piece
    }

    /// Appends a description made whole elsewhere (an object's own), cut at the budget with `…`.
    mutating func appendCut(_ piece: String) {
        if piece.utf8.count <= remaining { return text += piece }
        text += Self.prefix(of: piece, bytes: remaining) + "…"
    }

    /// Appends what stands for `count` elements not shown: `… 9,999,997 more`.
    mutating func appendMore(_ count: Int) {
        text += "… " + Self.grouped(count) + " more"
    }

    /// A string, quoted or not; one past the budget is cut (keeping at least `shortestCut` bytes, and only when
    /// that saves as many) and followed by its length in characters.
    mutating func appendString(_ string: String, quoted: Bool) {
        let shown = quoted ? Value.quote(string) : string
        let room = max(remaining, Self.shortestCut)
        if shown.utf8.count <= room + Self.shortestCut { return text += shown }
        let kept = Self.prefix(of: string, bytes: room)
        let cut = quoted ? String(Value.quote(kept).dropLast()) + "…\"" : kept + "…"
        text += cut + " (" + Self.grouped(string.count) + (string.count == 1 ? " character)" : " characters)")
    }

    /// The longest prefix of whole characters of `text` within `bytes` UTF-8 bytes.
    static func prefix(of text: String, bytes: Int) -> String {
        var end = text.startIndex
        var used = 0
        for index in text.indices {
            let next = text.index(after: index)
            used += text.utf8.distance(from: index, to: next)
            if used > bytes { break }
            end = next
        }
        return String(text[..<end])
    }

    /// `9999997` as `9,999,997`.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}

extension Value {
    /// The debug form (or with `quoted: false`, the plain form) within `limit` bytes: see `BoundedDescription`.
    public func boundedDescription(limit: Int = BoundedDescription.limit, quoted: Bool = true) -> String {
        var out = BoundedDescription(limit: limit)
        describe(into: &out, quoted: quoted)
        return out.text
    }

    /// Writes the description into `out`, cutting what is past its budget.
    func describe(into out: inout BoundedDescription, quoted: Bool) {
        switch self {
        case .nil, .bool, .int, .double, .float, .duration, .function:
            out.append(format(quoted: quoted))
        case .string(let string):
            out.appendString(string, quoted: quoted)
        case .array(let elements):
            if StackGuard.isNearLimit() { return out.append("[…]") }
            Self.describeElements(elements, into: &out)
        case .tuple(let tuple):
            if StackGuard.isNearLimit() { return out.append("(…)") }
            out.append("(")
            for (index, element) in tuple.elements.enumerated() {
                if index > 0 { out.append(", ") }
                if let label = tuple.labels?[index] { out.append(label + ": ") }
                element.describePart(into: &out)
            }
            out.append(")")
        case .object(let object):
            object.describe(into: &out, quoted: quoted)
        case .optional(let box):
            if StackGuard.isNearLimit() { return out.append("Optional(…)") }
            out.append("Optional(")
            box.wrapped.describePart(into: &out)
            out.append(")")
        }
    }

    /// A part of a struct, tuple or case: `…` once the budget is spent, unless it is a collection or string,
    /// which still say their size.
    func describePart(into out: inout BoundedDescription) {
        if out.isSpent, !isSizedWhenCut { return out.append("…") }
        describe(into: &out, quoted: true)
    }

    private var isSizedWhenCut: Bool {
        switch self {
        case .nil, .bool, .int, .double, .float, .duration, .string, .array: return true
        case .object(let object): return object is DictionaryObject || object is SetObject
        default: return false
        }
    }

    /// `[a, b, … N more]`: elements until the budget is spent.
    static func describeElements(_ elements: [Value], into out: inout BoundedDescription) {
        out.appendList(count: elements.count) { index, out in elements[index].describe(into: &out, quoted: true) }
    }
}
