import XCTest
import RxCore
import RxTest

final class MapCorpusTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `generated:map_filter_chain`.
    func testGenerated_map_filter_chain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.map { $0 * 2 }.filter { $0 % 3 == 0 } }
        XCTAssertEvents(res.events, [next(250, 6), next(410, 12), completed(500)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    /// Corpus case `Observable+MapTests.swift:testMapCompose_Dispose`.
    func testMapCompose_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2), next(240, 4), error(300, testError),
        ])
        let res = scheduler.start(disposed: 290) { xs.map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 11), next(230, 21), next(240, 41)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 290)])
    }

    /// Corpus case `Observable+MapTests.swift:testMapCompose_Empty`.
    func testMapCompose_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEvents(res.events, [completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    /// Corpus case `Observable+MapTests.swift:testMapCompose_Never`.
    func testMapCompose_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// Corpus case `Observable+MapTests.swift:testMapCompose_Selector1Throws`.
    func testMapCompose_Selector1Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2), next(240, 4), error(300, testError),
        ])
        let res = scheduler.start {
            xs.map { x throws -> Int in
                if x < 2 { return x * 10 } else { throw testError }
            }.map { $0 + 1 }
        }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 11), error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    /// Corpus case `Observable+MapTests.swift:testMapCompose_Selector2Throws`.
    func testMapCompose_Selector2Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2), next(240, 4), error(300, testError),
        ])
        let res = scheduler.start {
            xs.map { $0 * 10 }.map { x throws -> Int in
                if x < 20 { return x + 1 } else { throw testError }
            }
        }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 11), error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    /// Corpus case `Observable+MapTests.swift:testMap_Error`.
    func testMap_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2), next(240, 4), error(300, testError),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEvents(
            res.events,
            [
                next(210, 0), next(220, 2), next(230, 4), next(240, 8), error(300, testError),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    /// Corpus case `Observable+MapTests.swift:testMap_Never`.
    func testMap_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// Corpus case `Observable+MapTests.swift:testMap_Range`.
    func testMap_Range() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2), next(240, 4), completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEvents(res.events, [next(210, 0), next(220, 2), next(230, 4), next(240, 8), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }
}
