import XCTest
import RxCore
@testable import RxScript

/// Grand Central Dispatch's spelling (`DispatchQueue.main.asyncAfter(deadline: .now() + 1)`) mapped onto the
/// runtime's schedulers.
final class DispatchTests: ScriptTestCase {
    func testDispatchQueuesMapOntoTheRuntimeSchedulers() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("main after 1s") }
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300)) { print("global after 300ms") }
                DispatchQueue.global(qos: .userInitiated).async { print("global now") }
                let q = DispatchQueue(label: "worker")
                q.async { print("on", q.label) }
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 0.5) { print("half a second") }
                interval(RxTimeInterval.milliseconds(400)).take(2).subscribe()
                DispatchQueue.main.asyncAfter(deadline: .now() - 1) { print("a past deadline runs now") }
                after(1.2) { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("nested, at 2.2s") } }
                DispatchQueue.global().asyncAfter(deadline: .now() + 2) { just("from global").subscribe() }
                """),
            """
            #1 +0.000s main subscribed
            global now
            on worker
            a past deadline runs now
            global after 300ms
            #1 +0.400s main next(0)
            half a second
            #1 +0.800s main next(1)
            #1 +0.800s main completed
            #1 +0.800s main disposed
            main after 1s
            #2 +2.000s background subscribed
            #2 +2.000s background next("from global")
            #2 +2.000s background completed
            #2 +2.000s background disposed
            nested, at 2.2s
            """)
    }

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
