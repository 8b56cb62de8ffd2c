import RxTrace
@testable import RxScript
import XCTest

/// `stream.marbles()`: lanes drawn from what each stage really did, on the virtual clock.
final class MarbleLaneTests: VirtualScriptTestCase {
    private func lanes(_ source: String) -> [String] {
        trace(source).filter { !$0.hasPrefix("#") }
    }

    func testThrottleDrawsTheSourceAndTheResultOnOneAxis() {
        XCTAssertEqual(
            lanes(
                "cold(\"-a-b-c|\").throttle(.milliseconds(20), latest: false, scheduler: MainScheduler.instance).marbles()"
            ),
            ["cold -a-b-c|", "throttle -a-b-c|"])
        XCTAssertEqual(
            lanes("cold(\"-a-b-c|\").throttle(2, latest: false).marbles()"),
            ["cold -a-b-c|", "throttle -a----|"])
    }

    /// The lines `source` prints, as they are (no spaces collapsed).
    private func exactLanes(_ source: String) -> [String] {
        let output = MemoryTraceOutput()
        let runtime = ScriptRuntime.virtual(
            output: output, mode: .off, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        _ = Session(output: { output.write($0) }, runtime: runtime).run(source: source, name: "test.rx")
        return output.lines
    }

    /// A value wider than one character is a letter, never one that a value drawn as itself shows.
    func testLongValuesBecomeLettersWithALegendAndLanesStopAtTheirEnd() {
        XCTAssertEqual(
            lanes("Observable.zip(cold(\"-a--b|\"), cold(\"--1-2-|\")).marbles()"),
            ["cold -a--b|", "cold --1-2-|", "zip --c-d-|", "c = (\"a\", 1), d = (\"b\", 2)"])
    }

    /// An inner lane is blank until its subscription (`^`) and after its end: a gap never looks like a quiet lane.
    func testInnersOfHigherOrderOperatorsGetTheirOwnLanesAndDisposalsShow() {
        XCTAssertEqual(
            exactLanes("cold(\"-a---b|\").flatMapLatest { x in cold(\"--x|\", values: [\"x\": x]) }.marbles()"),
            ["cold           -a---b|", "  ↳ cold 1      ^-a|", "  ↳ cold 2          ^-b|", "flatMapLatest  ---a---b|"])
        XCTAssertEqual(
            lanes("interval(.milliseconds(30)).take(3).marbles()"),
            ["interval ---0--1--(2!)", "take ---0--1--(2|)"])
    }

    /// marbles() runs on a clock of its own, as RxTest's TestScheduler does: the session's clock stays put and the
    /// session's other subscriptions get nothing meanwhile; a hot source shows it the events still to come.
    /// A source an operator subscribes after emitting, but before receiving anything (startWith's), is a stage of
    /// the chain; one subscribed after a stage received an event (flatMap's inner, andThen's next) is an inner.
    func testASourceSubscribedAfterItsOperatorEmittedIsAStageNotAnInner() {
        XCTAssertEqual(lanes("cold(\"-a-b|\").startWith(\"s\").marbles()"), ["cold -a-b|", "startWith sa-b|"])
        XCTAssertEqual(
            lanes("Completable.empty().andThen(cold(\"-a|\")).marbles()"), ["empty |", " ↳ cold 1 -a|", "andThen -a|"])
        XCTAssertEqual(
            lanes("of(1).flatMap { _ in cold(\"-x|\") }.marbles()"), ["of (1|)", " ↳ cold 1 - x|", "flatMap - x|"])
    }

    func testMarblesRunOnAClockOfTheirOwn() {
        let output = trace(
            """
            let h = hot("--a-^-b--c|")
            interval(.milliseconds(10)).take(2).subscribe()
            h.marbles()
            cold("-a---b|").marbles()
            h.subscribe()
            """)
        XCTAssertEqual(
            output,
            [
                "#1 +0.000s main subscribed", "PublishSubject --b--c|", "cold -a---b|", "#2 +0.000s main subscribed",
                "#1 +0.010s main next(0)", "#2 +0.020s main next(\"b\")", "#1 +0.020s main next(1)",
                "#1 +0.020s main completed", "#1 +0.020s main disposed", "#2 +0.050s main next(\"c\")",
                "#2 +0.060s main completed", "#2 +0.060s main disposed",
            ])
    }

    func testMarblesNeedTheVirtualClock() {
        XCTAssertEqual(errors("just(1).marbles()").first?.contains("runs the stream on the virtual clock"), true)
    }

    func testAsciiOnlyDrawsInnerLanesAndChecksWithPlainCharacters() {
        let output = MemoryTraceOutput()
        let runtime = ScriptRuntime.virtual(
            output: output, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        runtime.asciiOnly = true
        let session = Session(output: { output.write($0) }, runtime: runtime)
        _ = session.run(
            source: """
                expect(cold("-a|"), "-a|")
                cold("-a|").flatMap { x in cold("-x|", values: ["x": x]) }.marbles()
                """, name: "test.rx")
        XCTAssertTrue(output.lines.contains("PASS expect (line 1): -a|"), "\(output.lines)")
        XCTAssertTrue(output.lines.contains { $0.hasPrefix("  > cold 1") }, "\(output.lines)")
    }
}
