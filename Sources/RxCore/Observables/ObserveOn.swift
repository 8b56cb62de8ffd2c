extension ObservableType {
    /// Delivers the source's events to the observer on `scheduler`; subscription and disposal stay where they are.
    ///
    /// Disposal cancels events not yet delivered. A `SerialDispatchQueueScheduler` (and so `MainScheduler`)
    /// gets one `schedule` per event; any other scheduler gets a queue drained by recursive scheduling, which
    /// keeps deliveries serial even on a concurrent queue.
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serial)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }

    /// Delivers the source's events to the observer on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

final class ObserveOn<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override var operatorName: String { "observe(on:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

/// Queues events and drains them on the scheduler, one recursive step per event.
private final class ObserveOnSink<Observer: ObserverType>: ObserverBase<Observer.Element>, TraceLinked {
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let observer: Observer
    private let cancel: Cancelable
    private let lock = SpinLock()
    @exclusivity(unchecked) private var queue: [Event<Element>] = []
    @exclusivity(unchecked) private var queueHead = 0
    @exclusivity(unchecked) private var draining = false
    private let drain = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }

    override func onCore(_ event: Event<Element>) {
        let startDrain: Bool = lock.performLocked {
            queue.append(event)
            defer { draining = true }
            return !draining
        }
        if startDrain {
            // The drain holds this sink until disposal, like RxSwift's; dispose() breaks the cycle.
            drain.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                self.deliverNext(recurse)
            }
        }
    }

    private func deliverNext(_ recurse: (()) -> Void) {
        let event: Event<Element>? = lock.performLocked {
            if let event = dequeue() { return event }
            draining = false
            return nil
        }
        guard let event, !cancel.isDisposed else { return }
        observer.on(event)
        if event.isStopEvent {
            dispose()
        }
        let more: Bool = lock.performLocked {
            if queueHead < queue.count { return true }
            draining = false
            return false
        }
        if more { recurse(()) }
    }

    private func dequeue() -> Event<Element>? {
        guard queueHead < queue.count else { return nil }
        let event = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return event
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
        drain.dispose()
    }
}

final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    override var operatorName: String { "observe(on:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

/// One `schedule` per event: the serial queue already keeps deliveries in order.
private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: ObserverBase<Observer.Element>,
    TraceLinked
{
    typealias Element = Observer.Element

    private let scheduler: SerialDispatchQueueScheduler
    private let observer: Observer
    private let cancel: Cancelable

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }

    override func onCore(_ event: Event<Element>) {
        _ = scheduler.schedule((self, event)) { sink, event in
            // Events still queued when the subscription is disposed are dropped.
            if sink.cancel.isDisposed { return Disposables.create() }
            sink.observer.on(event)
            if event.isStopEvent { sink.dispose() }
            return Disposables.create()
        }
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
    }
}
