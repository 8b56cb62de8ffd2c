import XCTest
import RxCore
import RxTest

final class ScanTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `generated:scan_simple`.
    func testGenerated_scan_simple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEvents(
            res.events,
            [
                next(210, 2), next(250, 5), next(310, 9), next(350, 14), next(410, 20), next(450, 27),
                completed(500),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    /// Corpus case `Observable+ScanTests.swift:testScan_Into_Accumulate`.
    func testScan_Into_Accumulate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(220, 2), completed(250)])
        let seed = 42
        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }
        XCTAssertEvents(res.events, [next(220, 44), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ScanTests.swift:testScan_Into_Empty`.
    func testScan_Into_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250)])
        let seed = 42
        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }
        XCTAssertEvents(res.events, [completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ScanTests.swift:testScan_Into_SomeData`.
    func testScan_Into_SomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        let seed = 42
        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }
        XCTAssertEvents(res.events, [next(210, 44), next(220, 47), next(230, 51), next(240, 56), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ScanTests.swift:testScan_Into_Throw`.
    func testScan_Into_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(250, testError)])
        let seed = 42
        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }
        XCTAssertEvents(res.events, [error(250, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ScanTests.swift:testScan_Seed_AccumulatorThrows`.
    func testScan_Seed_AccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        let seed = 42
        let res = scheduler.start {
            xs.scan(seed) { a, e throws -> Int in
                if e == 4 { throw testError } else { return a + e }
            }
        }
        XCTAssertEvents(res.events, [next(210, 44), next(220, 47), error(230, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
    }

    /// Corpus case `Observable+ScanTests.swift:testScan_Seed_Return`.
    func testScan_Seed_Return() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(220, 2), completed(250)])
        let seed = 42
        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }
        XCTAssertEvents(res.events, [next(220, 44), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ScanTests.swift:testScan_Seed_Throw`.
    func testScan_Seed_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(250, testError)])
        let seed = 42
        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }
        XCTAssertEvents(res.events, [error(250, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Edge cases

    func testScan_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(260, 3), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.scan(10) { $0 + $1 } }
        XCTAssertEvents(res.events, [next(210, 11), next(220, 13)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScan_EverySubscriptionStartsFromTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), next(20, 2), completed(30)])
        let scanned = xs.scan(into: [Int]()) { $0.append($1) }.map { $0.count }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = scanned.subscribe(first) }
        scheduler.scheduleAt(300) { _ = scanned.subscribe(second) }
        scheduler.start()
        XCTAssertEvents(first.events, [next(210, 1), next(220, 2), completed(230)])
        XCTAssertEvents(second.events, [next(310, 1), next(320, 2), completed(330)])
    }
}
