import XCTest
import RxCore
import RxTest

final class SubscribeOnTests: RxTestCase {
    /// RxSwift `testSubscribeOn_SchedulerSleep`: subscription and disposal each take one scheduling step.
    func testSubscribeOn_SubscribesAndDisposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt = 0
        var disposedAt = 0
        let xs = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)
    }

    /// RxSwift `testSubscribeOn_SchedulerCompleted`.
    func testSubscribeOn_CompletedSourceReleasedOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([completed(300, Int.self)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEvents(res.events, [completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOn_DisposedBeforeScheduledSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [])
    }

    @available(*, deprecated)
    func testSubscribeOnDeprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(220)])
        let res = scheduler.start { xs.subscribeOn(scheduler) }
        XCTAssertEvents(res.events, [next(210, 1), completed(220)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(201, 221)])
    }

    func testSubscribeOnSerialReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).subscribe(on: scheduler).subscribe()
        scheduler.start()
    }

    func testSubscribeOnSerialReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).subscribe(on: scheduler).subscribe(onError: { _ in })
        scheduler.start()
    }

    func testSubscribeOn_RealScheduler_SubscribesAndDisposesOnQueue() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.subscribeOn")
        let marker = QueueMarker(scheduler.queue, name: "subscribeOn")
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        var subscribedOnQueue = false
        var disposedOnQueue = false
        let source = Observable<Int>.create { _ in
            subscribedOnQueue = marker.isCurrent
            subscribed.fulfill()
            return Disposables.create {
                disposedOnQueue = marker.isCurrent
                disposed.fulfill()
            }
        }
        let subscription = source.subscribe(on: scheduler).subscribe()
        wait(for: [subscribed], timeout: 5)
        subscription.dispose()
        wait(for: [disposed], timeout: 5)
        XCTAssertTrue(subscribedOnQueue)
        XCTAssertTrue(disposedOnQueue)
    }
}
