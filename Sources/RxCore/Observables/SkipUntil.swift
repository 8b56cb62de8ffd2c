extension ObservableType {
    /// Drops elements until `other` emits an element, then mirrors this sequence.
    ///
    /// If this sequence completes before `other` has emitted, the result is disposed without completing.
    /// An error from either sequence ends the result.
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// Deprecated spelling of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

final class SkipUntil<Element, Other>: Producer<Element> {
    let source: Observable<Element>
    let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override var operatorName: String { "skip(until:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SkipUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: SkipUntil<Element, Other>
    let lock = RecursiveLock()
    var forwardElements = false

    init(parent: SkipUntil<Element, Other>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let sourceSubscription = parent.source.subscribe(self)
        let otherSubscription = SingleAssignmentDisposable()
        let otherObserver = SkipUntilSinkOther(parent: self, subscription: otherSubscription)
        otherSubscription.setDisposable(parent.other.subscribe(otherObserver))
        return Disposables.create(sourceSubscription, otherSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next:
                if forwardElements { forwardOn(event) }
            case .error:
                forwardOn(event)
                dispose()
            case .completed:
                if forwardElements { forwardOn(event) }
                dispose()
            }
        }
    }
}

private final class SkipUntilSinkOther<Other, Observer: ObserverType>: ObserverType, TraceLinked {
    typealias Parent = SkipUntilSink<Other, Observer>

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
                parent.forwardElements = true
                subscription.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            case .completed:
                subscription.dispose()
            }
        }
    }
}
