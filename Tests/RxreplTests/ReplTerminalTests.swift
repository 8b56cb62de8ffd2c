import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Drives the real `rxrepl` binary on a pseudo-terminal the way a person uses it: typing keys and reading the
/// screen. Each test has its own HOME and XDG_STATE_HOME, so history never leaks between tests or into yours.
final class ReplTerminalTests: XCTestCase {
    var home = ""

    override func setUpWithError() throws {
        home = "/tmp/rxrepl-pty-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        XCTAssertEqual(mkdir(home, 0o700), 0)
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: home)
    }

    func start(
        _ arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws
        -> ReplTerminal
    {
        try ReplTerminal(self, home: home, arguments: arguments, file: file, line: line)
    }

    /// Checks that every row is a trace line of #`id` or the prompt line, so nothing was garbled.
    private func assertClean(
        _ repl: ReplTerminal, id: Int, promptLine: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let screen = repl.screen
        for row in screen.lines.dropFirst(2) where !row.isEmpty {
            XCTAssertTrue(
                row == promptLine || row.hasPrefix("#\(id) ") || row.hasPrefix("rx> interval("),
                "garbled row: \(row)\n\(repl.dump())", file: file, line: line)
        }
        XCTAssertEqual(
            screen.lines.filter { $0.hasPrefix("rx>") && $0 != "rx> interval(300ms).subscribe()" }.count, 1,
            "no stale prompts\n\(repl.dump())", file: file, line: line)
    }

    // (1)
    func testIntervalEventsPrintAboveAHalfTypedLineThatThenEvaluates() throws {
        let repl = try start()
        try repl.enter("interval(300ms).subscribe()")
        try repl.expect("the first event") { repl.traceLines(1, "next(0)", in: $0).count == 1 }
        repl.send("let answer = 6 * ")
        try repl.expectLine("rx> let answer = 6 *")
        repl.send(Key.left + Key.left)  // the cursor goes back into the line: it must stay there
        try repl.expect("the cursor before '*'") { $0.cursor.column == 19 }
        let seen = repl.traceLines(1, "next(").count
        try repl.expect("three more events above the intact line and cursor") { screen in
            repl.traceLines(1, "next(", in: screen).count >= seen + 3 && screen.cursorLine == "rx> let answer = 6 *"
                && screen.cursor.column == 19
        }
        assertClean(repl, id: 1, promptLine: "rx> let answer = 6 *")
        repl.send("\u{05}7" + Key.enter)  // Ctrl-E to the end, finish the line
        try repl.expect("the entry to be evaluated") { $0.text.contains("rx> let answer = 6 * 7") }
        try repl.enter("answer")
        try repl.expect("its value") { $0.lines.contains("42") }
        repl.send(Key.ctrlC)
        try repl.expect("the interval's disposal") { repl.traceLines(1, "disposed", in: $0).count == 1 }
    }

    // (2)
    func testCtrlCDisposesARunningIntervalAndGivesAFreshPrompt() throws {
        let repl = try start()
        try repl.enter("interval(300ms).subscribe()")
        try repl.expect("two events") { repl.traceLines(1, "next(1)", in: $0).count == 1 }
        repl.send("half typed")
        try repl.expectLine("rx> half typed")
        repl.send(Key.ctrlC)
        try repl.expect("the disposal, traced, and a fresh prompt") { screen in
            repl.traceLines(1, "disposed", in: screen).count == 1
                && screen.text.contains("interrupted: disposed 1 subscription") && screen.cursorLine == "rx>"
        }
        XCTAssertTrue(repl.screen.text.contains("rx> half typed^C"), repl.dump())
        let events = repl.traceLines(1, "next(").count
        repl.terminal.drain(for: 1)  // an interval of 300 ms would have ticked three times
        XCTAssertEqual(repl.traceLines(1, "next(").count, events, "no events after the disposal\n\(repl.dump())")
        // The session goes on; a second Ctrl-C on an empty prompt with nothing running says how to quit.
        repl.send(Key.ctrlC)
        try repl.expectText("(To quit, press Ctrl-D or type :quit)")
        try repl.waitForPrompt()
        repl.send("dropped")  // a line with text is just dropped, without the hint
        try repl.expectLine("rx> dropped")
        repl.send(Key.ctrlC)
        try repl.expect("a prompt after the dropped line") {
            $0.lines.contains("rx> dropped^C") && $0.cursorLine == "rx>"
        }
        XCTAssertEqual(repl.screen.text.components(separatedBy: "(To quit").count, 2, repl.dump())
        try repl.enter("6 * 7")
        XCTAssertTrue(repl.screen.lines.contains("42"), repl.dump())
    }

    // (3)
    func testHistoryFromOneSessionIsThereInTheNext() throws {
        let first = try start()
        try first.enter("let remembered = 41")
        try first.enter("remembered + 1")
        first.send(Key.ctrlD)
        first.expectExit(.exited(0))
        XCTAssertTrue(FileManager.default.fileExists(atPath: home + "/state/rxrepl/history"))

        let second = try start()
        second.send(Key.up)
        try second.expectLine("rx> remembered + 1")
        second.send(Key.up)
        try second.expectLine("rx> let remembered = 41")
        second.send(Key.enter)
        try second.waitForPrompt()
        try second.enter("remembered")
        XCTAssertTrue(second.screen.lines.contains("41"), second.dump())
    }

    func testNoHistoryWritesNoFile() throws {
        let repl = try start(["--no-history"])
        try repl.enter("1 + 1")
        repl.send(Key.ctrlD)
        repl.expectExit(.exited(0))
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/state/rxrepl/history"))
    }

    // (4)
    func testTabCompletesOperatorsNamesAndCommands() throws {
        let repl = try start()
        try repl.enter("let numbers = of(1, 2, 3)")
        repl.send("numbers.thro" + Key.tab)
        try repl.expectLine("rx> numbers.throttle(")
        repl.send("\u{15}")  // Ctrl-U: clear the line
        try repl.waitForPrompt()
        repl.send("numb" + Key.tab)
        try repl.expectLine("rx> numbers")
        repl.send(".filt" + Key.tab)
        try repl.expectLine("rx> numbers.filter(")
        repl.send("{ $0 > 2 }).subscribe()" + Key.enter)
        try repl.expect("the completed entry's events") { repl.traceLines(1, "next(3)", in: $0).count == 1 }
        try repl.waitForPrompt()
        repl.send(":su" + Key.tab)
        try repl.expectLine("rx> :subs")
    }

    // (5)
    func testAMultiLineClosureTypedOverThreeLinesEvaluates() throws {
        let repl = try start()
        repl.send("of(1, 2).map {" + Key.enter)
        try repl.expectLine("..>")
        repl.send("  $0 * 21" + Key.enter)
        try repl.expect("the third line's prompt") { $0.cursorLine == "..>" && $0.lines.contains("..>   $0 * 21") }
        repl.send("}.subscribe()" + Key.enter)
        try repl.expect("the events") { screen in
            repl.traceLines(1, "next(21)", in: screen).count == 1
                && repl.traceLines(1, "next(42)", in: screen).count == 1
                && repl.traceLines(1, "completed", in: screen).count == 1
        }
        XCTAssertTrue(repl.screen.lines.contains("rx> of(1, 2).map {"), repl.dump())
        XCTAssertTrue(repl.screen.lines.contains("..> }.subscribe()"), repl.dump())
        // One history entry holds all three lines.
        try repl.waitForPrompt()
        repl.send(Key.up + Key.enter)
        try repl.expect("the recalled entry's events") { repl.traceLines(2, "next(42)", in: $0).count == 1 }
    }

    // (6)
    func testCtrlDDisposesEverythingExitsZeroAndLeavesTheTerminalSane() throws {
        let repl = try start()
        let editing = repl.terminal.currentAttributes()
        XCTAssertEqual(editing.c_lflag & tcflag_t(ICANON | ECHO), 0, "raw mode while editing")
        try repl.enter("never().subscribe()")
        repl.send(Key.ctrlD)
        repl.expectExit(.exited(0))
        XCTAssertEqual(repl.traceLines(1, "disposed").count, 1, repl.dump())
        repl.assertRestored()
    }

    func testCtrlDOnAHalfTypedLineDoesNotExit() throws {
        let repl = try start()
        repl.send("6 * 7" + Key.left + Key.left)
        try repl.expect("the cursor before '* 7'") { $0.cursor.column == 7 }
        repl.send(Key.ctrlD)  // deletes the character under the cursor, as in emacs
        try repl.expectLine("rx> 6 *7")
        repl.send("\u{05}" + Key.enter)
        try repl.expect("the value") { $0.lines.contains("42") }
    }

    // MARK: - Evaluating and commands

    func testValuesLetsErrorsAndStateAfterErrors() throws {
        let repl = try start()
        try repl.enter("let xs = of(1, 2, 3).map { $0 * 10 }")
        try repl.enter("xs")
        XCTAssertTrue(repl.screen.lines.contains("Observable(of → map)"), repl.dump())
        XCTAssertEqual(repl.traceLines(1, "").count, 0, "describing an observable does not subscribe to it")
        try repl.enter("\"中文\" + \"字符串\"")
        XCTAssertTrue(repl.screen.lines.contains("\"中文字符串\""), repl.dump())
        try repl.enter("xs.map { $0 / 0 }.subscrib()")
        try repl.expectText("<repl:4>:1:19: error: value of type 'Observable' has no member 'subscrib'")
        XCTAssertTrue(repl.screen.lines.contains("xs.map { $0 / 0 }.subscrib()"), repl.dump())
        XCTAssertTrue(repl.screen.lines.contains { $0.hasPrefix("                  ^") }, "a caret\n\(repl.dump())")
        try repl.enter("print(xs)")
        XCTAssertTrue(repl.screen.lines.contains("Observable(map)"), repl.dump())
    }

    func testSubsDisposeVarsTraceResetAndUnknownCommands() throws {
        let repl = try start()
        try repl.enter("let forever = never()")
        try repl.enter("forever.subscribe()")
        try repl.enter("never().subscribe(onNext: { print($0) })")
        try repl.enter(":subs")
        try repl.expect("the table") { screen in
            screen.lines.contains {
                $0.hasPrefix("#1") && $0.contains("0 events") && $0.contains("forever.subscribe()")
            }
                && screen.lines.contains { $0.hasPrefix("#2") && $0.contains("never().subscribe(onNext:") }
        }
        try repl.enter(":dispose #1")
        XCTAssertEqual(repl.traceLines(1, "disposed").count, 1, repl.dump())
        try repl.enter(":dispose #7")
        try repl.expectText("no live subscription #7")
        try repl.enter(":vars")
        XCTAssertTrue(repl.screen.lines.contains("let forever: Observable = Observable(never)"), repl.dump())
        try repl.enter(":trace off")
        try repl.enter("just(1).subscribe()")
        XCTAssertEqual(repl.traceLines(3, "").count, 0, "nothing traced with :trace off\n\(repl.dump())")
        try repl.enter(":trace events")
        try repl.enter(":sbus")
        try repl.expectText("unknown command :sbus; did you mean :subs?")
        try repl.enter(":reset")
        XCTAssertEqual(repl.traceLines(2, "disposed").count, 1, repl.dump())
        try repl.enter("forever")
        try repl.expectText("cannot find 'forever' in scope")
        try repl.enter(":help")
        try repl.expectText("A short tour")
        repl.send(":quit" + Key.enter)
        repl.expectExit(.exited(0))
    }

    func testLoadRunsAScriptIntoTheSession() throws {
        let script = home + "/numbers.rx"
        try "#!/usr/bin/env rxrepl\nlet loaded = of(5, 6)\nloaded.subscribe()\n".write(
            toFile: script, atomically: true,
            encoding: .utf8)
        let repl = try start()
        repl.send(":load " + home + "/num" + Key.tab)
        try repl.expectLine("rx> :load " + script)
        repl.send(Key.enter)
        try repl.expect("the script's events") { repl.traceLines(1, "next(6)", in: $0).count == 1 }
        try repl.waitForPrompt()
        try repl.enter("loaded")
        XCTAssertTrue(repl.screen.lines.contains("Observable(of)"), repl.dump())
    }

    func testVirtualTimeHoldsStillUntilAdvancedOrStepped() throws {
        let repl = try ReplTerminal(self, home: home, arguments: ["--virtual-time"])
        XCTAssertTrue(repl.screen.text.contains("nothing happens until :advance 500ms or :step"), repl.dump())
        try repl.enter("interval(1s).take(2).subscribe()")
        XCTAssertEqual(repl.traceLines(1, "next(").count, 0, "nothing until the clock moves\n\(repl.dump())")
        try repl.enter(":advance 1500ms")
        XCTAssertEqual(repl.traceLines(1, "next(").count, 1, repl.dump())
        XCTAssertTrue(repl.screen.text.contains("rx @1.500s>"), "the prompt shows the time\n\(repl.dump())")
        try repl.enter(":step")
        XCTAssertTrue(repl.screen.text.contains("#1  @2.000s  main        completed"), repl.dump())
        try repl.enter(":now")
        XCTAssertTrue(repl.screen.lines.contains("@2.000s"), repl.dump())
        try repl.enter(":time real")
        try repl.expectText("real time")
    }

    func testRealAndVirtualSubscriptionsLiveInOneSessionEachMarked() throws {
        let repl = try start()
        try repl.enter("let s = PublishSubject<Int>()")
        try repl.enter("s.subscribe()")
        try repl.enter(":time virtual")
        try repl.expectText("virtual time at @0.000s")
        XCTAssertTrue(repl.screen.text.contains("rx @0.000s>"), repl.dump())
        try repl.enter("interval(1s).take(3).subscribe()")
        try repl.enter("s.onNext(5)")
        XCTAssertTrue(
            repl.screen.lines.contains { $0.hasPrefix("#1  +") && $0.hasSuffix("next(5)") },
            "the real subscription still runs in real time, marked '+'\n\(repl.dump())")
        try repl.enter(":advance 1s")
        XCTAssertTrue(repl.screen.text.contains("#2  @1.000s  main        next(0)"), repl.dump())
        try repl.enter(":subs")
        XCTAssertEqual(
            repl.screen.lines.filter { $0.hasPrefix("#2 ") && $0.contains("virtual") }.count, 1,
            repl.dump())
        XCTAssertEqual(
            repl.screen.lines.filter { $0.hasPrefix("#1 ") && $0.hasSuffix("event  s.subscribe()") }.count, 1,
            repl.dump())
        try repl.enter(":time real")
        try repl.expectText("real time; 1 virtual subscription waits at @1.000s for :time virtual")
        try repl.enter("let a = cold(\"-a-b-c|\")")
        try repl.enter(":time virtual")
        try repl.enter("a.throttle(.milliseconds(20), latest: false, scheduler: MainScheduler.instance).marbles()")
        try repl.expectText("throttle  -a-b-c|")
        try repl.enter(":time real")
        try repl.enter("s.onNext(6)")
        XCTAssertEqual(repl.traceLines(1, "next(6)").count, 1, "names survive the switch\n\(repl.dump())")
        try repl.enter(":advance 1s")
        try repl.expectText("the session runs in real time")
        try repl.enter(":time virtual")
        try repl.enter(":advance 2s")
        XCTAssertTrue(repl.screen.text.contains("#2  @3.000s  main        completed"), repl.dump())
    }

    func testPauseHoldsASubscriptionsLinesUntilResume() throws {
        let repl = try ReplTerminal(self, home: home, arguments: ["--virtual-time"])
        try repl.enter("interval(1s).subscribe()")
        try repl.enter(":pause #1")
        try repl.enter(":advance 2500ms")
        XCTAssertEqual(repl.traceLines(1, "next(").count, 0, "held\n\(repl.dump())")
        try repl.enter(":resume #1")
        XCTAssertEqual(repl.traceLines(1, "next(").count, 2, repl.dump())
        try repl.expectText("#1 resumed (2 held lines above)")
    }

    func testStartsWithOneCalmLine() throws {
        let repl = try start()
        XCTAssertEqual(repl.screen.text, "Type :help for a tour, Ctrl-D to quit\nrx>", repl.dump())
    }
}
