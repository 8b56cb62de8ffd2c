import XCTest
import RxCore
@testable import RxScript

/// `ScriptRuntime.cancelPendingTimers()`: what the REPL calls on Ctrl-C, `:reset` and exit.
final class ScriptRuntimeTimerTests: ScriptTestCase {
    func testCancelStopsEveryPendingTimerAndOnlyThose() {
        let harness = VirtualTimeHarness()
        let scheduler = harness.runtime.virtualScheduler!
        _ = harness.session.run(
            source: """
                after(10ms) { print("early") }
                after(50ms) { print("late") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.06) { print("later") }
                """, name: "timers.rx")
        XCTAssertEqual(harness.runtime.pendingTimerCount, 3)
        scheduler.advanceTo(20)
        XCTAssertEqual(harness.lines, ["early"])
        XCTAssertEqual(harness.runtime.cancelPendingTimers(), 2, "the timer that ran is not cancelled again")
        XCTAssertEqual(harness.runtime.pendingTimerCount, 0)
        XCTAssertTrue(harness.runtime.isIdle)
        scheduler.advanceTo(1000)
        XCTAssertEqual(harness.lines, ["early"], "cancelled timers never run")
        XCTAssertEqual(harness.runtime.cancelPendingTimers(), 0)
    }

    func testATimerDisposedByItsOwnerIsNoLongerPending() {
        let harness = VirtualTimeHarness()
        var ran = false
        let timer = harness.runtime.after(.milliseconds(5), on: harness.runtime.main) { ran = true }
        timer.dispose()
        XCTAssertEqual(harness.runtime.pendingTimerCount, 0)
        XCTAssertEqual(harness.runtime.cancelPendingTimers(), 0)
        harness.runtime.virtualScheduler!.advanceTo(100)
        XCTAssertFalse(ran)
    }
}
