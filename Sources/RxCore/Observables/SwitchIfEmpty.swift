extension ObservableType {
    /// Continues with `other` if the source completes without elements.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), ifEmpty: other)
    }
}

final class SwitchIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    let ifEmpty: Observable<Element>

    init(source: Observable<Element>, ifEmpty: Observable<Element>) {
        self.source = source
        self.ifEmpty = ifEmpty
    }

    override var operatorName: String { "ifEmpty(switchTo:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SwitchIfEmptySink(ifEmpty: ifEmpty, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}

private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let ifEmpty: Observable<Observer.Element>
    private var isEmpty = true
    private let ifEmptySubscription = SingleAssignmentDisposable()

    init(ifEmpty: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.ifEmpty = ifEmpty
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Observer.Element>) -> Disposable {
        let subscription = source.subscribe(self)
        return Disposables.create(subscription, ifEmptySubscription)
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
            guard isEmpty else {
                forwardOn(.completed)
                dispose()
                return
            }
            ifEmptySubscription.setDisposable(ifEmpty.subscribe(SwitchIfEmptyFallbackObserver(parent: self)))
        }
    }

    /// Events of the fallback source: forwarded as they are, ending the subscription on a terminal event.
    func onFallback(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

/// Observes the fallback source on behalf of its sink (the sink itself observes the primary source).
private struct SwitchIfEmptyFallbackObserver<Observer: ObserverType>: ObserverType, TraceLinked {
    let parent: SwitchIfEmptySink<Observer>

    func on(_ event: Event<Observer.Element>) { parent.onFallback(event) }

    var traceStage: TraceStage? { parent.traceStage }
}
