/// The `&` arguments of one call (`inc(&count)`, `swap(&a, &b)`): the callee hands each `inout` parameter's
/// final value back, and it is written to the caller's variable, field or element then (copy-in copy-out, as
/// Swift defines `inout`). Lives only while the call runs, inside the caller's frame.
final class InoutArguments: @unchecked Sendable {
    private let frame: Frame
    private let places: [Int: LValue]
    private let ranges: [SourceRange?]

    init(frame: Frame, places: [Int: LValue], ranges: [SourceRange?]) {
        self.frame = frame
        self.places = places
        self.ranges = ranges
    }

    /// Writes `value` back to the place of argument `index`, if it was passed with `&`.
    func write(argument index: Int, _ value: Value) throws {
        try places[index]?.set(frame, value)
    }

    /// Writes `value` back to the `&` argument written at `range` (how a bound parameter finds its argument).
    func write(argumentAt range: SourceRange?, _ value: Value) throws {
        guard let range else { return }
        for (index, candidate) in ranges.enumerated()
        where candidate?.start == range.start && candidate?.end == range.end {
            try write(argument: index, value)
            return
        }
    }
}
