extension ObservableType {
    /// Emits `elements` synchronously on subscription, then the source's events.
    ///
    /// Chained prefixes come outermost first: `xs.startWith(1).startWith(2)` emits 2, 1, then `xs`.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }

    /// `startWith` for a prefix held in an array (for hosts that cannot splat a variadic argument).
    public func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

final class StartWith<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override var operatorName: String { "startWith" }

    /// No sink of its own, as in RxSwift: the prefix goes straight to the observer, unchecked for disposal.
    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        for element in elements {
            observer.on(.next(element))
        }
        return (Disposables.create(), source.subscribe(observer))
    }
}
