extension ObservableType {
    /// Fails with `RxError.timeout` if the source does not produce an element within `dueTime` of the
    /// subscription or of the previous element.
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(
            source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout),
            scheduler: scheduler)
    }

    /// Switches to `other` if the source does not produce an element within `dueTime` of the subscription
    /// or of the previous element.
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout<Source: ObservableType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    )
        -> Observable<Element> where Source.Element == Element
    {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

final class Timeout<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override var operatorName: String { "timeout" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Timeout<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    /// The source's subscription, replaced by `other`'s when the timer wins.
    private let subscription = SerialDisposable()
    // Every source event bumps the id, so a timer armed before it knows it lost.
    private var id = 0
    private var switched = false

    init(parent: Timeout<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        armTimer()
        original.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        let sourceWins: Bool = lock.performLocked {
            if switched { return false }
            id &+= 1
            return true
        }
        guard sourceWins else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        } else {
            armTimer()
        }
    }

    private func armTimer() {
        if timer.isDisposed { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        let armedID = lock.performLocked { id }
        scheduled.setDisposable(
            parent.scheduler.scheduleRelative(armedID, dueTime: parent.dueTime) { armedID in
                let timerWins: Bool = self.lock.performLocked {
                    self.switched = armedID == self.id
                    return self.switched
                }
                if timerWins {
                    self.subscription.disposable = self.parent.other.subscribe(TimeoutOtherObserver(sink: self))
                }
                return Disposables.create()
            })
    }

    /// Forwards `other`'s events straight through; its terminal event ends the whole subscription.
    fileprivate func forwardOther(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

private struct TimeoutOtherObserver<Observer: ObserverType>: ObserverType, TraceLinked {
    let sink: TimeoutSink<Observer>

    func on(_ event: Event<Observer.Element>) { sink.forwardOther(event) }

    var traceStage: TraceStage? { sink.traceStage }
}
