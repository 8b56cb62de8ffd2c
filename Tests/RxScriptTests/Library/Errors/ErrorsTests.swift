import XCTest
import RxCore
@testable import RxScript

/// `catch catchAndReturn retry retry(when:)`, their old spellings and `Observable.catch(sequence:)` through a
/// virtual-time session.
final class ErrorsTests: ScriptTestCase {
    /// A source that fails twice and then succeeds: attempt n emits n; it disposes visibly.
    private let prelude = """
        var n = 0
        let flaky = create { o in
            n += 1
            o.onNext(n)
            if n < 3 { o.onError(RxError.unknown) } else { o.onCompleted() }
            return disposable { print("attempt \\(n) disposed") }
        }

        """

    private func run(_ script: String) -> String {
        VirtualTimeHarness().run(prelude + script)
    }

    func testCatchGetsTheErrorAndContinuesWithItsObservable() {
        XCTAssertEqual(
            run(
                """
                flaky.catch { error in print("caught", error); return just(0) }.subscribe()
                n = 0
                flaky.catchError { _ in 5 }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(1)
            caught Unknown error occurred.
            #1 +0.000s main next(0)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            attempt 1 disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(1)
            #2 +0.000s main error(the closure passed to 'catchError' must return an Observable, got 'Int' at test.rx:10:18)
            Unhandled error happened: the closure passed to 'catchError' must return an Observable, got 'Int' at test.rx:10:18
            #2 +0.000s main disposed
            attempt 1 disposed
            """)
    }

    func testCatchSequenceTriesEachSourceInTurn() {
        XCTAssertEqual(
            run(
                """
                Observable.catch(sequence: [error(testError1), error(testError2), just(9)]).subscribe()
                Observable.catch(sequence: [error(testError1), error(testError2)]).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(9)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main error(testError2)
            Unhandled error happened: testError2
            #2 +0.000s main disposed
            """)
        XCTAssertEqual(
            errors("Observable.catch(sequence: [just(1), 2])"),
            [
                "test.rx:1:18: error: argument 'sequence' of 'catch(sequence:)' expects an array of Observables, got 'Int at index 1'"
            ])
    }

    func testRetryWhenTriggerCompletionAndErrorsEndTheResult() {
        // The trigger's completion arrives before the re-subscription its element scheduled, as in RxSwift.
        XCTAssertEqual(
            run(
                """
                flaky.retryWhen { errors in errors.take(1) }.subscribe()
                n = 0
                flaky.retry(when: { errors in errors.map { e in throw e } }).subscribe()
                n = 0
                flaky.retry(when: { _ in 3 }).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(1)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            attempt 1 disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(1)
            #2 +0.000s main error(RxError.unknown)
            Unhandled error happened: Unknown error occurred.
            #2 +0.000s main disposed
            attempt 1 disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next(1)
            #3 +0.000s main error(the closure passed to 'retry' must return an Observable, got 'Int' at test.rx:12:19)
            Unhandled error happened: the closure passed to 'retry' must return an Observable, got 'Int' at test.rx:12:19
            #3 +0.000s main disposed
            attempt 1 disposed
            """)
    }

    func testNegativeRetryCountIsADiagnostic() {
        XCTAssertEqual(errors("of(1).retry(-1)"), ["test.rx:1:13: error: 'retry' needs a count of zero or more"])
    }

    /// RxSwift's debug build hands an error no `onError` takes to `Hooks.defaultErrorHandler`, which prints it.
    func testAnErrorWithoutAnOnErrorHandlerIsPrintedAsUnhandled() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                Observable<Int>.error(RxError.noElements).subscribe(onNext: { print($0) })
                Observable<Int>.error(RxError.timeout).subscribe(onError: { print("handled:", $0) })
                Observable<Int>.error(RxError.unknown).subscribe { print($0) }
                """
            ).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") },
            [
                "Unhandled error happened: Sequence doesn't contain any elements.",
                "handled: Sequence timeout.",
                "error(Unknown error occurred.)",
            ])
    }
}
