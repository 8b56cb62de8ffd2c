import RxCore
import RxTrace
import XCTest

/// A person's action on a control (`:tap go` in the REPL): a trace line of its own, with no subscription, at the
/// tracer's time and thread, in text and in JSON lines; nothing when the trace is off.
final class ActionTraceTests: XCTestCase {
    private func tracer(
        _ style: TraceFormatter.Style, mode: Tracer.Mode = .events
    )
        -> (Tracer, MemoryTraceOutput, VirtualTimeScheduler)
    {
        let scheduler = VirtualTimeScheduler(resolution: 0.001)
        let output = MemoryTraceOutput()
        let tracer = Tracer(
            output: output, clock: VirtualTraceClock(scheduler: scheduler), formatter: TraceFormatter(style: style),
            mode: mode)
        return (tracer, output, scheduler)
    }

    func testAnActionIsALineWithNoSubscriptionAtTheCurrentTime() {
        let (tracer, output, scheduler) = tracer(.text)
        tracer.reportAction(on: "go", "tapped")
        scheduler.advanceTo(1500)
        tracer.reportAction(on: "go", "ignored the tap (isEnabled is false)")
        XCTAssertEqual(
            output.lines,
            [
                "    +0.000s  main        go tapped",
                "    +1.500s  main        go ignored the tap (isEnabled is false)",
            ])
    }

    func testAnActionInJSONLinesNamesTheControl() {
        let (tracer, output, _) = tracer(.jsonl)
        tracer.reportAction(on: "go", "tapped")
        XCTAssertEqual(
            output.lines,
            [#"{"kind":"action","sink":"go","value":"tapped","text":"tapped","time":0.000000,"thread":"main"}"#])
    }

    func testNothingIsTracedWhenTheTraceIsOff() {
        let (tracer, output, _) = tracer(.text, mode: .off)
        tracer.reportAction(on: "go", "tapped")
        XCTAssertEqual(output.lines, [])
    }
}
