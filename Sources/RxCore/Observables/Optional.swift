extension ObservableType {
    /// One element if `optional` holds a value, then completion, each step scheduled on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        OptionalScheduled(optional: optional, scheduler: scheduler)
    }
}

final class OptionalScheduled<Element>: Producer<Element> {
    let optional: Element?
    let scheduler: ImmediateSchedulerType

    init(optional: Element?, scheduler: ImmediateSchedulerType) {
        self.optional = optional
        self.scheduler = scheduler
    }

    override var operatorName: String { "from" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = OptionalScheduledSink(observer: observer, cancel: cancel)
        let subscription = sink.run(optional, scheduler: scheduler)
        return (sink, subscription)
    }
}

private final class OptionalScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(_ optional: Observer.Element?, scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.schedule(optional) { optional in
            guard let element = optional else {
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
        }
    }
}
