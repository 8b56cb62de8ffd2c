import XCTest
import RxCore
import RxTest

final class ElementAtTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+ElementAtTests.swift:testElementAt_Complete_After`.
    func testElementAt_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            completed(690),
        ])
        let res = scheduler.start { xs.element(at: 10) }
        XCTAssertEvents(res.events, [next(460, 72), completed(460)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 460)])
    }

    /// Corpus case `Observable+ElementAtTests.swift:testElementAt_Dispose_Before`.
    func testElementAt_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            error(690, testError),
        ])
        let res = scheduler.start(disposed: 250) { xs.element(at: 3) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ElementAtTests.swift:testElementAt_Error_After`.
    func testElementAt_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            error(690, testError),
        ])
        let res = scheduler.start { xs.element(at: 10) }
        XCTAssertEvents(res.events, [next(460, 72), completed(460)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 460)])
    }

    /// Corpus case `Observable+ElementAtTests.swift:testElementAt_First`.
    func testElementAt_First() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), completed(400),
        ])
        let res = scheduler.start { xs.element(at: 0) }
        XCTAssertEvents(res.events, [next(210, 9), completed(210)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: - Edge cases

    func testElementAt_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 9), next(230, 13), completed(400)])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEvents(res.events, [error(400, RxError.argumentOutOfRange)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
    }

    func testElementAt_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 9), error(230, testError)])
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEvents(res.events, [error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    @available(*, deprecated, message: "exercises the deprecated spelling")
    func testElementAt_DeprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 9), next(230, 13), completed(400)])
        let res = scheduler.start { xs.elementAt(1) }
        XCTAssertEvents(res.events, [next(230, 13), completed(230)])
    }
}
