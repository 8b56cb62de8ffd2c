import XCTest
import RxCore
import RxTest

final class SkipCountTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+SkipTests.swift:testSkip_Complete_Zero`.
    func testSkip_Complete_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            completed(690),
        ])
        let res = scheduler.start { xs.skip(0) }
        XCTAssertEvents(
            res.events,
            [
                next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1), next(310, 3), next(340, 8),
                next(370, 11), next(410, 15), next(415, 16), next(460, 72), next(510, 76), next(560, 32),
                next(570, -100), next(580, -3), next(590, 5), next(630, 10), completed(690),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 690)])
    }

    /// Corpus case `Observable+SkipTests.swift:testSkip_Dispose_After`.
    func testSkip_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
        ])
        let res = scheduler.start(disposed: 400) { xs.skip(3) }
        XCTAssertEvents(res.events, [next(280, 1), next(300, -1), next(310, 3), next(340, 8), next(370, 11)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
    }

    /// Corpus case `Observable+SkipTests.swift:testSkip_Error_After`.
    func testSkip_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            error(690, testError),
        ])
        let res = scheduler.start { xs.skip(20) }
        XCTAssertEvents(res.events, [error(690, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 690)])
    }

    /// Corpus case `Observable+SkipTests.swift:testSkip_Error_Before`.
    func testSkip_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            error(690, testError),
        ])
        let res = scheduler.start { xs.skip(3) }
        XCTAssertEvents(
            res.events,
            [
                next(280, 1), next(300, -1), next(310, 3), next(340, 8), next(370, 11), next(410, 15),
                next(415, 16), next(460, 72), next(510, 76), next(560, 32), next(570, -100), next(580, -3),
                next(590, 5), next(630, 10), error(690, testError),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 690)])
    }

    /// Corpus case `Observable+SkipTests.swift:testSkip_Error_Same`.
    func testSkip_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            error(690, testError),
        ])
        let res = scheduler.start { xs.skip(17) }
        XCTAssertEvents(res.events, [error(690, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 690)])
    }

    // MARK: - Edge cases

    func testSkip_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start { xs.skip(5) }
        XCTAssertEvents(res.events, [completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkip_Complete_Some() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEvents(res.events, [next(230, 3), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkip_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(260, 3), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.skip(1) }
        XCTAssertEvents(res.events, [next(220, 2)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }
}
