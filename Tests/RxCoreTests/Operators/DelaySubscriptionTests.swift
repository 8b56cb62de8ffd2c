import XCTest
import RxCore
import RxTest

final class DelaySubscriptionTests: RxTestCase {
    func testDelaySubscription_HotSourceMissesEarlierEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(240, 2), completed(250)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(240, 2), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(230, 250)])
    }

    func testDelaySubscription_DisposedBeforeDueTimeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [])
    }

    func testDelaySubscription_ZeroSubscribesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(0, 1), completed(5)])
        let res = scheduler.start { xs.delaySubscription(.seconds(0), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 1), completed(206)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(201, 206)])
    }

    func testDelaySubscriptionReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).delaySubscription(.seconds(35), scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testDelaySubscriptionReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).delaySubscription(.seconds(35), scheduler: scheduler)
            .subscribe(onError: { _ in })
        scheduler.start()
    }

    func testDelaySubscription_RealScheduler_SubscribesOnSchedulerQueue() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.delaySubscription")
        let marker = QueueMarker(scheduler.queue, name: "delaySubscription")
        var subscribedOnQueue = false
        let recorder = ThreadSafeRecorder<Int>(self)
        let source = Observable<Int>.create { observer in
            subscribedOnQueue = marker.isCurrent
            observer.onNext(7)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.delaySubscription(.milliseconds(5), scheduler: scheduler).subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(7), .completed])
        XCTAssertTrue(subscribedOnQueue)
    }
}
