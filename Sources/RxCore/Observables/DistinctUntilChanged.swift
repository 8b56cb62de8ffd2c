extension ObservableType where Element: Equatable {
    /// Drops elements equal to the last emitted one.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the last emitted element.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key
    )
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops elements that `comparer` finds equal to the last emitted element.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool
    )
        -> Observable<Element>
    {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` finds equal to the key of the last emitted element.
    ///
    /// `comparer` gets the last emitted key first and the new key second; throwing from either closure ends
    /// the sequence with that error.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
    }

    /// Drops elements whose property at `keyPath` equals that of the last emitted element.
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    )
        -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }
}

final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    typealias KeySelector = (Element) throws -> Key
    typealias EqualityComparer = (Key, Key) throws -> Bool
    private let source: Observable<Element>
    let selector: KeySelector
    let comparer: EqualityComparer

    init(source: Observable<Element>, selector: @escaping KeySelector, comparer: @escaping EqualityComparer) {
        self.source = source
        self.selector = selector
        self.comparer = comparer
    }

    override var operatorName: String { "distinctUntilChanged" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    private let parent: DistinctUntilChanged<Observer.Element, Key>
    private var lastEmittedKey: Key?

    init(parent: DistinctUntilChanged<Observer.Element, Key>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try parent.selector(element)
                if let lastEmittedKey, try parent.comparer(lastEmittedKey, key) { return }
                lastEmittedKey = key
                forwardOn(event)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
