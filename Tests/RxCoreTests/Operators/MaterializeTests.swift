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

    // MARK: - Edge cases

    func testMaterialize_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never().materialize() }
        XCTAssertEvents(res.events, [])
    }

    func testMaterialize_Return() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), completed(250)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEvents(res.events, [next(210, .next(2)), next(250, .completed), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(250, testError, Int.self)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEvents(res.events, [next(250, .error(testError)), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(210, Event<Int>.next(1)), next(220, .error(testError)), next(230, .next(2)), completed(300),
        ])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEvents(res.events, [next(210, 1), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerialize_InnerCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, Event<Int>.completed), next(230, .next(2))])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEvents(res.events, [completed(210)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDematerialize_OuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, Event<Int>.next(1)), error(220, testError)])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEvents(res.events, [next(210, 1), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }
}
