/// The spellings of a one-sided range in the syntax tree (`Expr.Kind.unary`'s operator).
public enum PartialRange {
    /// `..<b`
    public static let upTo = "..<"
    /// `...b`
    public static let through = "..."
    /// `a...`
    public static let from = Expr.postfixRange
}

/// A one-sided range (`..<i`, `...2`, `1...`): a string's or an array's subscript takes it, and a `switch`
/// case tests membership with it. Its bound is an `Int` or a `String.Index`.
final class PartialRangeObject: HostObject, @unchecked Sendable {
    /// The operator, as `PartialRange` spells it.
    let kind: String
    let bound: Value

    init(kind: String, bound: Value) {
        self.kind = kind
        self.bound = bound
    }

    override var typeName: String {
        kind == PartialRange.from
            ? "PartialRangeFrom" : kind == PartialRange.upTo ? "PartialRangeUpTo" : "PartialRangeThrough"
    }
    /// As Swift prints one: `PartialRangeFrom<Int>(lowerBound: 1)`.
    override var description: String {
        let bound = self.bound.intValue.map(String.init) ?? self.bound.description
        let type = self.bound.intValue == nil ? "String.Index" : "Int"
        return kind == PartialRange.from
            ? "PartialRangeFrom<\(type)>(lowerBound: \(bound))" : "\(typeName)<\(type)>(upperBound: \(bound))"
    }

    /// The offsets `lower..<upper` it selects from `count` elements, or `nil` when its bound is out of bounds.
    func offsets(count: Int) -> Range<Int>? {
        let offset: Int
        switch bound {
        case .int(let value): offset = value
        case .object(let index as StringIndexObject): offset = index.offset
        default: return nil
        }
        switch kind {
        case PartialRange.from: return offset >= 0 && offset <= count ? offset..<count : nil
        case PartialRange.upTo: return offset >= 0 && offset <= count ? 0..<offset : nil
        default: return offset >= 0 && offset < count ? 0..<(offset + 1) : nil
        }
    }

    /// True when `value` lies in the range (`case ..<0:`).
    func contains(_ value: Value, at node: Node) -> Bool {
        let order: Int
        do { order = try Operators.compare(value, bound, .less, at: node) } catch { return false }
        switch kind {
        case PartialRange.from: return order >= 0
        case PartialRange.upTo: return order < 0
        default: return order <= 0
        }
    }
}
