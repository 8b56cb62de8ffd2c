import XCTest
import RxCore
@testable import RxScript

/// The transforming operators through a virtual-time session: `compactMap scan reduce toArray startWith enumerated
/// materialize dematerialize`.
final class TransformingTests: ScriptTestCase {

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

}
