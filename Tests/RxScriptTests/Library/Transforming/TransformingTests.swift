import XCTest
import RxCore
@testable import RxScript

/// The transforming operators through a virtual-time session: `compactMap scan reduce toArray startWith enumerated
/// materialize dematerialize`.
final class TransformingTests: ScriptTestCase {
    func testCompactMapDropsNil() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of(1, 2, 3, 4).compactMap { $0 % 2 == 0 ? nil : "odd \\($0)" }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next("odd 1")
            #1 +0.000s main next("odd 3")
            #1 +0.000s main completed
            #1 +0.000s main disposed
            """)
    }

    func testScanErrorsFromTheAccumulatorEndTheSequence() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of(1, 0, 2).scan(6) { a, x in a / x }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(6)
            #1 +0.000s main error(division by zero; check the divisor before dividing at test.rx:1:33)
            Unhandled error happened: division by zero; check the divisor before dividing at test.rx:1:33
            #1 +0.000s main disposed
            """)
    }

    func testReduceEmitsOnceAtCompletion() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                interval(100ms).take(4).reduce(0) { $0 + $1 }.subscribe()
                of(1, 2, 3, 4).reduce(1, accumulator: { $0 * $1 }, mapResult: { "product \\($0)" }).subscribe()
                create { o in o.onNext(1); o.onError(testError) }.reduce(0) { $0 + $1 }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #2 +0.000s main next("product 24")
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main error(testError)
            Unhandled error happened: testError
            #3 +0.000s main disposed
            #1 +0.400s main next(6)
            #1 +0.400s main completed
            #1 +0.400s main disposed
            """)
    }

}
