/// `first()`: the first element (or `nil` when the source completes empty), then completion.
final class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override var operatorName: String { "first" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element?
    {
        let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardOn(.next(element))
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(nil))
            forwardOn(.completed)
            dispose()
        }
    }
}
