import XCTest
import RxCore
import RxTest

final class DefaultIfEmptyTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+DefaultIfEmpty.swift:testDefaultIfEmpty_Never`.
    func testDefaultIfEmpty_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(0, 0)])
        let defaultValue = 42
        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// Corpus case `Observable+DefaultIfEmpty.swift:testDefaultIfEmpty_Source_Errors`.
    func testDefaultIfEmpty_Source_Errors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([error(201, testError, Int.self)])
        let defaultValue = 1
        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }
        XCTAssertEvents(res.events, [error(201, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 201)])
    }

    // MARK: - Edge cases

    func testDefaultIfEmpty_Source_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([completed(250, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEvents(res.events, [next(250, 42), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDefaultIfEmpty_Source_NotEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEvents(res.events, [next(210, 1), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }
}
