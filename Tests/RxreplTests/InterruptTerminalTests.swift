import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C stops an entry that would never finish (issue 4): the real binary on a pseudo-terminal.
final class InterruptTerminalTests: XCTestCase {
    private var home = ""

    override func setUpWithError() throws {
        home = "/tmp/rxrepl-pty-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        XCTAssertEqual(mkdir(home, 0o700), 0)
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: home)
    }

    /// Types `entry`, waits until it is being evaluated (its line ended and no prompt followed), presses Ctrl-C
    /// and waits for the calm note and a fresh prompt.
    private func interrupt(
        _ entry: String, in repl: ReplTerminal, note: String = "interrupted",
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let prompts = repl.promptCount()
        repl.send(entry + Key.enter)
        try repl.expect("'\(entry)' to be running", file: file, line: line) { screen in
            screen.text.contains("> " + entry) && screen.cursorLine.isEmpty
        }
        repl.terminal.drain(for: 0.3)
        XCTAssertEqual(
            repl.promptCount(), prompts, "the entry never finishes by itself\n\(repl.dump())",
            file: file, line: line)
        repl.send(Key.ctrlC)
        try repl.expect("the note and a fresh prompt", file: file, line: line) { screen in
            screen.lines.contains(note) && repl.promptCount(in: screen) > prompts
                && ReplTerminal.isEmptyPrompt(screen.cursorLine)
        }
    }

    func testCtrlCStopsAnEndlessLoopAndTheSessionGoesOn() throws {
        let repl = try ReplTerminal(self, home: home)
        try interrupt("while true { }", in: repl)
        XCTAssertFalse(repl.screen.text.contains("error"), "no error for a Ctrl-C\n\(repl.dump())")
        try repl.enter("6 * 7")
        XCTAssertTrue(repl.screen.lines.contains("42"), repl.dump())
        // State survives: a variable the interrupted entry declared and counted up is still there.
        try interrupt("var i = 0; while i >= 0 { i += 1 }", in: repl)
        try repl.enter("i > 0")
        XCTAssertTrue(repl.screen.lines.contains("true"), repl.dump())
    }

    func testCtrlCStopsARunawayLoopInsideAMapClosureAndDisposesTheSubscription() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter("interval(1s).subscribe()")
        try interrupt(
            "of(1, 2).map { x in while true { }; return x }.subscribe()", in: repl,
            note: "interrupted: disposed 1 subscription")
        XCTAssertEqual(repl.traceLines(2, "error(interrupted").count, 1, repl.dump())
        XCTAssertEqual(repl.traceLines(1, "disposed").count, 1, "the running interval is disposed\n\(repl.dump())")
        try repl.enter("6 * 7")
        XCTAssertTrue(repl.screen.lines.contains("42"), repl.dump())
    }

    func testCtrlCStopsARecursionWithoutLoops() throws {
        let repl = try ReplTerminal(self, home: home)
        // Finite but exponential: only the check in every call can stop it.
        try repl.enter("func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }")
        try interrupt("fib(60)", in: repl)
        try repl.enter("fib(10)")
        XCTAssertTrue(repl.screen.lines.contains("55"), repl.dump())
    }

    /// Sources in the Rx core that never end and never call script code: only the core's schedulers can see
    /// the Ctrl-C (`SchedulerStop`).
    func testCtrlCStopsEndlessSynchronousSourcesAndDisposesThem() throws {
        let repl = try ReplTerminal(self, home: home)
        try interrupt(
            "repeatElement(1).ignoreElements().subscribe()", in: repl, note: "interrupted: disposed 1 subscription")
        XCTAssertEqual(repl.traceLines(1, "disposed").count, 1, repl.dump())
        try interrupt(
            "Observable.range(start: 0, count: Int.max).ignoreElements().subscribe()", in: repl,
            note: "interrupted: disposed 1 subscription")
        try repl.enter("enum Failure: Error { case boom }")
        try interrupt(
            "Observable<Int>.error(Failure.boom).retry().subscribe()", in: repl,
            note: "interrupted: disposed 1 subscription")
        // The session goes on, and the core runs normally again.
        try repl.enter("var n = 0; Observable.range(start: 1, count: 3).concat(just(4)).subscribe(onNext: { n += $0 })")
        try repl.enter("n")
        XCTAssertTrue(repl.screen.lines.contains("10"), repl.dump())
    }

    /// On the virtual clock an instant can hold endless work (an interval shorter than a tick), entered or
    /// reached by `:advance`.
    func testCtrlCStopsAnEndlessVirtualInstantAndTheClockGoesOn() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter(":time virtual")
        try interrupt(
            "interval(.nanoseconds(1)).ignoreElements().subscribe()", in: repl,
            note: "interrupted: disposed 1 subscription")
        try repl.enter(
            "timer(.milliseconds(500)).flatMap { _ in interval(.nanoseconds(1)) }.ignoreElements().subscribe()")
        try interrupt(":advance 1s", in: repl, note: "interrupted: disposed 1 subscription")
        try repl.enter("interval(.milliseconds(100)).take(2).subscribe()")
        try repl.enter(":advance 1s")
        XCTAssertEqual(repl.traceLines(3, "completed").count, 1, repl.dump())
    }

    func testCtrlCAtThePromptCancelsPendingTimers() throws {
        let repl = try ReplTerminal(self, home: home)
        try repl.enter("after(1) { print(\"too late\") }")
        repl.send(Key.ctrlC)
        try repl.expect("the cancellation note") { $0.lines.contains("interrupted: cancelled 1 timer") }
        repl.terminal.drain(for: 1.5)
        XCTAssertFalse(repl.screen.lines.contains("too late"), "the timer never fires\n\(repl.dump())")
    }
}
