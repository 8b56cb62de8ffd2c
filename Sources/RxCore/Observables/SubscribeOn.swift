extension ObservableType {
    /// Performs the subscription to the source, and later its disposal, on `scheduler`.
    ///
    /// Events are delivered on whatever thread the source uses; use `observe(on:)` to move them.
    /// - seealso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }

    /// Performs the subscription to the source, and later its disposal, on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

/// Keeps the source as given (not `asObservable()`), as RxSwift does: the source's own subscription is what
/// gets disposed on the scheduler, so even its termination is released one scheduling step later.
final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override var operatorName: String { "subscribe(on:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element
    {
        let sink = SubscribeOnSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    func run<Source: ObservableType>(_ parent: SubscribeOn<Source>) -> Disposable
    where Source.Element == Observer.Element {
        let everything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()
        everything.disposable = cancelSchedule
        let scheduler = parent.scheduler
        cancelSchedule.setDisposable(
            scheduler.schedule(()) { _ in
                let subscription = parent.source.subscribe(self)
                everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
        return everything
    }
}
