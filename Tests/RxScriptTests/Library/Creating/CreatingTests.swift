import XCTest
import RxCore
@testable import RxScript

/// Factories through a virtual-time session: `deferred generate repeatElement interval timer using` and the
/// creation samples' `RxError` values, in the short and the RxSwift spellings.
final class CreatingTests: ScriptTestCase {

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

}
