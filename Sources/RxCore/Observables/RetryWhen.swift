import Synchronization

extension ObservableType {
    /// Re-subscribes to the source each time the trigger sequence, built from the source's errors of type
    /// `Failure`, emits an element; a trigger completion completes and a trigger error fails the result.
    ///
    /// Errors of any other type pass straight through.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Re-subscribes to the source each time the trigger sequence, built from the source's errors, emits an
    /// element; a trigger completion completes and a trigger error fails the result.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Old spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Old spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

final class RetryWhen<Element, TriggerObservable: ObservableType, Failure: Swift.Error>: Producer<Element> {
    typealias NotificationHandler = (Observable<Failure>) -> TriggerObservable
    fileprivate let source: Observable<Element>
    fileprivate let notificationHandler: NotificationHandler

    init(source: Observable<Element>, notificationHandler: @escaping NotificationHandler) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override var operatorName: String { "retry" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = RetryWhenSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

/// Per subscription: the errors subject handed to the handler, and a notifier fed by the trigger sequence.
///
/// The trigger is subscribed once, before the first attempt. After each matching error, the attempt listens
/// to the notifier, so trigger events sent while no error is pending are dropped (and a trigger that already
/// ended ends the result at the next error).
private final class RetryWhenSink<TriggerObservable: ObservableType, Failure: Swift.Error, Observer: ObserverType>:
    Sink<Observer>
{
    typealias Element = Observer.Element
    typealias Parent = RetryWhen<Element, TriggerObservable, Failure>

    private let parent: Parent
    fileprivate let errors = PublishSubject<Failure>()
    fileprivate let notifier = PublishSubject<TriggerObservable.Element>()
    private let subscription = SerialDisposable()
    private let gate = MoveNextGate()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let trigger = parent.notificationHandler(errors.asObservable())
        let triggerSubscription = trigger.subscribe(notifier)
        scheduleMoveNext()
        return Disposables.create(subscription, triggerSubscription)
    }

    fileprivate func scheduleMoveNext() {
        gate.schedule { [self] in
            if isDisposed { return }
            let attempt = RetryWhenAttempt(parent: self)
            subscription.disposable = attempt
            attempt.start(parent.source)
        }
    }
}

/// One subscription to the source.
private final class RetryWhenAttempt<
    TriggerObservable: ObservableType, Failure: Swift.Error,
    Observer: ObserverType
>: ObserverType, Disposable, TraceLinked {
    typealias Element = Observer.Element
    typealias Parent = RetryWhenSink<TriggerObservable, Failure, Observer>

    private let parent: Parent
    private let subscription = SingleAssignmentDisposable()
    private let triggerSubscription = SingleAssignmentDisposable()
    private let stopped = Atomic<Bool>(false)

    init(parent: Parent) {
        self.parent = parent
    }

    var traceStage: TraceStage? { parent.traceStage }

    func start(_ source: Observable<Element>) {
        subscription.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return }
            parent.forwardOn(event)
        case .error(let error):
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            guard let failure = error as? Failure else {
                parent.forwardOn(event)
                parent.dispose()
                return
            }
            subscription.dispose()
            triggerSubscription.setDisposable(parent.notifier.subscribeUntraced(RetryTrigger(parent: parent)))
            parent.errors.on(.next(failure))
        case .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            parent.forwardOn(event)
            parent.dispose()
        }
    }

    func dispose() {
        subscription.dispose()
        triggerSubscription.dispose()
    }
}

/// Listens to the notifier while an error is pending.
private struct RetryTrigger<TriggerObservable: ObservableType, Failure: Swift.Error, Observer: ObserverType>:
    ObserverType
{
    let parent: RetryWhenSink<TriggerObservable, Failure, Observer>

    func on(_ event: Event<TriggerObservable.Element>) {
        switch event {
        case .next:
            parent.scheduleMoveNext()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            parent.forwardOn(.completed)
            parent.dispose()
        }
    }
}
