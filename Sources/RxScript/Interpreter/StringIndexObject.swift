/// A `String.Index` (`s.startIndex`, `s.index(s.startIndex, offsetBy: 2)`): a position counted in characters.
final class StringIndexObject: HostObject, ScriptOperable, @unchecked Sendable {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
    }

    override var typeName: String { "String.Index" }
    override var description: String { "Index(offset: \(offset))" }

    override func isEqual(to other: HostObject) -> Bool {
        (other as? StringIndexObject)?.offset == offset
    }

    /// `i < j` and the other comparisons; `i ..< j` and `i ... j` make a range a string's subscript takes.
    func apply(_ op: String, _ other: Value, reversed: Bool) throws -> Value? {
        guard case .object(let other as StringIndexObject) = other else { return nil }
        let (l, r) = reversed ? (other.offset, offset) : (offset, other.offset)
        switch op {
        case "<": return .bool(l < r)
        case "<=": return .bool(l <= r)
        case ">": return .bool(l > r)
        case ">=": return .bool(l >= r)
        case "..<", "...":
            guard l <= r else { return nil }
            return .object(StringRangeObject(lower: l, upper: op == "..<" ? r : r + 1))
        default: return nil
        }
    }

    /// The character offset an index (or, leniently, an `Int`) names, checked against `count`.
    static func offset(_ value: Value, in count: Int, at node: Node) throws -> Int {
        switch value {
        case .object(let index as StringIndexObject):
            guard index.offset >= 0 && index.offset < count else {
                throw node.failure(.stringIndexOutOfBounds)
            }
            return index.offset
        default:
            return try Subscripts.checkedIndex(value, count: count, at: node)
        }
    }
}

/// A range of `String.Index` values (`start..<end`): a string subscripted by it gives a `Substring`.
final class StringRangeObject: HostObject, @unchecked Sendable {
    let lower: Int
    /// One past the last character.
    let upper: Int

    init(lower: Int, upper: Int) {
        self.lower = lower
        self.upper = upper
    }

    override var typeName: String { "Range<String.Index>" }
    override var description: String { "Index(offset: \(lower))..<Index(offset: \(upper))" }
}
