import Foundation
import RxCore

/// The virtual stand-in for `MainScheduler.instance`: like RxSwift's, `schedule` runs the action at once when
/// called on main (top-level code, or work of the `main` view) with nothing of its own still queued, and
/// otherwise queues it on the `main` view of the virtual clock. Timers go to the view unchanged.
///
/// Without this, `observe(on: main)` in virtual time would deliver every event a step late, so output
/// printed around it would come in another order than the same script gives on real time.
final class VirtualMainScheduler: SchedulerType, @unchecked Sendable {
    private let base: VirtualTimeScheduler
    private let view: SchedulerType
    private let lock = NSLock()
    /// Actions scheduled through `schedule` that have not finished, as RxSwift's `numberEnqueued`.
    private var enqueued = 0

    init(base: VirtualTimeScheduler) {
        self.base = base
        self.view = base.view(named: "main")
    }

    var now: RxTime { view.now }

    private var isOnMain: Bool { base.runningLabel == nil || base.runningLabel == "main" }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previous: Int = lock.withLock {
            defer { enqueued += 1 }
            return enqueued
        }
        if previous == 0 && isOnMain {
            let disposable = action(state)
            lock.withLock { enqueued -= 1 }
            return disposable
        }
        // As on a dispatch queue, a cancelled action still takes its turn (and so still leaves the count).
        let cancel = SingleAssignmentDisposable()
        _ = view.schedule(()) { [self] _ in
            defer { lock.withLock { enqueued -= 1 } }
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            return Disposables.create()
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        view.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        view.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
