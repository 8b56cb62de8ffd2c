import Dispatch
import Foundation

/// The shared machinery of the dispatch-queue schedulers: async blocks, one-shot and repeating timers, each counted in
/// `PendingDispatchWork` until it has run or been cancelled.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        PendingDispatchWork.begin()
        queue.async {
            defer { PendingDispatchWork.end() }
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let compositeDisposable = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        var timerReference: DispatchSourceTimer? = timer
        PendingDispatchWork.begin()
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
            PendingDispatchWork.end()
        }
        timer.setEventHandler {
            if compositeDisposable.isDisposed { return }
            _ = compositeDisposable.insert(action(state))
            cancelTimer.dispose()
        }
        timer.resume()
        _ = compositeDisposable.insert(cancelTimer)
        return compositeDisposable
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        var timerState = state
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period, leeway: leeway)
        var timerReference: DispatchSourceTimer? = timer
        PendingDispatchWork.begin()
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
            PendingDispatchWork.end()
        }
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            timerState = action(timerState)
        }
        timer.resume()
        return cancelTimer
    }
}
