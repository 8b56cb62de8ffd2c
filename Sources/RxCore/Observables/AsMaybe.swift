extension ObservableType {
    /// At most one element, emitted with completion when the source completes (RxSwift's `Maybe` timing).
    ///
    /// Fails with `RxError.moreThanOneElement` at a second element; an empty source just completes.
    public func asMaybe() -> Observable<Element> {
        AsMaybe(source: asObservable())
    }
}

final class AsMaybe<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override var operatorName: String { "asMaybe" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AsMaybeSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private var element: Observer.Element?

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let value):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = value
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element { forwardOn(.next(element)) }
            forwardOn(.completed)
            dispose()
        }
    }
}
