extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// This `Completable`, then the `Single` `second`, subscribed only once this one completes.
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.asObservable()))
    }

    /// This `Completable`, then the `Maybe` `second`, subscribed only once this one completes.
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.asObservable()))
    }

    /// This `Completable`, then the `Completable` `second`, subscribed only once this one completes.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.asObservable()))
    }

    /// This `Completable`, then the elements of `second`, subscribed only once this one completes.
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        ConcatCompletable(completable: primitiveSequence.source, second: second)
    }
}

/// `andThen`: an error of the completable ends the result; its completion subscribes `second`, whose events
/// become the result's.
final class ConcatCompletable<Element>: Producer<Element> {
    private let completable: Observable<Never>
    private let second: Observable<Element>

    init(completable: Observable<Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override var operatorName: String { "andThen" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ConcatCompletableSink(second: second, observer: observer, cancel: cancel)
        return (sink, sink.run(completable))
    }
}

private final class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let second: Observable<Observer.Element>
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.second = second
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ completable: Observable<Never>) -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(completable.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            // Replacing the first subscription releases it before the second starts.
            subscription.disposable = second.subscribe(SecondObserver(sink: self))
        }
    }

    fileprivate func forwardSecond(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

private struct SecondObserver<Observer: ObserverType>: ObserverType {
    let sink: ConcatCompletableSink<Observer>

    func on(_ event: Event<Observer.Element>) {
        sink.forwardSecond(event)
    }
}
