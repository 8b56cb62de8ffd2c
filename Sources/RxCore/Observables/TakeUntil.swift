extension ObservableType {
    /// Mirrors this sequence until `other` emits an element, then completes.
    ///
    /// `other` is subscribed first. Its completion only stops listening to it; its error ends the result.
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// Deprecated spelling of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

final class TakeUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override var operatorName: String { "take(until:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: TakeUntil<Element, Other>
    let lock = RecursiveLock()

    init(parent: TakeUntil<Element, Other>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let otherSubscription = SingleAssignmentDisposable()
        let otherObserver = TakeUntilSinkOther(parent: self, subscription: otherSubscription)
        otherSubscription.setDisposable(parent.other.subscribe(otherObserver))
        let sourceSubscription = parent.source.subscribe(self)
        return Disposables.create(sourceSubscription, otherSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            forwardOn(event)
            if event.isStopEvent { dispose() }
        }
    }
}

private final class TakeUntilSinkOther<Other, Observer: ObserverType>: ObserverType, TraceLinked {
    typealias Parent = TakeUntilSink<Other, Observer>

    private let parent: Parent
    private let subscription: Disposable

    init(parent: Parent, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    /// This source's subscription is traced under the operator's stage.
    var traceStage: TraceStage? { parent.traceStage }

    func on(_ event: Event<Other>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardOn(.completed)
                parent.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            case .completed:
                subscription.dispose()
            }
        }
    }
}
