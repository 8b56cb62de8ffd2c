import Foundation

extension ObservableType {
    /// Shifts every element and the completion forward in time by `dueTime`; errors are not delayed.
    ///
    /// An error is forwarded the moment it arrives and discards the elements still in flight.
    /// The source subscription is released as soon as the source stops.
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Delay<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override var operatorName: String { "delay" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DelaySink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Delay<Element>
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let drain = SerialDisposable()

    /// Events waiting for their due time, with the time each arrived.
    @exclusivity(unchecked) private var queue: [(arrival: Date, event: Event<Element>)] = []
    @exclusivity(unchecked) private var queueHead = 0
    /// A drain is scheduled or running.
    @exclusivity(unchecked) private var active = false
    /// The drain loop is delivering right now (an error must then be left to it).
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var errorEvent: Event<Element>?

    init(parent: Delay<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        return Disposables.create(sourceSubscription, drain)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        switch event {
        case .error:
            let sendNow: Bool = lock.performLocked {
                queue = []
                queueHead = 0
                errorEvent = event
                return !running
            }
            if sendNow {
                forwardOn(event)
                dispose()
            }
        case .next, .completed:
            let startDrain: Bool = lock.performLocked {
                queue.append((parent.scheduler.now, event))
                defer { active = true }
                return !active
            }
            if startDrain {
                drain.disposable = parent.scheduler.scheduleRecursive((), dueTime: parent.dueTime) { _, reschedule in
                    self.drainQueue(reschedule)
                }
            }
        }
    }

    /// Delivers the head of the queue, then delivers the rest or reschedules for the next one's due time.
    ///
    /// Only the first event goes out unconditionally: each later one is rescheduled for
    /// `dueTime - (now - arrival)`, which a virtual-time scheduler moves to the next tick when it is 0.
    private func drainQueue(_ reschedule: ((), RxTimeInterval) -> Void) {
        let failed: Bool = lock.performLocked {
            if errorEvent == nil { running = true }
            return errorEvent != nil
        }
        if failed { return }

        var deliveredOne = false
        while true {
            let step: (error: Event<Element>?, now: Event<Element>?, nextArrival: Date?) = lock.performLocked {
                if let errorEvent { return (errorEvent, nil, nil) }
                if !deliveredOne, let event = dequeue() { return (nil, event, nil) }
                if deliveredOne, queueHead < queue.count {
                    running = false
                    return (nil, nil, queue[queueHead].arrival)
                }
                running = false
                active = false
                return (nil, nil, nil)
            }
            if let error = step.error {
                forwardOn(error)
                dispose()
                return
            }
            if let event = step.now {
                deliveredOne = true
                forwardOn(event)
                if event.isCompleted {
                    dispose()
                    return
                }
                continue
            }
            if let arrival = step.nextArrival {
                reschedule((), parent.dueTime.remaining(afterSpanFrom: arrival, to: parent.scheduler.now))
            }
            return
        }
    }

    private func dequeue() -> Event<Element>? {
        guard queueHead < queue.count else { return nil }
        let event = queue[queueHead].event
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return event
    }
}
