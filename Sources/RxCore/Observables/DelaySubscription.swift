extension ObservableType {
    /// Subscribes to the source only after `dueTime` has passed.
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscription<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override var operatorName: String { "delaySubscription" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
        // The scheduled item keeps the source subscription it returns, so disposing it covers both cases.
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            self.source.subscribe(sink)
        }
        return (sink, subscription)
    }
}

private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
