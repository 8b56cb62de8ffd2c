import XCTest
import RxCore
import RxTest

final class TakeLastTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+TakeLastTests.swift:testTakeLast_Complete_More`.
    func testTakeLast_Complete_More() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), completed(350),
        ])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEvents(
            res.events,
            [
                next(350, 7), next(350, 1), next(350, -1), next(350, 3), next(350, 8), completed(350),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 350)])
    }

    /// Corpus case `Observable+TakeLastTests.swift:testTakeLast_Complete_Same`.
    func testTakeLast_Complete_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            completed(310),
        ])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEvents(
            res.events,
            [
                next(310, 9), next(310, 13), next(310, 7), next(310, 1), next(310, -1), completed(310),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 310)])
    }

    /// Corpus case `Observable+TakeLastTests.swift:testTakeLast_Error_More`.
    func testTakeLast_Error_More() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 64), error(360, testError),
        ])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEvents(res.events, [error(360, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 360)])
    }

    /// Corpus case `Observable+TakeLastTests.swift:testTakeLast_Error_Same`.
    func testTakeLast_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            error(310, testError),
        ])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEvents(res.events, [error(310, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 310)])
    }

    /// Corpus case `Observable+TakeLastTests.swift:testTakeLast_TakeLast1`.
    func testTakeLast_TakeLast1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), completed(400),
        ])
        let res = scheduler.start { xs.takeLast(3) }
        XCTAssertEvents(res.events, [next(400, 3), next(400, 8), next(400, 11), completed(400)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
    }

    // MARK: - Edge cases

    func testTakeLast_Complete_Less() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), next(220, 3), completed(300)])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEvents(res.events, [next(300, 2), next(300, 3), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), completed(300)])
        let res = scheduler.start { xs.takeLast(0) }
        XCTAssertEvents(res.events, [completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_KeepsOrderAfterWrapping() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 1, count: 8).takeLast(3) }
        XCTAssertEvents(res.events, [next(200, 6), next(200, 7), next(200, 8), completed(200)])
    }

    func testTakeLast_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.takeLast(1) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }
}
