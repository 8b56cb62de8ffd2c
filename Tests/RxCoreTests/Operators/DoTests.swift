import XCTest
import RxCore
import RxTest

final class DoTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+DoOnTests.swift:testDoOnCompleted_normal`.
    func testDoOnCompleted_normal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        var didComplete = false
        let res = scheduler.start { xs.do(onCompleted: { didComplete = true }) }
        XCTAssertEvents(res.events, [next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(didComplete, true)
    }

    /// Corpus case `Observable+DoOnTests.swift:testDoOnCompleted_throws`.
    func testDoOnCompleted_throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        let res = scheduler.start { xs.do(onCompleted: { throw testError }) }
        XCTAssertEvents(
            res.events,
            [
                next(210, 2), next(220, 3), next(230, 4), next(240, 5), error(250, testError),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `Observable+DoOnTests.swift:testDoOn_completedNever`.
    func testDoOn_completedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        var i = 0
        var completedEvaluation = false
        let res = scheduler.start { xs.do(onNext: { _ in i += 1 }, onCompleted: { completedEvaluation = true }) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(i, 0)
        XCTAssertEqual(completedEvaluation, false)
    }

    /// Corpus case `Observable+DoOnTests.swift:testDoOn_plainAction`.
    func testDoOn_plainAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250),
        ])
        var i = 0
        let res = scheduler.start { xs.do(onNext: { _ in i += 1 }) }
        XCTAssertEvents(res.events, [next(210, 2), next(220, 3), next(230, 4), next(240, 5), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(i, 4)
    }

    // MARK: - Edge cases

    func testDo_SubscribeAndDisposeHandlersOrder() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("source subscribed")
            return Disposables.create { log.append("source disposed") }
        }
        let subscription = source.do(
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe()
        subscription.dispose()
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onSubscribed", "source disposed", "onDispose"])
    }
}
