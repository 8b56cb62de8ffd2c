extension ObservableType {
    /// Drops the source's elements for `duration` after subscription, then forwards the rest;
    /// terminal events always pass.
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

final class SkipTime<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override var operatorName: String { "skip" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SkipTimeSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class SkipTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let lock = RecursiveLock()
    private var open = false

    func run(_ parent: SkipTime<Observer.Element>) -> Disposable {
        let timer = parent.scheduler.scheduleRelative((), dueTime: parent.duration) { _ in
            self.lock.performLocked { self.open = true }
            return Disposables.create()
        }
        let subscription = parent.source.subscribe(self)
        return Disposables.create(timer, subscription)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next:
                if open { forwardOn(event) }
            case .error, .completed:
                forwardOn(event)
                dispose()
            }
        }
    }
}
