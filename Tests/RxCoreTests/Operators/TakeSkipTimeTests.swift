import XCTest
import RxCore
import RxTest

final class TakeSkipTimeTests: RxTestCase {
    // MARK: - take(for:)

    /// RxSwift `testTake_Some`.
    func testTakeFor_Some() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 2), completed(225)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 225)])
    }

    /// RxSwift `testTake_TakeLate`.
    func testTakeFor_SourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 2), completed(230)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    /// RxSwift `testTake_TakeDefault`.
    func testTakeFor_Default() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(210, 1), next(220, 2), next(230, 3), next(240, 4),
            next(250, 5), next(260, 6), completed(270),
        ])
        let res = scheduler.start { xs.take(for: .seconds(35), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 2), next(230, 3), completed(235)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 235)])
    }

    /// An element due in the timer's tick was scheduled first, so it still gets through.
    func testTakeFor_ElementInFinalTickPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(250, 2)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), next(250, 2), completed(250)])
    }

    @available(*, deprecated)
    func testTakeDeprecatedDurationSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2)])
        let res = scheduler.start { xs.take(.seconds(50), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), completed(250)])
    }

    func testTakeTimeReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).take(for: .seconds(35), scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testTakeTimeReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).take(for: .seconds(35), scheduler: scheduler)
            .subscribe(onError: { _ in })
        scheduler.start()
    }

    func testTakeFor_RealScheduler_CompletesAfterDuration() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.takeFor")
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = Observable<Int>.never().take(for: .milliseconds(5), scheduler: scheduler)
            .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.completed])
    }

    // MARK: - skip(_:scheduler:)

    /// RxSwift `testSkip_Zero`: a zero duration opens one tick after subscription.
    func testSkipTime_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 2), completed(230)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    /// RxSwift `testSkip_Never`.
    func testSkipTime_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// An element due in the timer's tick was scheduled first, so it is still skipped.
    func testSkipTime_ElementInOpeningTickIsSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(215, 1), next(216, 2), completed(230)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(216, 2), completed(230)])
    }

    func testSkipTimeReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).skip(.seconds(35), scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testSkipTimeReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).skip(.seconds(35), scheduler: scheduler).subscribe(onError: { _ in })
        scheduler.start()
    }
}
