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

    func testScanEmitsEveryAccumulation() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let xs = of(1, 2, 3)
                xs.scan(0) { total, x in total + x }.subscribe()
                xs.scan(10, accumulator: { $0 - $1 }).subscribe()
                xs.scan(into: []) { acc, x in acc + [x] }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(1)
            #1 +0.000s main next(3)
            #1 +0.000s main next(6)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(9)
            #2 +0.000s main next(7)
            #2 +0.000s main next(4)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next([1])
            #3 +0.000s main next([1, 2])
            #3 +0.000s main next([1, 2, 3])
            #3 +0.000s main completed
            #3 +0.000s main disposed
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

    func testToArrayAndStartWith() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of("a", "b").toArray().subscribe()
                of(1, 2).startWith(-1, 0).startWith(-2).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main success(["a", "b"])
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(-2)
            #2 +0.000s main next(-1)
            #2 +0.000s main next(0)
            #2 +0.000s main next(1)
            #2 +0.000s main next(2)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            """)
    }

    func testEnumeratedEmitsLabeledTuples() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of("a", "b").enumerated().subscribe(onNext: { print($0.index, $0.element, $0) })
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next((index: 0, element: "a"))
            0 a (index: 0, element: "a")
            #1 +0.000s main next((index: 1, element: "b"))
            1 b (index: 1, element: "b")
            #1 +0.000s main completed
            #1 +0.000s main disposed
            """)
    }

    func testMaterializeAndDematerialize() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of(1, 2).materialize().subscribe()
                error(testError).materialize().subscribe(onNext: { print($0.error) })
                of(1, 2).materialize().dematerialize().subscribe()
                of(.next(1), .error(RxError.unknown), .next(2)).dematerialize().subscribe()
                of(1).dematerialize().subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(next(1))
            #1 +0.000s main next(next(2))
            #1 +0.000s main next(completed)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(error(testError))
            testError
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next(1)
            #3 +0.000s main next(2)
            #3 +0.000s main completed
            #3 +0.000s main disposed
            #4 +0.000s main subscribed
            #4 +0.000s main next(1)
            #4 +0.000s main error(RxError.unknown)
            Unhandled error happened: Unknown error occurred.
            #4 +0.000s main disposed
            #5 +0.000s main subscribed
            #5 +0.000s main error('dematerialize' expects events such as .next(1), got 'Int')
            Unhandled error happened: 'dematerialize' expects events such as .next(1), got 'Int'
            #5 +0.000s main disposed
            """)
    }
}
