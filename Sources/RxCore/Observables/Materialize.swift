extension ObservableType {
    /// Turns every event, terminal ones included, into an element; completes after the source's terminal event.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

final class Materialize<Element>: Producer<Event<Element>> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override var operatorName: String { "materialize" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Event<Element>
    {
        let sink = MaterializeSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}
