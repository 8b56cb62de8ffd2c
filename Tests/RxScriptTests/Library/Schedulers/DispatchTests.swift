import XCTest
import RxCore
@testable import RxScript

/// Grand Central Dispatch's spelling (`DispatchQueue.main.asyncAfter(deadline: .now() + 1)`) mapped onto the
/// runtime's schedulers.
final class DispatchTests: ScriptTestCase {

    func testDeadlinesAreValuesAndMustBeGiven() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                print(.now() + 1, DispatchTime.now() + 250ms, DispatchQueue.main, RxTimeInterval.seconds(2))
                """), "DispatchTime(1s) DispatchTime(250ms) DispatchQueue(main) 2s")
        XCTAssertEqual(
            errors("DispatchQueue.main.asyncAfter(deadline: 5) { }"),
            [
                "test.rx:1:31: error: argument 'deadline' of 'asyncAfter(deadline:execute:)' expects a deadline such as .now() + 1, got 'Int'"
            ])
    }
}
