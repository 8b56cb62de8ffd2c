import XCTest
import RxCore
@testable import RxScript

/// The filtering operators through a virtual-time session: `take skip takeLast distinctUntilChanged element(at:)
/// single first ifEmpty` (with `asSingle asMaybe asCompletable`), with their old spellings.
final class FilteringTests: ScriptTestCase {
    func testTakeByCountPredicateAndBehavior() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let xs = of(1, 2, 3, 4, 5)
                xs.take(2).subscribe()
                xs.take(while: { $0 < 3 }, behavior: .inclusive).subscribe()
                xs.takeWhile { $0 < 2 }.subscribe()
                xs.take(until: { $0 == 3 }).subscribe()
                xs.take(until: { $0 == 3 }, behavior: .inclusive).subscribe()
                xs.takeUntil(.inclusive, predicate: { $0 == 2 }).subscribe()
                xs.takeLast(2).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(1)
            #1 +0.000s main next(2)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(1)
            #2 +0.000s main next(2)
            #2 +0.000s main next(3)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next(1)
            #3 +0.000s main completed
            #3 +0.000s main disposed
            #4 +0.000s main subscribed
            #4 +0.000s main next(1)
            #4 +0.000s main next(2)
            #4 +0.000s main completed
            #4 +0.000s main disposed
            #5 +0.000s main subscribed
            #5 +0.000s main next(1)
            #5 +0.000s main next(2)
            #5 +0.000s main next(3)
            #5 +0.000s main completed
            #5 +0.000s main disposed
            #6 +0.000s main subscribed
            #6 +0.000s main next(1)
            #6 +0.000s main next(2)
            #6 +0.000s main completed
            #6 +0.000s main disposed
            #7 +0.000s main subscribed
            #7 +0.000s main next(4)
            #7 +0.000s main next(5)
            #7 +0.000s main completed
            #7 +0.000s main disposed
            """)
    }

    func testTakeZeroNeverSubscribesTheSource() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                create { o in print("subscribed upstream"); o.onNext(1) }.take(0).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main completed
            #1 +0.000s main disposed
            """)
    }

    func testTakeAndSkipByDurationAndUntilAnObservable() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                interval(300ms).take(1s).subscribe()
                interval(300ms).take(for: .milliseconds(700), scheduler: MainScheduler.instance).subscribe()
                interval(300ms).skip(1s).take(2).subscribe()
                interval(300ms).skip(.seconds(1), scheduler: serial("s")).take(1).subscribe()
                interval(300ms).take(until: timer(700ms)).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #3 +0.000s main subscribed
            #4 +0.000s main subscribed
            #5 +0.000s main subscribed
            #1 +0.300s main next(0)
            #2 +0.300s main next(0)
            #5 +0.300s main next(0)
            #1 +0.600s main next(1)
            #2 +0.600s main next(1)
            #5 +0.600s main next(1)
            #2 +0.700s main completed
            #2 +0.700s main disposed
            #5 +0.700s main completed
            #5 +0.700s main disposed
            #1 +0.900s main next(2)
            #1 +1.000s main completed
            #1 +1.000s main disposed
            #3 +1.200s main next(3)
            #4 +1.200s main next(3)
            #4 +1.200s main completed
            #4 +1.200s main disposed
            #3 +1.500s main next(4)
            #3 +1.500s main completed
            #3 +1.500s main disposed
            """)
    }

    func testSkipByCountAndPredicate() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let xs = of(1, 2, 3, 4, 5)
                xs.skip(3).subscribe()
                xs.skip(while: { $0 < 5 }).subscribe()
                xs.skipWhile { $0 != 5 }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(4)
            #1 +0.000s main next(5)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(5)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next(5)
            #3 +0.000s main completed
            #3 +0.000s main disposed
            """)
    }

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

    func testElementAtSingleAndFirst() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of(5, 6, 7).element(at: 1).subscribe()
                of(5, 6).elementAt(5).subscribe()
                of(1, 2).single().subscribe()
                empty().single().subscribe()
                of(1, 2, 3).single { $0 == 2 }.subscribe()
                of(4, 5).first().subscribe()
                empty().first().subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(6)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main error(RxError.argumentOutOfRange)
            Unhandled error happened: Argument out of range.
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next(1)
            #3 +0.000s main error(RxError.moreThanOneElement)
            Unhandled error happened: Sequence contains more than one element.
            #3 +0.000s main disposed
            #4 +0.000s main subscribed
            #4 +0.000s main error(RxError.noElements)
            Unhandled error happened: Sequence doesn't contain any elements.
            #4 +0.000s main disposed
            #5 +0.000s main subscribed
            #5 +0.000s main next(2)
            #5 +0.000s main completed
            #5 +0.000s main disposed
            #6 +0.000s main subscribed
            #6 +0.000s main success(4)
            #6 +0.000s main disposed
            #7 +0.000s main subscribed
            #7 +0.000s main success(nil)
            #7 +0.000s main disposed
            """)
    }

    func testIfEmptyAndTraitConversions() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                empty().ifEmpty(default: 0).subscribe()
                empty().ifEmpty(switchTo: of(8, 9)).subscribe()
                of(1, 2).asSingle().subscribe()
                of(1).asMaybe().subscribe()
                of(1, 2).asCompletable().subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(0)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(8)
            #2 +0.000s main next(9)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main failure(RxError.moreThanOneElement)
            Unhandled error happened: Sequence contains more than one element.
            #3 +0.000s main disposed
            #4 +0.000s main subscribed
            #4 +0.000s main success(1)
            #4 +0.000s main disposed
            #5 +0.000s main subscribed
            #5 +0.000s main completed
            #5 +0.000s main disposed
            """)
    }
}
