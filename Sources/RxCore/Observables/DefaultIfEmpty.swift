extension ObservableType {
    /// Emits `default` before completing if the source completes without elements.
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), default: `default`)
    }
}

final class DefaultIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    let defaultValue: Element

    init(source: Observable<Element>, default defaultValue: Element) {
        self.source = source
        self.defaultValue = defaultValue
    }

    override var operatorName: String { "ifEmpty(default:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DefaultIfEmptySink(defaultValue: defaultValue, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let defaultValue: Observer.Element
    private var isEmpty = true

    init(defaultValue: Observer.Element, observer: Observer, cancel: Cancelable) {
        self.defaultValue = defaultValue
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isEmpty { forwardOn(.next(defaultValue)) }
            forwardOn(.completed)
            dispose()
        }
    }
}
