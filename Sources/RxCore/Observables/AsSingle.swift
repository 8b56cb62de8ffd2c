/// `asSingle` and `asMaybe`: they differ only in what an empty source's completion becomes.
final class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let name: String
    let allowsEmpty: Bool

    init(source: Observable<Element>, name: String, allowsEmpty: Bool) {
        self.source = source
        self.name = name
        self.allowsEmpty = allowsEmpty
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AsSingleSink(allowsEmpty: allowsEmpty, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let allowsEmpty: Bool
    @exclusivity(unchecked) private var element: Observer.Element?

    init(allowsEmpty: Bool, observer: Observer, cancel: Cancelable) {
        self.allowsEmpty = allowsEmpty
        super.init(observer: observer, cancel: cancel)
    }

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
            } else if allowsEmpty {
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}
