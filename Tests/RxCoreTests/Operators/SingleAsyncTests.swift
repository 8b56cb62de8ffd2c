import XCTest
import RxCore
import RxTest

final class SingleAsyncTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+SingleTests.swift:testSinglePredicate_Empty`.
    func testSinglePredicate_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250)])
        let res = scheduler.start { xs.single { e in e % 2 == 1 } }
        XCTAssertEvents(res.events, [error(250, RxError.noElements)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+SingleTests.swift:testSinglePredicate_Error`.
    func testSinglePredicate_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(210, testError)])
        let res = scheduler.start { xs.single { e in e % 2 == 1 } }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `Observable+SingleTests.swift:testSinglePredicate_One`.
    func testSinglePredicate_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        let res = scheduler.start { xs.single { e in e == 4 } }
        XCTAssertEvents(res.events, [next(230, 4), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+SingleTests.swift:testSingle_Many`.
    func testSingle_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), next(220, 3), completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEvents(res.events, [next(210, 2), error(220, RxError.moreThanOneElement)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    /// Corpus case `Observable+SingleTests.swift:testSingle_One`.
    func testSingle_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), completed(250)])
        let res = scheduler.start { xs.single() }
        XCTAssertEvents(res.events, [next(210, 2), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Edge cases

    func testSingle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250, Int.self)])
        let res = scheduler.start { xs.single() }
        XCTAssertEvents(res.events, [error(250, RxError.noElements)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingle_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(210, testError, Int.self)])
        let res = scheduler.start { xs.single() }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSinglePredicate_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(250)])
        let res = scheduler.start { xs.single { $0 % 2 == 1 } }
        XCTAssertEvents(res.events, [next(210, 1), error(230, RxError.moreThanOneElement)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSinglePredicate_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start {
            xs.single { x -> Bool in
                if x == 2 { throw testError }
                return true
            }
        }
        XCTAssertEvents(res.events, [next(210, 1), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }
}
