import XCTest
import RxCore
import RxTest

final class ToArrayTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+ToArrayTests.swift:test_ToArrayWithImmediateError_Throw`.
    func test_ToArrayWithImmediateError_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([error(10, testError, Int.self)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `Observable+ToArrayTests.swift:test_ToArrayWithMultipleItems_Return`.
    func test_ToArrayWithMultipleItems_Return() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            next(10, 1), next(20, 2), next(30, 3), next(40, 4), completed(50),
        ])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEvents(res.events, [next(250, [1, 2, 3, 4]), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ToArrayTests.swift:test_ToArrayWithMultipleItems_Throw`.
    func test_ToArrayWithMultipleItems_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            next(10, 1), next(20, 2), next(30, 3), next(40, 4), error(50, testError),
        ])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEvents(res.events, [error(250, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ToArrayTests.swift:test_ToArrayWithNoItems_Empty`.
    func test_ToArrayWithNoItems_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([completed(50, Int.self)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEvents(res.events, [next(250, []), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Edge cases

    func testToArray_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.toArray() }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArray_Synchronous() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).toArray() }
        XCTAssertEvents(res.events, [next(200, [1, 2, 3]), completed(200)])
    }
}
