extension ObservableType {
    /// Exactly one element, emitted with completion when the source completes (RxSwift's `Single` timing).
    ///
    /// Fails with `RxError.moreThanOneElement` at a second element, `RxError.noElements` on empty completion.
    public func asSingle() -> Observable<Element> {
        AsSingle(source: asObservable())
    }
}

final class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override var operatorName: String { "asSingle" }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AsSingleSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
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
            if let element {
                forwardOn(.next(element))
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}
