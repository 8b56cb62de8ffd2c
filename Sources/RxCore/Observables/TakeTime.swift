extension ObservableType {
    /// Forwards the source's events for `duration` after subscription, then completes.
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Forwards the source's events for `duration` after subscription, then completes.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

final class TakeTime<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override var operatorName: String { "take(for:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeTimeSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class TakeTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let lock = RecursiveLock()

    func run(_ parent: TakeTime<Observer.Element>) -> Disposable {
        // The timer is armed before the source is subscribed, so a zero duration still ends the subscription.
        let timer = parent.scheduler.scheduleRelative((), dueTime: parent.duration) { _ in
            self.lock.performLocked {
                self.forwardOn(.completed)
                self.dispose()
            }
            return Disposables.create()
        }
        let subscription = parent.source.subscribe(self)
        return Disposables.create(timer, subscription)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            forwardOn(event)
            if event.isStopEvent { dispose() }
        }
    }
}
