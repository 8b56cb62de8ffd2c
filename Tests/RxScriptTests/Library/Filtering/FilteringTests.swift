import XCTest
import RxCore
@testable import RxScript

/// The filtering operators through a virtual-time session: `take skip takeLast distinctUntilChanged element(at:)
/// single first ifEmpty` (with `asSingle asMaybe asCompletable`), with their old spellings.
final class FilteringTests: ScriptTestCase {

    func testNegativeCountsAreDiagnostics() {
        XCTAssertEqual(errors("of(1).take(-1)"), ["test.rx:1:12: error: 'take' needs a count of zero or more"])
        XCTAssertEqual(errors("of(1).skip(-2)"), ["test.rx:1:12: error: 'skip' needs a count of zero or more"])
        XCTAssertEqual(errors("of(1).takeLast(-1)"), ["test.rx:1:16: error: 'takeLast' needs a count of zero or more"])
        XCTAssertEqual(
            errors("of(1).elementAt(-1)"), ["test.rx:1:17: error: 'elementAt' needs a count of zero or more"])
    }

    func testDistinctUntilChangedByValueKeyAndComparer() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe()
                of("a", "A", "b", "B").distinctUntilChanged { $0.lowercased() }.subscribe()
                of(1, 2, 4, 5, 9).distinctUntilChanged { last, new in new - last < 2 }.subscribe()
                of((1, "x"), (1, "y"), (2, "z")).distinctUntilChanged({ $0.0 }, comparer: { $0 == $1 }).subscribe()
                of(1, 2).distinctUntilChanged { a, b in 1 }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(1)
            #1 +0.000s main next(2)
            #1 +0.000s main next(1)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next("a")
            #2 +0.000s main next("b")
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next(1)
            #3 +0.000s main next(4)
            #3 +0.000s main next(9)
            #3 +0.000s main completed
            #3 +0.000s main disposed
            #4 +0.000s main subscribed
            #4 +0.000s main next((1, "x"))
            #4 +0.000s main next((2, "z"))
            #4 +0.000s main completed
            #4 +0.000s main disposed
            #5 +0.000s main subscribed
            #5 +0.000s main next(1)
            #5 +0.000s main error(the closure passed to 'distinctUntilChanged' must return Bool, got 'Int' at test.rx:5:31)
            Unhandled error happened: the closure passed to 'distinctUntilChanged' must return Bool, got 'Int' at test.rx:5:31
            #5 +0.000s main disposed
            """)
    }

}
