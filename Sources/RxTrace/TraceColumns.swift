import Synchronization

/// The widths of a text trace's id and time columns, shared by every line of one run so the columns stay aligned.
///
/// A column starts at its narrowest (`#9`, `+9.999s`) and widens by steps, never back: the id column to 5
/// (`#9999`, `#12.34`), 8, 11 … columns; the time column to 9 (`+999.999s`), 11, 13 … columns. So a run with
/// ids under 10 and times under 10 s prints exactly as before, and a longer run's columns move at most once per
/// step (at `#10` or the first inner subscription `#1.1`, at 10 s, at 1000 s), each time to a width that lasts.
public final class TraceColumns: Sendable {
    /// The id column's narrowest width: `#1` … `#9`.
    static let narrowestID = 2
    /// Columns the id column grows by.
    static let idStep = 3
    /// The time column's narrowest width: `+0.000s` … `+9.999s`.
    static let narrowestTime = 7
    /// Columns the time column grows by.
    static let timeStep = 2

    private let id = Atomic<Int>(TraceColumns.narrowestID)
    private let time = Atomic<Int>(TraceColumns.narrowestTime)

    public init() {}

    /// The id column's width for a line whose id is `width` columns wide, widening the column when it must.
    @inline(__always)
    func idWidth(fitting width: Int) -> Int {
        let current = id.load(ordering: .relaxed)
        if width <= current { return current }
        return id.max(Self.stepped(width, from: Self.narrowestID, by: Self.idStep), ordering: .relaxed).newValue
    }

    /// The time column's width for a line whose time is `width` columns wide, widening the column when it must.
    @inline(__always)
    func timeWidth(fitting width: Int) -> Int {
        let current = time.load(ordering: .relaxed)
        if width <= current { return current }
        return time.max(Self.stepped(width, from: Self.narrowestTime, by: Self.timeStep), ordering: .relaxed).newValue
    }

    /// The first width of the steps `narrowest`, `narrowest + step`, … that holds `width`.
    static func stepped(_ width: Int, from narrowest: Int, by step: Int) -> Int {
        width <= narrowest ? narrowest : narrowest + (width - narrowest + step - 1) / step * step
    }
}
