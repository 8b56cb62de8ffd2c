/// A row's or item's position (Foundation's `IndexPath` as UIKit uses it), printed as Swift prints one: `[0, 2]`.
public struct IndexPath: Hashable, Comparable, CustomStringConvertible, Sendable {
    public let section: Int
    /// The row in a table; the same number as `item`.
    public let row: Int

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// A collection view's spelling: `item` is the row.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item in a collection view; the same number as `row`.
    public var item: Int { row }

    public var description: String { "[\(section), \(row)]" }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
