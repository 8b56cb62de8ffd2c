import XCTest
import RxCore
import RxTest

final class FilterTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `generated:filter_even`.
    func testGenerated_filter_even() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEvents(res.events, [next(210, 2), next(310, 4), next(410, 6), completed(500)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    /// Corpus case `generated:filter_throws`.
    func testGenerated_filter_throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start {
            xs.filter { v in
                if v == 5 { throw testError }; return true
            }
        }
        XCTAssertEvents(res.events, [next(210, 2), next(250, 3), next(310, 4), error(350, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 350)])
    }

    /// Corpus case `Observable+FilterTests.swift:test_filterComplete`.
    func test_filterComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(110, 1), next(180, 2), next(230, 3), next(270, 4), next(340, 5), next(380, 6), next(390, 7),
            next(450, 8), next(470, 9), next(560, 10), next(580, 11), completed(600), next(610, 12),
            error(620, testError), completed(630),
        ])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.filter { (num: Int) -> Bool in
                invoked += 1
                return isPrime(num)
            }
        }
        XCTAssertEvents(res.events, [next(230, 3), next(340, 5), next(390, 7), next(580, 11), completed(600)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    /// Corpus case `Observable+FilterTests.swift:test_filterDisposed`.
    func test_filterDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(110, 1), next(180, 2), next(230, 3), next(270, 4), next(340, 5), next(380, 6), next(390, 7),
            next(450, 8), next(470, 9), next(560, 10), next(580, 11), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start(disposed: 400) { () -> Observable<Int> in
            xs.filter { (num: Int) -> Bool in
                invoked += 1
                return isPrime(num)
            }
        }
        XCTAssertEvents(res.events, [next(230, 3), next(340, 5), next(390, 7)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 5)
    }

    /// Corpus case `Observable+FilterTests.swift:test_filterFalse`.
    func test_filterFalse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(110, 1), next(180, 2), next(230, 3), next(270, 4), next(340, 5), next(380, 6), next(390, 7),
            next(450, 8), next(470, 9), next(560, 10), next(580, 11), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.filter { _ -> Bool in
                invoked += 1; return false
            }
        }
        XCTAssertEvents(res.events, [completed(600)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    /// Corpus case `Observable+FilterTests.swift:testIgnoreElements_DoesNotSendValues`.
    func testIgnoreElements_DoesNotSendValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEvents(res.events, [completed(230)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: - Edge cases

    func testIgnoreElements_ErrorAndNeverType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), error(230, testError)])
        let res: TestableObserver<Never> = scheduler.start { xs.ignoreElements() }
        XCTAssertEvents(res.events, [error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }
}
