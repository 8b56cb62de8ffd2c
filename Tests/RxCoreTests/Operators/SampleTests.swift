import XCTest
import RxCore
import RxTest

final class SampleTests: RxTestCase {
    private func sampler(_ scheduler: TestScheduler, end: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([next(150, ""), next(210, "bar"), next(250, "foo"), next(260, "qux"), end])
    }

    /// RxSwift `testSample_Sampler_Simple1`.
    func testSample_Simple1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(220, 2), next(240, 3), next(290, 4),
            next(300, 5), next(310, 6), completed(400),
        ])
        let ys = scheduler.createHotObservable([
            next(150, ""), next(210, "bar"), next(250, "foo"),
            next(260, "qux"), next(320, "baz"), completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEvents(res.events, [next(250, 3), next(320, 6), completed(500)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 500)])
    }

    /// RxSwift `testSample_Sampler_SamplerThrows`.
    func testSample_SamplerErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(220, 2), next(240, 3), next(290, 4),
            next(300, 5), next(310, 6), completed(400),
        ])
        let ys = sampler(scheduler, end: error(320, testError))
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEvents(res.events, [next(250, 3), error(320, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 320)])
    }

    /// The same element is never sampled twice: without a default value, an empty interval emits nothing.
    func testSample_NoNewElementEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(220, 1)])
        let ys = scheduler.createHotObservable([next(230, 0), next(240, 0), next(250, 0)])
        let res = scheduler.start { xs.sample(ys) }
        XCTAssertEvents(res.events, [next(230, 1)])
    }

    func testSample_DisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(220, 1), next(260, 2)])
        let ys = scheduler.createHotObservable([next(230, 0), next(270, 0)])
        let res = scheduler.start(disposed: 265) { xs.sample(ys) }
        XCTAssertEvents(res.events, [next(230, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 265)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 265)])
    }

    func testSampleReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).sample(Observable<Int>.timer(.seconds(1), scheduler: scheduler)).subscribe()
        scheduler.start()
    }

    func testSampleReleasesResourcesOnError() {
        _ = Observable<Int>.error(testError).sample(Observable<Int>.never()).subscribe(onError: { _ in })
    }

    func testSample_RealScheduler_IntervalSamplerPicksLatest() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.sample")
        let recorder = ThreadSafeRecorder<Int>(self)
        // The source has completed before the first tick, so that tick samples 3 and completes.
        let subscription = Observable.of(1, 2, 3)
            .sample(Observable<Int>.interval(.milliseconds(5), scheduler: scheduler))
            .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(3), .completed])
    }
}
