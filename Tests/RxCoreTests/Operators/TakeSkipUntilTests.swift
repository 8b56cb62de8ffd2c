import XCTest
import RxCore
import RxTest

final class TakeSkipUntilTests: RxTestCase {
    // MARK: - take(until:)

    func testTakeUntil_SubscribesOtherFirst() {
        let log = LifecycleLog()
        let subscription = log.silent("source").take(until: log.silent("other")).subscribe()
        subscription.dispose()
        XCTAssertEqual(log.entries, ["subscribe other", "subscribe source", "dispose source", "dispose other"])
    }

    func testTakeUntil_OtherCompletionOnlyStopsListening() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([next(210, 1), next(240, 2), completed(250)])
        let r = scheduler.createHotObservable([completed(220, String.self)])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEvents(res.events, [next(210, 1), next(240, 2), completed(250)])
        XCTAssertSubscriptions(r.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntil_OtherOfAnotherElementTypeCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([next(210, 1), next(240, 2), completed(250)])
        let r = scheduler.createHotObservable([next(230, "stop")])
        let res = scheduler.start { l.take(until: r) }
        XCTAssertEvents(res.events, [next(210, 1), completed(230)])
        XCTAssertSubscriptions(l.subscriptions, [Subscription(200, 230)])
        XCTAssertSubscriptions(r.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntil_DisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([next(210, 1), next(260, 2)])
        let r = scheduler.createHotObservable([next(270, 0)])
        let res = scheduler.start(disposed: 250) { l.take(until: r) }
        XCTAssertEvents(res.events, [next(210, 1)])
        XCTAssertSubscriptions(l.subscriptions, [Subscription(200, 250)])
        XCTAssertSubscriptions(r.subscriptions, [Subscription(200, 250)])
    }

    @available(*, deprecated)
    func testTakeUntil_DeprecatedSpelling() {
        var received: [Int] = []
        _ = Observable.of(1, 2).takeUntil(Observable<Int>.never()).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        var stopped: [Event<Int>] = []
        _ = Observable.of(1, 2).takeUntil(Observable.just(0)).subscribe { stopped.append($0) }
        XCTAssertEqual(stopped, [.completed])
    }

    // MARK: - skip(until:)

    func testSkipUntil_ForwardsAfterOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([next(210, 1), next(230, 2), next(240, 3), completed(250)])
        let r = scheduler.createHotObservable([next(220, "go"), next(235, "again")])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEvents(res.events, [next(230, 2), next(240, 3), completed(250)])
        XCTAssertSubscriptions(l.subscriptions, [Subscription(200, 250)])
        XCTAssertSubscriptions(r.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntil_SourceCompletingFirstEndsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([next(210, 1), completed(220)])
        let r = scheduler.createHotObservable([next(230, 0)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(r.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntil_OtherCompletingWithoutElementsKeepsSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([next(230, 1), completed(300)])
        let r = scheduler.createHotObservable([completed(210, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(l.subscriptions, [Subscription(200, 300)])
        XCTAssertSubscriptions(r.subscriptions, [Subscription(200, 210)])
    }

    @available(*, deprecated)
    func testSkipUntil_DeprecatedSpelling() {
        var received: [Int] = []
        _ = Observable.of(1, 2).skipUntil(Observable.just(0)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }
}
