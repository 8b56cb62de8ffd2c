extension ObservableType {
    /// The first `count` elements, completing right after the last of them.
    ///
    /// `take(0)` is `empty()`: it completes at once and never subscribes to the source.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        if count == 0 { return Observable.empty() }
        return TakeCount(source: asObservable(), count: count)
    }
}

final class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override var operatorName: String { "take" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeCountSink(count: count, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private var remaining: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.remaining = count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forwardOn(event)
            if remaining == 0 {
                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
