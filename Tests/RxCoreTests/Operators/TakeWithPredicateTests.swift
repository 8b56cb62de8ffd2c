import XCTest
import RxCore
import RxTest

final class TakeWithPredicateTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+TakeUntilTests.swift:testTakeUntilPredicate_Exclusive_Preempt_SomeData_Next`.
    func testTakeUntilPredicate_Exclusive_Preempt_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        let res = scheduler.start { l.take(until: { $0 == 4 }, behavior: .exclusive) }
        XCTAssertEvents(res.events, [next(210, 2), next(220, 3), completed(230)])
        XCTAssertSubscriptions(l.subscriptions, [Subscription(200, 230)])
    }

    /// Corpus case `Observable+TakeUntilTests.swift:testTakeUntilPredicate_Inclusive_ImmediatelySuccessfulPredicate`.
    func testTakeUntilPredicate_Inclusive_ImmediatelySuccessfulPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        let res = scheduler.start { l.take(until: { _ in true }, behavior: .inclusive) }
        XCTAssertEvents(res.events, [next(210, 2), completed(210)])
        XCTAssertSubscriptions(l.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `Observable+TakeUntilTests.swift:testTakeUntilPredicate_Inclusive_Preempt_SomeData_Error`.
    func testTakeUntilPredicate_Inclusive_Preempt_SomeData_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([next(150, 1), next(210, 2), next(220, 3), error(225, testError)])
        let res = scheduler.start { l.take(until: { $0 == 4 }, behavior: .inclusive) }
        XCTAssertEvents(res.events, [next(210, 2), next(220, 3), error(225, testError)])
        XCTAssertSubscriptions(l.subscriptions, [Subscription(200, 225)])
    }

    /// Corpus case `generated:takeWhile_inclusive`.
    func testGenerated_takeWhile_inclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }
        XCTAssertEvents(res.events, [next(210, 2), next(250, 3), next(310, 4), completed(310)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 310)])
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Exclusive_Complete_Before`.
    func testTakeWhile_Exclusive_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3),
            completed(330), next(350, 7), next(390, 4), next(410, 17), next(450, 8), next(500, 23),
            completed(600),
        ])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .exclusive)
        }
        XCTAssertEvents(res.events, [next(210, 2), next(260, 5), next(290, 13), next(320, 3), completed(330)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Exclusive_Dispose_After`.
    func testTakeWhile_Exclusive_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), error(600, testError),
        ])
        var invoked = 0
        let res = scheduler.start(disposed: 400) { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .exclusive)
        }
        XCTAssertEvents(
            res.events,
            [
                next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7), completed(390),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Exclusive_Zero`.
    func testTakeWhile_Exclusive_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(205, 100), next(210, 2), next(260, 5), next(290, 13),
            next(320, 3), next(350, 7), next(390, 4), next(410, 17), next(450, 8), next(500, 23),
            error(600, testError),
        ])
        var invoked = 0
        let res = scheduler.start(disposed: 300) { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .exclusive)
        }
        XCTAssertEvents(res.events, [completed(205)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(invoked, 1)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Inclusive_Complete_Before`.
    func testTakeWhile_Inclusive_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3),
            completed(330), next(350, 7), next(390, 4), next(410, 17), next(450, 8), next(500, 23),
            completed(600),
        ])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .inclusive)
        }
        XCTAssertEvents(res.events, [next(210, 2), next(260, 5), next(290, 13), next(320, 3), completed(330)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Inclusive_Dispose_After`.
    func testTakeWhile_Inclusive_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), error(600, testError),
        ])
        var invoked = 0
        let res = scheduler.start(disposed: 400) { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .inclusive)
        }
        XCTAssertEvents(
            res.events,
            [
                next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7), next(390, 4), completed(390),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Inclusive_Dispose_Before`.
    func testTakeWhile_Inclusive_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), error(600, testError),
        ])
        var invoked = 0
        let res = scheduler.start(disposed: 300) { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .inclusive)
        }
        XCTAssertEvents(res.events, [next(210, 2), next(260, 5), next(290, 13)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(invoked, 3)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Inclusive_Error_After`.
    func testTakeWhile_Inclusive_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), error(600, testError),
        ])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .inclusive)
        }
        XCTAssertEvents(
            res.events,
            [
                next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7), next(390, 4), completed(390),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Inclusive_Error_Before`.
    func testTakeWhile_Inclusive_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), error(270, testError), next(290, 13),
            next(320, 3), next(350, 7), next(390, 4), next(410, 17), next(450, 8), next(500, 23), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.take(
                while: { (num: Int) -> Bool in
                    invoked += 1
                    return isPrime(num)
                }, behavior: .inclusive)
        }
        XCTAssertEvents(res.events, [next(210, 2), next(260, 5), error(270, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    /// Corpus case `Observable+TakeWhileTests.swift:testTakeWhile_Inclusive_Throw`.
    func testTakeWhile_Inclusive_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(90, -1), next(110, -1), next(210, 2), next(260, 5), next(290, 13), next(320, 3), next(350, 7),
            next(390, 4), next(410, 17), next(450, 8), next(500, 23), completed(600),
        ])
        var invoked = 0
        let res = scheduler.start { () -> Observable<Int> in
            xs.take(
                while: { num in
                    invoked += 1
                    if invoked == 3 { throw testError }
                    return isPrime(num)
                }, behavior: .inclusive)
        }
        XCTAssertEvents(res.events, [next(210, 2), next(260, 5), error(290, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }

    // MARK: - Edge cases

    func testTakeUntilPredicate_DefaultIsExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), next(230, 4), completed(250)])
        let res = scheduler.start { xs.take(until: { $0 == 3 }) }
        XCTAssertEvents(res.events, [next(210, 2), completed(220)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicate_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), completed(250)])
        let res = scheduler.start {
            xs.take(
                until: { x -> Bool in
                    if x == 3 { throw testError }
                    return false
                }, behavior: .inclusive)
        }
        XCTAssertEvents(res.events, [next(210, 2), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhile_DefaultIsExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), next(230, 4), completed(250)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEvents(res.events, [next(210, 2), completed(220)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeWhile_SourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), completed(250)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEvents(res.events, [next(210, 2), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    @available(*, deprecated, message: "exercises the deprecated spellings")
    func testDeprecatedSpellings() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), next(230, 4), completed(250)])
        let whileRes = scheduler.start { xs.takeWhile { $0 < 3 } }
        XCTAssertEvents(whileRes.events, [next(210, 2), completed(220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([next(210, 2), next(220, 3), next(230, 4), completed(250)])
        let untilRes = scheduler2.start { ys.takeUntil(.inclusive) { $0 == 3 } }
        XCTAssertEvents(untilRes.events, [next(210, 2), next(220, 3), completed(220)])
    }
}
