import RxCore
import RxTest

// Stand-ins for `timer` and `interval(...).take(n)` on the TestScheduler, for corpus cases whose inner sequences
// use those operators. They schedule exactly as RxSwift's do: relative to the subscription, with a periodic tick
// rescheduling itself before it runs.

/// `Observable<Int>.timer(.seconds(ticks), scheduler:)`: `0` and completion in the same tick.
func emulatedTimer(_ ticks: Int, scheduler: TestScheduler) -> Observable<Int> {
    Observable.create { observer in
        scheduler.scheduleRelative((), dueTime: .seconds(ticks)) { _ in
            observer.onNext(0)
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

/// `Observable<Int64>.interval(.seconds(period), scheduler:).map { _ in value }.take(count)`.
func emulatedIntervalTake(value: Int, period: Int, count: Int, scheduler: TestScheduler) -> Observable<Int> {
    Observable.create { observer in
        let tick = SerialDisposable()
        var emitted = 0
        func scheduleTick() {
            tick.disposable = scheduler.scheduleRelative((), dueTime: .seconds(period)) { _ in
                emitted += 1
                if emitted < count { scheduleTick() }
                observer.onNext(value)
                if emitted == count { observer.onCompleted() }
                return Disposables.create()
            }
        }
        if count == 0 {
            observer.onCompleted()
        } else {
            scheduleTick()
        }
        return tick
    }
}
