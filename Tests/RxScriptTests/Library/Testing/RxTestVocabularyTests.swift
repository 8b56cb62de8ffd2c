import XCTest
import RxCore
@testable import RxScript

/// RxTest's vocabulary in scripts: RxSwift's virtual-time tests run as written and print in RxTest's terms.
final class RxTestVocabularyTests: ScriptTestCase {
    func testStartRecordsEventsAndTheSourceLogInRxTestTerms() {
        XCTAssertEqual(
            run(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(150, 1), .next(200, 2), .next(210, 3), .completed(300)])
                let res = scheduler.start { xs.map { $0 * 2 } }
                print(res.events)
                print(xs.subscriptions)
                print(res.events == [.next(210, 6), .completed(300)], xs.subscriptions == [Subscription(200, 300)])
                print(res.marbles)
                """),
            """
            [next(210, 6), completed(300)]
            [(200, 300)]
            true true
            -6--------|   (10 ticks per character)

            """)
    }

    func testATerminalEventEndsTheSourceLogAtOnceEvenWhenTheOperatorHoldsOn() {
        // RxTest sources reach operators through `asObservable()`, a `create`, which disposes on a terminal event.
        XCTAssertEqual(
            run(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
                let res = scheduler.start(disposed: 400) { xs.filter { _ in true } }
                print(res.events, xs.subscriptions)
                """),
            """
            [next(210, 1), error(250, testError)] [(200, 250)]

            """)
    }

    func testColdSourcesCountFromEachSubscriptionAndNeverUnsubscribedPrintsInfinity() {
        XCTAssertEqual(
            run(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let ys = scheduler.createColdObservable([.next(0, "a"), .next(10, "b")])
                let o = scheduler.createObserver(String.self)
                var d: Disposable! = nil
                scheduler.scheduleAt(500) { d = ys.subscribe(o) }
                let res = scheduler.start(created: 50, subscribed: 300, disposed: 2000) { ys.asObservable() }
                print(res.events)
                print(o.events)
                print(ys.subscriptions)
                d.dispose()
                """),
            """
            [next(300, "a"), next(310, "b")]
            [next(500, "a"), next(510, "b")]
            [(300, 2000), (500, Infinity)]

            """)
    }

    func testProcessingDelayAndExactScheduleAt() {
        XCTAssertEqual(
            run(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
                print(res.events)
                var seen: [Int] = []
                scheduler.scheduleAt(1500) { seen.append(scheduler.clock) }
                _ = scheduler.scheduleRelative(0, dueTime: .seconds(0)) { _ in
                    seen.append(scheduler.clock)
                    return Disposables.create()
                }
                scheduler.advanceTo(1600)
                print(seen, scheduler.clock)
                """),
            """
            [next(201, 42), completed(202)]
            [1001, 1500] 1600

            """)
    }

    func testObserversRecordEventsSentByHandAndObservableValuedEvents() {
        XCTAssertEqual(
            run(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let inner = scheduler.createColdObservable([.next(5, 7), .completed(6)])
                let xs = scheduler.createHotObservable([.next(210, inner), .completed(300)])
                let res = scheduler.start { xs.flatMap { $0 } }
                let o = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(1100) { o.on(.next(1)); o.onError(RxError.timeout) }
                scheduler.start()
                print(res.events, inner.subscriptions, xs.recordedEvents[0].value.element!.subscriptions)
                print(o.events)
                """),
            """
            [next(215, 7), completed(300)] [(210, 216)] [(210, 216)]
            [next(1100, 1), error(1100, RxError.timeout)]

            """)
    }

    func testTheTestsErrorsAndWrappers() {
        XCTAssertEqual(
            run(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.error(210, CustomErrorType())])
                let res = scheduler.start { xs.asObservable() }
                print(res.events, testError1, testError2, retryError, RxError.noElements, RxError.moreThanOneElement)
                print(EquatableArray([1, 2]), AnyCollection([3]), Recorded.next(5, "x"), Recorded.completed(6))
                print(Recorded.events(.next(1, 2), .completed(3)), Recorded.completed(4, Int.self), Recorded.error(5, testError, Int.self))
                """),
            """
            [error(210, CustomErrorType())] testError1 testError2 retryError Sequence doesn't contain any elements. \
            Sequence contains more than one element.
            [1, 2] [3] next(5, "x") completed(6)
            [next(1, 2), completed(3)] completed(4) error(5, testError)

            """)
    }

    func testStartReportsAFactoryThatReturnsNoObservable() {
        XCTAssertEqual(
            errors(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let res = scheduler.start { 42 }
                """), ["test.rx:2:27: error: the closure passed to 'start' must return an Observable, got 'Int'"])
    }

    func testScriptCallbackErrorsAreReported() {
        let reported = OutputCollector()
        let session = Session(output: { _ in }, callbackErrors: { reported.append($0.message) })
        _ = session.run(
            source: """
                let scheduler = TestScheduler(initialClock: 0)
                scheduler.scheduleAt(10) { throw testError }
                scheduler.start()
                """, name: "test.rx")
        XCTAssertEqual(reported.text, "error thrown and not caught: testError")
    }
}
