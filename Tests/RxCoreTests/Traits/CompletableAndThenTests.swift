import XCTest
import RxCore
import RxTest

/// `andThen`, against RxSwift's `Completable+AndThen.swift` tests: the second sequence is subscribed only
/// when the completable completes, and the first subscription is released before it.
final class CompletableAndThenTests: RxTestCase {
    func testEmptyThenCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let second: TestableObservable<Never> = scheduler.createHotObservable([completed(290)])
        let res = scheduler.start { Completable.empty().andThen(second.asCompletable()) }
        XCTAssertEvents(res.events, [completed(290, Never.self)])
        XCTAssertSubscriptions(second.subscriptions, [Subscription(200, 290)])
    }

    func testCompletedThenCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let second: TestableObservable<Never> = scheduler.createHotObservable([completed(290)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()) }
        XCTAssertEvents(res.events, [completed(290, Never.self)])
        XCTAssertSubscriptions(first.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(second.subscriptions, [Subscription(210, 290)])
    }

    func testErrorSkipsTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Never> = scheduler.createHotObservable([error(210, testError)])
        let second: TestableObservable<Never> = scheduler.createHotObservable([completed(290)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()) }
        XCTAssertEvents(res.events, [error(210, testError, Never.self)])
        XCTAssertSubscriptions(first.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(second.subscriptions, [])
    }

    func testCompletedThenError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let second: TestableObservable<Never> = scheduler.createHotObservable([error(290, testError)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()) }
        XCTAssertEvents(res.events, [error(290, testError, Never.self)])
        XCTAssertSubscriptions(second.subscriptions, [Subscription(210, 290)])
    }

    func testCompletedThenSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let second = scheduler.createHotObservable([next(290, 1), completed(310)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEvents(res.events, [next(310, 1), completed(310)])
        XCTAssertSubscriptions(first.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(second.subscriptions, [Subscription(210, 310)])
    }

    func testCompletedThenMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let second = scheduler.createHotObservable([completed(290, Int.self)])
        let res = scheduler.start { first.asCompletable().andThen(second.asMaybe()) }
        XCTAssertEvents(res.events, [completed(290, Int.self)])
        XCTAssertSubscriptions(second.subscriptions, [Subscription(210, 290)])
    }

    func testCompletedThenObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let second = scheduler.createHotObservable([next(205, 0), next(220, 1), next(230, 2), completed(290)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEvents(res.events, [next(220, 1), next(230, 2), completed(290)])
        XCTAssertSubscriptions(second.subscriptions, [Subscription(210, 290)])
    }

    func testDisposingStopsTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let second = scheduler.createHotObservable([next(220, 1), completed(400)])
        let res = scheduler.start(disposed: 300) { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEvents(res.events, [next(220, 1)])
        XCTAssertSubscriptions(second.subscriptions, [Subscription(210, 300)])
    }
}
