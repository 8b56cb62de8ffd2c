extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element arriving.
    ///
    /// Completion flushes the pending element first, in the same tick; an error drops it.
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override var operatorName: String { "debounce" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Debounce<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    // Each element gets a new id; a timer only emits if its element is still the latest.
    @exclusivity(unchecked) private var latestID: UInt64 = 0
    @exclusivity(unchecked) private var pending: Element?

    init(parent: Debounce<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked { onLocked(event) }
    }

    private func onLocked(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            latestID &+= 1
            let id = latestID
            pending = element
            let scheduled = SingleAssignmentDisposable()
            timer.disposable = scheduled
            scheduled.setDisposable(
                parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { id in
                    self.lock.performLocked { self.timerFired(id) }
                    return Disposables.create()
                })
        case .error:
            pending = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let element = pending {
                pending = nil
                forwardOn(.next(element))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    private func timerFired(_ id: UInt64) {
        guard let element = pending, id == latestID else { return }
        pending = nil
        forwardOn(.next(element))
    }
}
