import XCTest
import RxCore
import RxTest

final class ThrottleTests: RxTestCase {
    private func standardSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            next(150, 1), next(210, 2), next(250, 3), next(310, 4),
            next(350, 5), next(410, 6), next(450, 7),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    // MARK: - latest: true

    /// RxSwift `test_ThrottleTimeSpan_Completed`: completion waits for the pending 7 at 610.
    func testThrottle_CompletionWaitsForPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler, end: completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 2), next(410, 6), next(610, 7), completed(610)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottle_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testThrottle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 0), completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEvents(res.events, [completed(500)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    /// The window is measured from the last element *emitted* (210), not from the dropped 3 at 250.
    func testThrottle_WindowMeasuredFromLastEmission() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(250, 2), next(300, 3), completed(400)])
        let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), next(310, 3), completed(400)])
    }

    func testThrottle_ErrorDropsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), error(230, testError)])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertFalse(scheduler.hasPendingWork)
    }

    func testThrottleLatestReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).throttle(.seconds(0), latest: true, scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testThrottleLatestReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).throttle(.seconds(0), latest: true, scheduler: scheduler).subscribe()
        scheduler.start()
    }

    // MARK: - latest: false

    /// RxSwift `test_ThrottleTimeSpan_NotLatest_Completed`.
    func testThrottleNotLatest_Completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler, end: completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 2), next(410, 6), completed(500)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleNotLatest_CompletionIsNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        let res = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), completed(230)])
    }

    func testThrottleNotLatestReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).throttle(.seconds(0), latest: false, scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testThrottleNotLatestReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).throttle(.seconds(0), latest: false, scheduler: scheduler).subscribe()
        scheduler.start()
    }

    /// RxSwift rounds what is left of the window in the due time's own unit (ReactiveX/RxSwift#2098):
    /// with `.seconds(1)`, 0.6 s after an emission leaves 0.4 s, which rounds to 0, so the element passes;
    /// `.milliseconds(1000)` leaves 400 ms and drops it. Ticks here are 0.1 s.
    func testThrottle_RemainingWindowRoundsInDueTimeUnit() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([next(210, 1), next(216, 2), completed(300)])
        let seconds = scheduler.start { xs.throttle(.seconds(1), latest: false, scheduler: scheduler) }
        XCTAssertEvents(seconds.events, [next(210, 1), next(216, 2), completed(300)])

        let msScheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let ys = msScheduler.createHotObservable([next(210, 1), next(216, 2), completed(300)])
        let milliseconds = msScheduler.start {
            ys.throttle(.milliseconds(1000), latest: false, scheduler: msScheduler)
        }
        XCTAssertEvents(milliseconds.events, [next(210, 1), completed(300)])
    }

    // MARK: - Real schedulers (values only)

    func testThrottle_RealScheduler_LatestEmitsTrailingElementBeforeCompleting() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = Observable.from([0, 1]).throttle(.milliseconds(20), scheduler: scheduler)
            .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(0), .next(1), .completed])
    }

    func testThrottle_RealScheduler_NotLatestDropsSecondElement() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = Observable.from([0, 1]).throttle(.seconds(2), latest: false, scheduler: scheduler)
            .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(0), .completed])
    }
}
