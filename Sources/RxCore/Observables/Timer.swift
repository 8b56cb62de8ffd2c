/// The integer types `interval` and `timer` can count with (RxSwift's name for `FixedWidthInteger`).
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … one `period` apart, the first one `period` after subscription; never completes.
    ///
    /// Values wrap around (`&+`) at the top of the element type.
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: period, period: period, scheduler: scheduler, name: "interval")
    }

    /// Emits 0 after `dueTime`; without a `period` it then completes, with one it emits 1, 2, … every `period`.
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler, name: "timer")
    }
}

// Private so it does not shadow `Foundation.Timer` elsewhere in the module.
private final class Timer<Element: RxAbstractInteger>: Producer<Element> {
    let scheduler: SchedulerType
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?
    private let name: String

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType, name: String) {
        self.scheduler = scheduler
        self.dueTime = dueTime
        self.period = period
        self.name = name
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        if let period {
            let sink = PeriodicTimerSink(observer: observer, cancel: cancel)
            let subscription = sink.run(scheduler: scheduler, dueTime: dueTime, period: period)
            return (sink, subscription)
        }
        let sink = OneShotTimerSink(observer: observer, cancel: cancel)
        let subscription = sink.run(scheduler: scheduler, dueTime: dueTime)
        return (sink, subscription)
    }
}

private final class PeriodicTimerSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: RxAbstractInteger {
    // A concurrent scheduler may run two ticks at once; the lock keeps deliveries serial.
    private let lock = RecursiveLock()

    func run(scheduler: SchedulerType, dueTime: RxTimeInterval, period: RxTimeInterval) -> Disposable {
        scheduler.schedulePeriodic(0 as Observer.Element, startAfter: dueTime, period: period) { value in
            self.lock.performLocked {
                self.forwardOn(.next(value))
                return value &+ 1
            }
        }
    }
}

private final class OneShotTimerSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: RxAbstractInteger {
    func run(scheduler: SchedulerType, dueTime: RxTimeInterval) -> Disposable {
        scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            self.forwardOn(.next(0))
            self.forwardOn(.completed)
            self.dispose()
            return Disposables.create()
        }
    }
}
