import XCTest
import RxCore
import RxTest

final class DelayTests: RxTestCase {
    private func standardSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([next(150, 1), next(250, 2), next(350, 3), next(450, 4), completed(550)])
    }

    /// RxSwift `testDelay_TimeSpan_Simple1`.
    func testDelay_Simple1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(350, 2), next(450, 3), next(550, 4), completed(650)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 550)])
    }

    /// RxSwift `testDelay_TimeSpan_Completed`.
    func testDelay_CompletedAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEvents(res.events, [completed(400)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// RxSwift `testDelay_TimeSpan_Positive`: every event after subscription shifted by 42.
    func testDelay_Positive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = standardSource(scheduler)
        let res = scheduler.start { xs.delay(.seconds(42), scheduler: scheduler) }
        let expected = xs.recordedEvents.map { Recorded(time: $0.time + 42, value: $0.value) }.filter { $0.time > 200 }
        XCTAssertEvents(res.events, expected)
    }

    /// Events closer together than the delay keep their spacing: each is rescheduled for its own due time.
    func testDelay_DenseEventsKeepSpacing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(225, 3), completed(240)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(260, 1), next(270, 2), next(275, 3), completed(290)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 240)])
    }

    /// Only the first queued event goes out when the drain runs; a second event that arrived in the same
    /// tick is rescheduled with a remaining delay of 0, which virtual time moves to the next tick.
    func testDelay_SameTickEventsSecondOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(250, 1), next(250, 2), completed(400)])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(300, 1), next(301, 2), completed(450)])
    }

    func testDelay_DisposeDropsInFlightElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(250, 1), next(260, 2), completed(400)])
        let res = scheduler.start(disposed: 320) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 320)])
    }

    func testDelayReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).delay(.seconds(100), scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testDelayReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).delay(.seconds(100), scheduler: scheduler)
            .subscribe(onError: { _ in })
        scheduler.start()
    }

    // MARK: - Real schedulers (values only)

    func testDelay_RealScheduler_DeliversAllInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let source = ManualSource<Int>()
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = source.delay(.milliseconds(10), scheduler: scheduler).subscribe(recorder.on)
        DispatchQueue.global().async {
            for value in 1...20 { source.on(.next(value)) }
            source.on(.completed)
        }
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, (1...20).map { .next($0) } + [.completed])
    }

    func testDelay_RealScheduler_ErrorIsNotDelayed() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.delay")
        let source = ManualSource<Int>()
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = source.delay(.seconds(5), scheduler: scheduler).subscribe(recorder.on)
        source.on(.next(1))
        source.on(.error(testError))
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.error(testError)])
    }
}
