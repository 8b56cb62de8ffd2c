import Foundation
import Dispatch

/// Absolute time, as RxSwift represents it.
public typealias RxTime = Date
/// A time interval, as RxSwift represents it.
public typealias RxTimeInterval = DispatchTimeInterval

/// Schedules units of work to run now (or as soon as the scheduler gets to them).
public protocol ImmediateSchedulerType {
    /// Schedules `action(state)`; disposing the result cancels it if it has not run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock: work can be scheduled after a delay, or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action(state)` to run after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` after `startAfter` and then every `period`, threading its state through.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action`, which can schedule itself again through the function it is given.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (State, (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursive.schedule(state)
        return Disposables.create(with: recursive.dispose)
    }
}

extension SchedulerType {
    /// Emulates periodic work by rescheduling before each run, as RxSwift's `SchedulePeriodicRecursive` does.
    public func emulatePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = PeriodicEmulation(scheduler: self, state: state, period: period, action: action)
        return periodic.start(after: startAfter)
    }

    /// Schedules `action`, which can schedule itself again after a delay through the function it is given.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void
    )
        -> Disposable
    {
        let composite = CompositeDisposable()
        let lock = RecursiveLock()
        var step: ((State, RxTimeInterval) -> Void)!
        var isDone = false
        step = { state, dueTime in
            var key: CompositeDisposable.DisposeKey?
            var ran = false
            let scheduled = self.scheduleRelative(state, dueTime: dueTime) { state in
                lock.performLocked {
                    ran = true; if let key { composite.remove(for: key) }
                }
                if lock.performLocked({ isDone }) { return Disposables.create() }
                action(state, step)
                return Disposables.create()
            }
            lock.performLocked {
                if !ran { key = composite.insert(scheduled) }
            }
        }
        step(state, dueTime)
        return Disposables.create {
            lock.performLocked {
                isDone = true; step = nil
            }
            composite.dispose()
        }
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    public var seconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in nanoseconds, saturating.
    public var nanosecondsValue: Int {
        switch self {
        case .seconds(let value):
            return value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : value * 1_000_000_000
        case .milliseconds(let value):
            return value.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : value * 1_000_000
        case .microseconds(let value):
            return value.multipliedReportingOverflow(by: 1_000).overflow ? .max : value * 1_000
        case .nanoseconds(let value): return value
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// Builds an interval from seconds, at nanosecond precision: past `Int.max` nanoseconds it is `.never`, below
    /// `Int.min` it is `Int.min` nanoseconds (the fuzzer trapped converting -1e308 s), and NaN is no time.
    public static func fromSeconds(_ seconds: Double) -> DispatchTimeInterval {
        let nanoseconds = (seconds * 1e9).rounded()
        if nanoseconds.isNaN { return .nanoseconds(0) }
        if nanoseconds >= 0x1p63 { return .never }
        if nanoseconds < -0x1p63 { return .nanoseconds(.min) }
        return .nanoseconds(Int(nanoseconds))
    }
}
