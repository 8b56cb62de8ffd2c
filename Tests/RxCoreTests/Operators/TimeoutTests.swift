import XCTest
import RxCore
import RxTest

final class TimeoutTests: RxTestCase {
    /// RxSwift `testTimeout_Duetime_Timeout_Exact`: an element due in the same tick as the timer wins.
    func testTimeout_ElementAtExactDueTimeWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            next(10, 42), next(20, 43), next(50, 44), next(60, 45),
            completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 42), next(220, 43), next(250, 44), next(260, 45), completed(270)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 270)])
    }

    /// RxSwift `testTimeout_Duetime_Timeout`.
    func testTimeout_FailsWithRxErrorTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            next(10, 42), next(20, 43), next(50, 44), next(60, 45),
            completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 42), next(220, 43), error(245, RxError.timeout)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 245)])
    }

    /// RxSwift `testTimeout_TimeoutOccurs_2`.
    func testTimeout_SwitchesToOtherAfterSomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 1), next(130, 2), next(240, 3), next(310, 4),
            next(430, 5), completed(500),
        ])
        let ys = scheduler.createColdObservable([next(50, -1), next(200, -2), next(310, -3), completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEvents(
            res.events,
            [
                next(240, 3), next(310, 4), next(460, -1), next(610, -2), next(720, -3),
                completed(730),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(410, 730)])
    }

    /// RxSwift `testTimeout_TimeoutOccurs_Never`.
    func testTimeout_OtherNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 1), next(130, 2), next(240, 3), next(310, 4),
            next(430, 5), completed(500),
        ])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(240, 3), next(310, 4)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(410, 1000)])
    }

    /// RxSwift `testTimeout_TimeoutNotOccurs_Error`.
    func testTimeout_SourceErrorBeforeTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([error(250, testError, Int.self)])
        let ys = scheduler.createColdObservable([next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEvents(res.events, [error(250, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertSubscriptions(ys.subscriptions, [])
    }

    func testTimeout_ZeroFiresOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1)])
        let res = scheduler.start { xs.timeout(.seconds(0), scheduler: scheduler) }
        XCTAssertEvents(res.events, [error(201, RxError.timeout)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 201)])
    }

    func testTimeoutReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).timeout(.seconds(100), other: Observable.empty(), scheduler: scheduler)
            .subscribe()
        scheduler.start()
    }

    func testTimeoutReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).timeout(.seconds(100), other: Observable.empty(), scheduler: scheduler)
            .subscribe(onError: { _ in })
        scheduler.start()
    }

    func testTimeout_RealScheduler_NeverTimesOut() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.timeout")
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = Observable<Int>.never().timeout(.milliseconds(5), scheduler: scheduler)
            .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.error(RxError.timeout)])
    }
}
