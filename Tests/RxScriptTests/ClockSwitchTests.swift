import XCTest
import RxCore
import RxTrace
@testable import RxScript

/// A session switching between real and virtual time (the REPL's `:time`): new streams take the current clock,
/// what was made before keeps its own, and each subscription is stamped by the clock it started on.
final class ClockSwitchTests: ScriptTestCase {
    private func makeSession() -> (ScriptRuntime, Session, MemoryTraceOutput) {
        let output = MemoryTraceOutput()
        let runtime = ScriptRuntime.real(
            output: output, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        let session = Session(output: { output.write($0) }, runtime: runtime)
        return (runtime, session, output)
    }

    func testASchedulerKeptInAVariableFollowsTheClockWhenAStreamIsMade() throws {
        let (runtime, session, output) = makeSession()
        defer { runtime.tracer.disposeAll(); runtime.tracer.uninstall() }
        XCTAssertTrue(session.run(source: "let m = MainScheduler.instance", name: "a.rx").diagnostics.isEmpty)
        runtime.switchClock(toVirtual: true)
        let scheduler = try XCTUnwrap(runtime.virtualScheduler)
        XCTAssertTrue(
            session.run(source: "interval(1s, scheduler: m).take(1).subscribe()", name: "b.rx")
                .diagnostics.isEmpty)
        scheduler.advanceTo(1000)
        XCTAssertEqual(
            output.lines.map { $0.split(separator: " ").joined(separator: " ") },
            [
                "#1 @0.000s main subscribed", "#1 @1.000s main next(0)", "#1 @1.000s main completed",
                "#1 @1.000s main disposed",
            ])
    }

    func testAStreamMadeBeforeTheSwitchKeepsItsClock() throws {
        let (runtime, session, output) = makeSession()
        defer { runtime.tracer.disposeAll(); runtime.tracer.uninstall() }
        runtime.switchClock(toVirtual: true)
        XCTAssertTrue(session.run(source: "let ticks = interval(1s).take(1)", name: "a.rx").diagnostics.isEmpty)
        runtime.switchClock(toVirtual: false)
        XCTAssertNil(runtime.virtualScheduler)
        XCTAssertTrue(session.run(source: "ticks.subscribe()", name: "b.rx").diagnostics.isEmpty)
        let virtualClock = try XCTUnwrap(runtime.virtualClock)
        virtualClock.advanceTo(1000)
        XCTAssertTrue(
            output.lines.contains { $0.hasPrefix("#1") && $0.hasSuffix("next(0)") },
            "the interval ticks on the virtual clock it was made on: \(output.lines)")
        XCTAssertEqual(runtime.tracer.liveCount, 0)
    }
}
