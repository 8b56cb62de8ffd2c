import Synchronization

/// The widths of a text trace's id and time columns, shared by every line of one run so the columns stay aligned.
///
/// A column starts at its narrowest (`#9`, `+9.999s`) and widens to the first line that needs more, never back:
/// `#10  +75.033s`, and from then on `#3   +75.100s`. So a run with ids under 10 and times under 10 s prints
/// exactly as before, and a longer run's columns move once for each new digit (at `#10`, `#100`, the first inner
/// subscription `#1.1`, at 10 s, 100 s …), with two spaces between columns always.
public final class TraceColumns: Sendable {
    /// The id column's narrowest width: `#1` … `#9`.
    static let narrowestID = 2
    /// The time column's narrowest width: `+0.000s` … `+9.999s`.
    static let narrowestTime = 7

    private let id = Atomic<Int>(TraceColumns.narrowestID)
    private let time = Atomic<Int>(TraceColumns.narrowestTime)

    public init() {}

    /// The id column's width for a line whose id is `width` columns wide, widening the column when it must.
    @inline(__always)
    func idWidth(fitting width: Int) -> Int {
        let current = id.load(ordering: .relaxed)
        if width <= current { return current }
        return id.max(width, ordering: .relaxed).newValue
    }

    /// The time column's width for a line whose time is `width` columns wide, widening the column when it must.
    @inline(__always)
    func timeWidth(fitting width: Int) -> Int {
        let current = time.load(ordering: .relaxed)
        if width <= current { return current }
        return time.max(width, ordering: .relaxed).newValue
    }
}
