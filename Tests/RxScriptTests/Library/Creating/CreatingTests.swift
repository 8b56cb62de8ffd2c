import XCTest
import RxCore
@testable import RxScript

/// Factories through a virtual-time session: `deferred generate repeatElement interval timer using` and the
/// creation samples' `RxError` values, in the short and the RxSwift spellings.
final class CreatingTests: ScriptTestCase {
    func testDeferredRunsItsFactoryPerSubscription() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let xs = Observable.deferred { print("made"); return of(1, 2) }
                xs.subscribe()
                deferred { just(3) }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            made
            #1 +0.000s main next(1)
            #1 +0.000s main next(2)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(3)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            """)
    }

    func testDeferredFactoryErrorsBecomeErrorEvents() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                deferred { 42 }.subscribe()
                deferred { throw "no" }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main error(the closure passed to 'deferred' must return an Observable, got 'Int' at test.rx:1:10)
            Unhandled error happened: the closure passed to 'deferred' must return an Observable, got 'Int' at test.rx:1:10
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main error(no)
            Unhandled error happened: no
            #2 +0.000s main disposed
            """)
    }

    func testGenerateWithTrailingIterateAndLabels() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                generate(initialState: 0, condition: { $0 < 3 }) { $0 + 1 }.subscribe()
                Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }).subscribe()
                generate(initialState: 0, condition: { $0 }, iterate: { $0 }).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(0)
            #1 +0.000s main next(1)
            #1 +0.000s main next(2)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(1)
            #2 +0.000s main next(3)
            #2 +0.000s main next(9)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main error(the closure passed to 'generate' must return Bool, got 'Int' at test.rx:3:38)
            Unhandled error happened: the closure passed to 'generate' must return Bool, got 'Int' at test.rx:3:38
            #3 +0.000s main disposed
            """)
    }

    func testRepeatElementIsEndlessUntilTaken() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                repeatElement("x").take(2).subscribe()
                Observable.repeatElement(0, scheduler: CurrentThreadScheduler.instance).take(1).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next("x")
            #1 +0.000s main next("x")
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(0)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            """)
    }

    func testIntervalAndTimerInBothSpellings() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                interval(300ms).take(2).subscribe()
                Observable<Int>.interval(.milliseconds(250), scheduler: MainScheduler.instance).take(1).subscribe()
                timer(1s).subscribe()
                Observable<Int>.timer(.seconds(2), period: .milliseconds(500), scheduler: serial("q")).take(2).subscribe()
                timer(0.5, period: 1).take(2).subscribe()
                interval(1s, scheduler: background).take(1).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #3 +0.000s main subscribed
            #4 +0.000s main subscribed
            #5 +0.000s main subscribed
            #6 +0.000s main subscribed
            #2 +0.250s main next(0)
            #2 +0.250s main completed
            #2 +0.250s main disposed
            #1 +0.300s main next(0)
            #5 +0.500s main next(0)
            #1 +0.600s main next(1)
            #1 +0.600s main completed
            #1 +0.600s main disposed
            #3 +1.000s main next(0)
            #3 +1.000s main completed
            #3 +1.000s main disposed
            #6 +1.000s background next(0)
            #6 +1.000s background completed
            #6 +1.000s background disposed
            #5 +1.500s main next(1)
            #5 +1.500s main completed
            #5 +1.500s main disposed
            #4 +2.000s q next(0)
            #4 +2.500s q next(1)
            #4 +2.500s q completed
            #4 +2.500s q disposed
            """)
    }

    func testIntervalNeverCompletesAndIsDisposedAtTheLimit() {
        XCTAssertEqual(
            VirtualTimeHarness().run("interval(1s).subscribe()", limit: 2.5),
            """
            #1 +0.000s main subscribed
            #1 +1.000s main next(0)
            #1 +2.000s main next(1)
            #1 +2.500s main disposed
            """)
    }

    func testUsingDisposesTheResourceAfterTheSubscription() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                using({ disposable { print("resource disposed") } }, observableFactory: { _ in of(1, 2) }).subscribe()
                Observable.using({ disposable { print("freed") } }) { _ in interval(1s) }.take(1).subscribe()
                using({ 5 }, observableFactory: { _ in just(1) }).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(1)
            #1 +0.000s main next(2)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            resource disposed
            #2 +0.000s main subscribed
            #3 +0.000s main subscribed
            #3 +0.000s main error(the closure passed to 'using' must return a Disposable, got 'Int' at test.rx:3:7)
            Unhandled error happened: the closure passed to 'using' must return a Disposable, got 'Int' at test.rx:3:7
            #3 +0.000s main disposed
            #2 +1.000s main next(0)
            #2 +1.000s main completed
            #2 +1.000s main disposed
            freed
            """)
    }

    func testUsingHandsTheResourceToTheFactory() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let resource = disposable { print("closed") }
                using({ resource }, observableFactory: { r in just(r === resource) }).subscribe(onNext: { print($0) })
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(true)
            true
            #1 +0.000s main completed
            #1 +0.000s main disposed
            closed
            """)
    }

    func testFactoriesWithASchedulerStepThroughIt() {
        // On `main`, as with RxSwift's MainScheduler called from the main thread, the first step runs at once
        // and the steps it schedules wait their turn.
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                just(1, scheduler: background).subscribe()
                Observable.of(1, 2, scheduler: main).subscribe()
                print("end of script")
                Observable<Int>.range(start: 5, count: 2, scheduler: serial("r")).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #2 +0.000s main next(1)
            end of script
            #3 +0.000s main subscribed
            #1 +0.000s background next(1)
            #2 +0.000s main next(2)
            #3 +0.000s r next(5)
            #1 +0.000s background completed
            #1 +0.000s background disposed
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s r next(6)
            #3 +0.000s r completed
            #3 +0.000s r disposed
            """)
    }

    func testRxErrorsAreErrorValues() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                error(RxError.noElements).subscribe()
                Observable<Int>.error(RxError.timeout).subscribe(onError: { print($0) })
                print(RxError.unknown == RxError.unknown, RxError.overflow == RxError.timeout)
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main error(RxError.noElements)
            Unhandled error happened: Sequence doesn't contain any elements.
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main error(RxError.timeout)
            Sequence timeout.
            #2 +0.000s main disposed
            true false
            """)
    }
}
