import XCTest
import RxCore
import RxTest

final class MaterializeTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+DematerializeTests.swift:testMaterialize_Dematerialize_Never`.
    func testMaterialize_Dematerialize_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Observable<Int>.never()
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEvents(res.events, [])
    }

    /// Corpus case `Observable+DematerializeTests.swift:testMaterialize_Dematerialize_Return`.
    func testMaterialize_Dematerialize_Return() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), completed(250)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        XCTAssertEvents(res.events, [next(210, 2), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }
}
