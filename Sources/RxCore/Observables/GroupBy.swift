extension ObservableType {
    /// Splits the source into groups by `keySelector`: the first element of each key emits a new
    /// `GroupedObservable` for that key, then goes into it; later elements of the key go into the same group.
    ///
    /// A group is a hot observable: a subscription gets the elements from then on, so subscribe to a group
    /// when it is emitted to see its first element. The source's completion or error reaches every group (in the
    /// order they were made), then the result; an error thrown by `keySelector` does the same. Disposing the
    /// result keeps the source subscribed while groups are still observed.
    /// - seealso: [groupBy operator on reactivex.io](http://reactivex.io/documentation/operators/groupby.html)
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

/// The elements of a `groupBy` source that share one key.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }
}

final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
    }

    override var operatorName: String { "groupBy" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    ) -> (sink: Disposable, subscription: Disposable) where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(parent: self, observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    private let parent: GroupBy<Key, Element>
    private let subscription = SingleAssignmentDisposable()
    // Groups retain this, so the source stays subscribed until the last group observer leaves.
    private let refCount: RefCountDisposable
    private var groups: [Key: InnerSubject<Element>] = [:]
    /// The groups in the order they were made: terminal events reach them in this order, the same every run.
    private var groupOrder: [InnerSubject<Element>] = []

    init(parent: GroupBy<Key, Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        refCount = RefCountDisposable(disposable: subscription)
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        subscription.setDisposable(parent.source.subscribe(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try parent.keySelector(element)
            } catch {
                fail(error)
                return
            }
            if let group = groups[key] {
                group.on(.next(element))
                return
            }
            let group = InnerSubject<Element>()
            groups[key] = group
            groupOrder.append(group)
            let source = InnerSequence(subject: group, refCount: refCount, operatorName: "groupBy")
            forwardOn(.next(GroupedObservable(key: key, source: source)))
            group.on(.next(element))
        case .error(let error):
            fail(error)
        case .completed:
            for group in groupOrder { group.on(.completed) }
            forwardOn(.completed)
            subscription.dispose()
            dispose()
        }
    }

    private func fail(_ error: Swift.Error) {
        for group in groupOrder { group.on(.error(error)) }
        forwardOn(.error(error))
        subscription.dispose()
        dispose()
    }
}
