extension ObservableType {
    /// The last `count` elements, all emitted when the source completes; an error drops them.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        return TakeLast(source: asObservable(), count: count)
    }
}

final class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override var operatorName: String { "takeLast" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let count: Int
    /// A ring of the latest `count` elements; `start` indexes the oldest once the ring is full.
    @exclusivity(unchecked) private var buffer: [Observer.Element] = []
    @exclusivity(unchecked) private var start = 0

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.count = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            if buffer.count < count {
                buffer.append(element)
            } else {
                buffer[start] = element
                start = (start + 1) % count
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            for offset in 0..<buffer.count {
                forwardOn(.next(buffer[(start + offset) % buffer.count]))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
