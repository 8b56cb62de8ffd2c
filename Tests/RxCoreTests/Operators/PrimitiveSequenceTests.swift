import XCTest
import RxCore
import RxTest

final class PrimitiveSequenceTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testAsCompletable_Empty`.
    func testAsCompletable_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([completed(250, Never.self), error(260, testError, Never.self)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEvents(res.events, [completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testAsMaybe_Empty`.
    func testAsMaybe_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250), error(260, testError)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEvents(res.events, [completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testAsMaybe_Error`.
    func testAsMaybe_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(210, testError)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testAsMaybe_One`.
    func testAsMaybe_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), completed(250), error(260, testError)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEvents(res.events, [next(250, 2), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testAsSingle_Empty`.
    func testAsSingle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250), error(260, testError)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEvents(res.events, [error(250, RxError.noElements)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testAsSingle_Error`.
    func testAsSingle_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(210, testError)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testAsSingle_Many`.
    func testAsSingle_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), completed(250), error(260, testError),
        ])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEvents(res.events, [error(220, RxError.moreThanOneElement)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testFirst_Empty`.
    func testFirst_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250), error(260, testError)])
        let res = scheduler.start { xs.first().map { $0 ?? -1 } }
        XCTAssertEvents(res.events, [next(250, -1), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testFirst_Error`.
    func testFirst_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), error(210, testError)])
        let res = scheduler.start { xs.first().map { $0 ?? -1 } }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `Observable+PrimitiveSequenceTest.swift:testFirst_ManyWithoutCompletion`.
    func testFirst_ManyWithoutCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(160, 2), next(280, 3), next(250, 4), next(300, 5),
        ])
        let res = scheduler.start { xs.first().map { $0 ?? -1 } }
        XCTAssertEvents(res.events, [next(250, 4), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Edge cases

    func testAsSingle_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEvents(res.events, [next(250, 2), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybe_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEvents(res.events, [error(220, RxError.moreThanOneElement)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsCompletable_DropsElementsAndForwardsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 2), next(220, 3), error(250, testError)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEvents(res.events, [error(250, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFirst_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 2), next(220, 3), completed(250)])
        let res = scheduler.start { xs.first() }
        XCTAssertEvents(res.events, [next(210, Optional(2)), completed(210)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFirst_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(260, 2), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.first() }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }
}
