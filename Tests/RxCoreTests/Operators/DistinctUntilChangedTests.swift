import XCTest
import RxCore
import RxTest

final class DistinctUntilChangedTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+DistinctUntilChangedTests.swift:testDistinctUntilChanged_allChanges`.
    func testDistinctUntilChanged_allChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 } }
        XCTAssertEvents(res.events, [next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+DistinctUntilChangedTests.swift:testDistinctUntilChanged_comparerThrows`.
    func testDistinctUntilChanged_comparerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), next(220, 3), completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged {
                $0
            } comparer: { _, _ in
                throw testError
            }
        }
        XCTAssertEvents(res.events, [next(210, 2), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    /// Corpus case `Observable+DistinctUntilChangedTests.swift:testDistinctUntilChanged_keySelectorThrows`.
    func testDistinctUntilChanged_keySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), next(220, 3), completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ -> Bool in throw testError } }
        XCTAssertEvents(res.events, [next(210, 2), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    /// Corpus case `Observable+DistinctUntilChangedTests.swift:testDistinctUntilChanged_keySelector_Div2`.
    func testDistinctUntilChanged_keySelector_Div2() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 4), next(230, 3), next(240, 5), completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        XCTAssertEvents(res.events, [next(210, 2), next(230, 3), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+DistinctUntilChangedTests.swift:testDistinctUntilChanged_someChanges`.
    func testDistinctUntilChanged_someChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(215, 3), next(220, 3), next(225, 2), next(230, 2), next(230, 1),
            next(240, 2), completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 } }
        XCTAssertEvents(
            res.events,
            [
                next(210, 2), next(215, 3), next(225, 2), next(230, 1), next(240, 2), completed(250),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Edge cases

    func testDistinctUntilChanged_Equatable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(210, 1), next(220, 1), next(230, 2), next(240, 2), next(250, 1), completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEvents(res.events, [next(210, 1), next(230, 2), next(250, 1), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDistinctUntilChanged_ComparesWithLastEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), next(240, 4), completed(300)])
        var comparisons: [[Int]] = []
        let res = scheduler.start {
            xs.distinctUntilChanged { (last: Int, new: Int) -> Bool in
                comparisons.append([last, new])
                return abs(last - new) <= 1
            }
        }
        XCTAssertEvents(res.events, [next(210, 1), next(230, 3), completed(300)])
        XCTAssertEqual(comparisons, [[1, 2], [1, 3], [3, 4]])
    }

    func testDistinctUntilChanged_KeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, "a"), next(220, "b"), next(230, "cc"), completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.count) }
        XCTAssertEvents(res.events, [next(210, "a"), next(230, "cc"), completed(300)])
    }

    func testDistinctUntilChanged_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 1), error(230, testError)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEvents(res.events, [next(210, 1), error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }
}
