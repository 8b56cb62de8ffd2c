import XCTest
import RxCore
@testable import RxScript

/// `ScriptInterrupt`: a requested interrupt stops loops and every script function call.
final class ScriptInterruptTests: ScriptTestCase {
    override func tearDown() {
        ScriptInterrupt.clear()
        super.tearDown()
    }

    func testARequestStopsACallWithoutAnyLoop() {
        let harness = VirtualTimeHarness()
        XCTAssertTrue(harness.session.evaluate("func one() -> Int { 1 }").succeeded)
        ScriptInterrupt.request()
        let result = harness.session.evaluate("let x = one()")
        XCTAssertEqual(result.diagnostics.map(\.message), ["interrupted"])
        ScriptInterrupt.clear()
        XCTAssertEqual(harness.session.evaluate("one() + 1").valueDescription, "2", "the session goes on")
    }

    func testARequestFromAnotherThreadStopsARunawayClosureInMap() {
        let harness = VirtualTimeHarness()
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 0.2)
        timer.setEventHandler { ScriptInterrupt.request() }
        timer.resume()
        defer { timer.cancel() }
        let result = harness.session.evaluate("of(1).map { x in while true { }; return x }.subscribe()")
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(harness.lines.count, 4, harness.lines.joined(separator: "\n"))
        XCTAssertTrue(harness.lines[1].hasPrefix("#1 +0.000s main error(interrupted at"), harness.lines[1])
        harness.runtime.tracer.disposeAll()
    }
}
