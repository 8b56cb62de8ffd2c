import XCTest
import RxCore
import RxTest

final class ReduceTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `generated:reduce_error`.
    func testGenerated_reduce_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), error(410, testError),
            next(450, 7), completed(500),
        ])
        let res = scheduler.start { xs.reduce(0) { $0 + $1 } }
        XCTAssertEvents(res.events, [error(410, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 410)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeedAndResult_Empty`.
    func test_ReduceWithSeedAndResult_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) { $0 * 5 } }
        XCTAssertEvents(res.events, [next(250, 210), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeedAndResult_Never`.
    func test_ReduceWithSeedAndResult_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeedAndResult_Range`.
    func test_ReduceWithSeedAndResult_Range() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2), next(240, 3), next(250, 4), completed(260),
        ])
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
        XCTAssertEvents(res.events, [next(260, 260), completed(260)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 260)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeedAndResult_Return`.
    func test_ReduceWithSeedAndResult_Return() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 24), completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
        XCTAssertEvents(res.events, [next(250, 330), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeedAndResult_SelectorThrows`.
    func test_ReduceWithSeedAndResult_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2), next(240, 3), next(250, 4), completed(260),
        ])
        let res = scheduler.start {
            xs.reduce(42, accumulator: +, mapResult: { (_: Int) throws -> Int in throw testError })
        }
        XCTAssertEvents(res.events, [error(260, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 260)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeedAndResult_Throw`.
    func test_ReduceWithSeedAndResult_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(210, testError)])
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeed_Never`.
    func test_ReduceWithSeed_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    /// Corpus case `Observable+ReduceTests.swift:test_ReduceWithSeed_Return`.
    func test_ReduceWithSeed_Return() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 24), completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEvents(res.events, [next(250, 66), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Edge cases

    func testReduce_AccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), completed(300)])
        let res = scheduler.start {
            xs.reduce(0) { acc, x -> Int in
                if x == 2 { throw testError }
                return acc + x
            }
        }
        XCTAssertEvents(res.events, [error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReduce_DisposeBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.reduce(0, accumulator: +) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }
}
