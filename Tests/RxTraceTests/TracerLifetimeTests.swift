import RxCore
import RxTrace
import XCTest

/// A tracer that goes away takes its stage tracer out of the core with it, so the next tracer's session never
/// traces into a freed one (the fuzzer crashed on this running sessions one after another in one process).
final class TracerLifetimeTests: XCTestCase {
    private func makeTracer(_ mode: Tracer.Mode) -> Tracer {
        Tracer(output: MemoryTraceOutput(), clock: RealTraceClock(), mode: mode)
    }

    func testAStageTracerIsRemovedWhenItsTracerGoesAway() {
        var tracer: Tracer? = makeTracer(.stages)
        XCTAssertNotNil(StageTracing.tracer)
        tracer = nil
        XCTAssertNil(StageTracing.tracer, "the freed tracer's stage tracer is still installed")
        _ = tracer
    }

    func testSwitchingToStagesLaterIsUndoneToo() {
        var tracer: Tracer? = makeTracer(.events)
        tracer?.mode = .stages
        XCTAssertNotNil(StageTracing.tracer)
        tracer = nil
        XCTAssertNil(StageTracing.tracer)
        _ = tracer
    }

    func testATracerGoingAwayLeavesAnotherTracersStageTracerInstalled() {
        let survivor = makeTracer(.events)
        var retired: Tracer? = makeTracer(.stages)
        survivor.mode = .stages
        retired = nil
        XCTAssertNotNil(StageTracing.tracer, "the survivor's stage tracer stays")
        survivor.uninstall()
        XCTAssertNil(StageTracing.tracer)
        _ = retired
    }
}
