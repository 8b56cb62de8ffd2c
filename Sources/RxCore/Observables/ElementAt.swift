extension ObservableType {
    /// Only the element at `index`, then completion; fails with `RxError.argumentOutOfRange` if the source
    /// completes before reaching it.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "index can't be negative")
        return ElementAt(source: asObservable(), index: index)
    }

    /// Deprecated RxSwift spelling of `element(at:)`.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

final class ElementAt<Element>: Producer<Element> {
    private let source: Observable<Element>
    let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
    }

    override var operatorName: String { "element(at:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ElementAtSink(index: index, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private var remaining: Int

    init(index: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = index
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardOn(.completed)
                dispose()
                return
            }
            remaining -= 1
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(.error(RxError.argumentOutOfRange))
            dispose()
        }
    }
}
