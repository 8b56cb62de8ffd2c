import XCTest
import RxCore
import RxTest

final class CompactMapTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+CompactMapTests.swift:test_compactMapDisposed`.
    func test_compactMapDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(110, 1), next(180, 2), next(230, 3), next(270, 4), next(340, 5), next(380, 6), next(390, 7),
            next(450, 8), next(470, 9), next(560, 10), next(580, 11), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start(disposed: 400) { () -> Observable<Int> in
            xs.compactMap { num in
                invoked += 1
                return isPrime(num) ? num : nil
            }
        }
        XCTAssertEvents(res.events, [next(230, 3), next(340, 5), next(390, 7)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 5)
    }

    /// Corpus case `Observable+CompactMapTests.swift:test_compactMapNilFromElement`.
    func test_compactMapNilFromElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [
                next(110, 1), next(180, 2), next(230, 3), next(270, nil), next(340, 5), completed(400),
                next(410, 7), error(420, testError), completed(430),
            ] as [Recorded<Event<Int?>>])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.compactMap { num in
                invoked += 1; return num
            }
        }
        XCTAssertEvents(res.events, [next(230, 3), next(340, 5), completed(400)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 3)
    }

    // MARK: - Edge cases

    func testCompactMap_TransformThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start {
            xs.compactMap { x -> Int? in
                if x == 2 { throw testError }
                return x * 10
            }
        }
        XCTAssertEvents(res.events, [next(210, 10), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testCompactMap_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), error(230, testError)])
        let res = scheduler.start { xs.compactMap { x in x == 1 ? nil : "\(x)" } }
        XCTAssertEvents(res.events, [next(220, "2"), error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }
}
