import Foundation

extension ObservableType {
    /// Emits an element, then at most one more per `dueTime` window measured from the last element emitted.
    ///
    /// With `latest: true` the newest element that arrived inside the window is emitted when the window ends
    /// (at `lastSent + dueTime`), and a completion waits for it; with `latest: false` such elements are dropped.
    /// An error drops any pending element.
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

final class Throttle<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override var operatorName: String { "throttle" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink, subscription)
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Throttle<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var pending: Element?
    @exclusivity(unchecked) private var lastSentTime: Date?
    @exclusivity(unchecked) private var completedWhilePending = false

    init(parent: Throttle<Element>, observer: Observer, cancel: Cancelable) {
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
            // Before anything was sent the window is open: the first element goes straight through.
            let remaining =
                lastSentTime.map { parent.dueTime.remaining(afterSpanFrom: $0, to: parent.scheduler.now) }
                ?? .nanoseconds(0)
            if remaining.isNow {
                sendNow(element)
                return
            }
            if !parent.latest { return }
            let timerRunning = pending != nil
            pending = element
            if timerRunning { return }
            let scheduled = SingleAssignmentDisposable()
            timer.disposable = scheduled
            scheduled.setDisposable(
                parent.scheduler.scheduleRelative((), dueTime: remaining) { _ in
                    self.lock.performLocked { self.windowEnded() }
                    return Disposables.create()
                })
        case .error:
            pending = nil
            forwardOn(event)
            dispose()
        case .completed:
            if pending != nil {
                completedWhilePending = true
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func sendNow(_ element: Element) {
        pending = nil
        forwardOn(.next(element))
        // Taken after delivery, as RxSwift does, so slow observers get a full window afterwards.
        lastSentTime = parent.scheduler.now
    }

    private func windowEnded() {
        if let element = pending {
            sendNow(element)
        }
        if completedWhilePending {
            forwardOn(.completed)
            dispose()
        }
    }
}
