/// `toArray()`: every element collected into one array, emitted when the source completes.
final class ToArray<Element>: Producer<[Element]> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override var operatorName: String { "toArray" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == [Element]
    {
        let sink = ToArraySink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class ToArraySink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [Element] {
    private var list: [Element] = []

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            list.append(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(list))
            forwardOn(.completed)
            dispose()
        }
    }
}
