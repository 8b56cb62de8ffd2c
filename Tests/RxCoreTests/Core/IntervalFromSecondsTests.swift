import RxCore
import XCTest

/// Seconds become an interval without trapping at the edges (the fuzzer found `interval(-1.3157e308)` crashing).
final class IntervalFromSecondsTests: XCTestCase {
    func testOrdinarySecondsKeepNanosecondPrecision() {
        XCTAssertEqual(RxTimeInterval.fromSeconds(1.5), .nanoseconds(1_500_000_000))
        XCTAssertEqual(RxTimeInterval.fromSeconds(-0.25), .nanoseconds(-250_000_000))
    }

    func testTheEdgesAreClampedInsteadOfTrapping() {
        XCTAssertEqual(RxTimeInterval.fromSeconds(.infinity), .never)
        XCTAssertEqual(RxTimeInterval.fromSeconds(9_223_372_036.854_775_807), .never)
        XCTAssertEqual(RxTimeInterval.fromSeconds(-1.3157e308), .nanoseconds(.min))
        XCTAssertEqual(RxTimeInterval.fromSeconds(-.infinity), .nanoseconds(.min))
        XCTAssertEqual(RxTimeInterval.fromSeconds(.nan), .nanoseconds(0))
    }
}
