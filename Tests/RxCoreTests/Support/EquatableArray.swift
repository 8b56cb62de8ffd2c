/// An array element that compares by contents, as RxSwift's tests wrap `[E]` results.
struct EquatableArray<Element: Equatable>: Equatable, CustomDebugStringConvertible {
    let elements: [Element]

    init(_ elements: [Element]) {
        self.elements = elements
    }

    var debugDescription: String { "\(elements)" }
}
