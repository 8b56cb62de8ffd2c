import RxCore

/// One group of `groupBy` (RxSwift's `GroupedObservable<Key, Element>`): an observable with the `key` its elements
/// share.
final class GroupedObservableObject: HostObject, ObservableConvertible, @unchecked Sendable {
    let key: Value
    let observable: Observable<Value>
    /// The type of the group's first element, for printing (`Int` in `GroupedObservable<Bool, Int>`).
    private let elementType: String

    init(key: Value, observable: Observable<Value>, elementType: String) {
        self.key = key
        self.observable = observable
        self.elementType = elementType
    }

    override var typeName: String { "GroupedObservable" }

    /// As Swift prints the struct, without the address Swift shows for its private source's context.
    override var description: String {
        "GroupedObservable<\(key.typeName), \(elementType)>(key: \(key.debugDescription), "
            + "source: RxSwift.GroupedObservableImpl<Swift.\(elementType)>)"
    }
}

/// A `groupBy` key: equal and hashed as a dictionary key; it also carries the type of the element it was made from.
struct GroupKey: Hashable {
    let key: DictionaryKey
    let elementType: String

    static func == (lhs: GroupKey, rhs: GroupKey) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { key.hash(into: &hasher) }
}
