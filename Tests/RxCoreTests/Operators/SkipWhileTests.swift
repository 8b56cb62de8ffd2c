import XCTest
import RxCore
import RxTest

final class SkipWhileTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+SkipWhileTests.swift:testSkipWhile_Complete_After`.
    func testSkipWhile_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { x in
                invoked += 1; return isPrime(x)
            })
        }
        XCTAssertEvents(res.events, [next(390, 4), next(410, 17), next(450, 8), next(500, 23), completed(600)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 6)
    }

    /// Corpus case `Observable+SkipWhileTests.swift:testSkipWhile_Dispose_After`.
    func testSkipWhile_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start(disposed: 470) {
            xs.skip(while: { x in
                invoked += 1; return isPrime(x)
            })
        }
        XCTAssertEvents(res.events, [next(390, 4), next(410, 17), next(450, 8)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 470)])
        XCTAssertEqual(invoked, 6)
    }

    /// Corpus case `Observable+SkipWhileTests.swift:testSkipWhile_Error_Before`.
    func testSkipWhile_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), error(270, testError), next(290, 13),
            next(320, 3), next(350, 7), next(390, 4), next(410, 17), next(450, 8), next(500, 23),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { x in
                invoked += 1; return isPrime(x)
            })
        }
        XCTAssertEvents(res.events, [error(270, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    /// Corpus case `Observable+SkipWhileTests.swift:testSkipWhile_Throw`.
    func testSkipWhile_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { x in
                invoked += 1
                if invoked == 3 { throw testError }
                return isPrime(x)
            })
        }
        XCTAssertEvents(res.events, [error(290, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }

    /// Corpus case `Observable+SkipWhileTests.swift:testSkipWhile_Zero`.
    func testSkipWhile_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(205, 100), next(210, 2), next(260, 5), next(290, 13),
            next(320, 3), next(350, 7), next(390, 4), next(410, 17), next(450, 8), next(500, 23), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { x in
                invoked += 1; return isPrime(x)
            })
        }
        XCTAssertEvents(
            res.events,
            [
                next(205, 100), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7), next(390, 4),
                next(410, 17), next(450, 8), next(500, 23), completed(600),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 1)
    }

    // MARK: - Edge cases

    func testSkipWhile_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 4), next(260, 5), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEvents(res.events, [next(220, 4)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhile_PassesLaterMatchesOnceStarted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 5), next(230, 1), completed(300)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEvents(res.events, [next(220, 5), next(230, 1), completed(300)])
    }

    @available(*, deprecated, message: "exercises the deprecated spelling")
    func testSkipWhile_DeprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 5), completed(300)])
        let res = scheduler.start { xs.skipWhile { $0 < 3 } }
        XCTAssertEvents(res.events, [next(220, 5), completed(300)])
    }
}
