import XCTest
import RxCore
import RxTest

final class DebounceTests: RxTestCase {
    func testDebounce_ZeroDueTimeEmitsOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(211, 1), next(221, 2), completed(230)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    /// An element arriving in the same tick as the previous element's timer wins: the hot event was
    /// scheduled first, so the timer finds it is no longer the latest.
    func testDebounce_ElementInTimerTickRestartsWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(250, 2), completed(300)])
    }

    func testDebounce_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDebounce_DisposeCancelsPendingTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1)])
        let res = scheduler.start(disposed: 220) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertEqual(scheduler.clock, 220, "the cancelled timer at 230 must not run")
    }

    func testDebounceReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).debounce(.seconds(0), scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testDebounceReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).debounce(.seconds(0), scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testDebounce_RealScheduler_CompletionFlushesLatest() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = Observable.of(1, 2, 3).debounce(.seconds(2), scheduler: scheduler).subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(3), .completed])
    }

    func testDebounce_RealScheduler_QuietPeriodEmits() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.debounce")
        let source = ManualSource<Int>()
        let emitted = expectation(description: "debounced element")
        var values: [Int] = []
        let subscription = source.debounce(.milliseconds(10), scheduler: scheduler).subscribe(onNext: { value in
            values.append(value)
            emitted.fulfill()
        })
        source.on(.next(1))
        source.on(.next(2))
        wait(for: [emitted], timeout: 5)
        subscription.dispose()
        scheduler.queue.sync {}
        XCTAssertEqual(values, [2])
    }
}
