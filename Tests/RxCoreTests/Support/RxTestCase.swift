import XCTest
import RxCore
import RxTest

/// Base class of the core's tests: every test must leave `Resources.total` where it found it.
class RxTestCase: XCTestCase {
    private var startResourceCount = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        if Resources.isTracking {
            // Asynchronous tests may release their last resources a moment after they finish.
            var attempts = 0
            while Resources.total != startResourceCount && attempts < 100 {
                RunLoop.current.run(until: Date().addingTimeInterval(0.01))
                attempts += 1
            }
            XCTAssertEqual(Resources.total, startResourceCount, "live Rx resources leaked by this test")
        }
        super.tearDown()
    }
}

/// Shorthands for RxTest's recorded events.
func next<T>(_ time: Int, _ value: T) -> Recorded<Event<T>> { .next(time, value) }
func completed<T>(_ time: Int, _ type: T.Type = T.self) -> Recorded<Event<T>> { .completed(time) }
func error<T>(_ time: Int, _ error: Error, _ type: T.Type = T.self) -> Recorded<Event<T>> { .error(time, error) }

/// Asserts recorded events equal the expected ones, printing both lists on mismatch.
func XCTAssertEvents<T: Equatable>(
    _ actual: [Recorded<Event<T>>], _ expected: [Recorded<Event<T>>],
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual, expected, "\nactual:   \(actual)\nexpected: \(expected)", file: file, line: line)
}

/// Asserts a subscription log equals the expected one.
func XCTAssertSubscriptions(
    _ actual: [Subscription], _ expected: [Subscription],
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual, expected, "\nactual:   \(actual)\nexpected: \(expected)", file: file, line: line)
}
