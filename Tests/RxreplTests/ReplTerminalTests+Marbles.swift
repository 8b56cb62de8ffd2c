import Foundation
import PTYHarness
import XCTest

/// `:marbles #N` and `marbles()` on a pseudo-terminal: a subscription's lanes (each stage, its inner
/// subscriptions on lanes of their own) on one time axis with a ruler, the legend `:export` writes too, rows that
/// wrap between frames, the live redraw, and `marbles()` on a clock of its own.
extension ReplTerminalTests {
    func testMarblesDrawsEachStageOfASubscriptionOnOneAxisInputAboveOutput() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter("interval(.milliseconds(300)).map { \"v\\($0)\" }.take(4).subscribe()")
        try repl.enter(":advance 2s")
        try repl.enter(":marbles #1")
        try repl.expectText("#1  interval(.milliseconds(300)).map { \"v\\($0)\" }.take(4).subscribe()   (frame 10ms)")
        try repl.expectRow("interval   300ms 0 290ms 1 290ms 2 290ms (3!)")
        try repl.expectRow("map        300ms a 290ms b 290ms c 290ms (d!)")
        try repl.expectRow("take       300ms a 290ms b 290ms c 290ms (d|)")
        try repl.expectRow("          0      300ms   600ms   900ms   1.2s")
        try repl.expectRow("a = \"v0\", b = \"v1\", c = \"v2\", d = \"v3\"")
        try repl.enter(":marbles frame 100ms")
        try repl.enter(":marbles #1")
        try repl.expectText("(frame 100ms)")
        try repl.expectRow("take      ---a--b--c--(d|)")
        try repl.enter("cold(\"-a|\").subscribe()")
        try repl.enter(":advance 1s")
        XCTAssertEqual(
            repl.traceLines(2, "@2.100s  main        next(\"a\")").count, 1,
            "the frame also applies to marble inputs\n\(repl.dump())")
        try repl.enter(":marbles #7")
        try repl.expectText("no subscription #7 to draw")
    }

    /// Inner subscriptions get lanes of their own, blank until their `^` and after their end (a gap never looks
    /// like a quiet lane), named as `:export` and `--trace stages` name them, with the picture's legend.
    func testMarblesDrawsInnerSubscriptionsOnTheirOwnLanesWithTheLegendOfTheExport() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter(
            "cold(\"-a---b|\").flatMapLatest { x in cold(\"--x|\", values: [\"x\": x + \"!\"]) }.subscribe()")
        try repl.enter(":advance 1s")
        try repl.enter(":marbles #1")
        try repl.expectRow("cold           -a---b|")
        try repl.expectRow("  ↳ #1.1 cold   ^-c|")
        try repl.expectRow("  ↳ #1.2 cold       ^-d|")
        try repl.expectRow("flatMapLatest  ---c---d|")
        try repl.expectRow("c = \"a!\", d = \"b!\"")
        try repl.enter(":export #1 " + home + "/talk.svg")
        try repl.expectText("(wrote 4 lanes of #1 to \(home)/talk.svg)")
        let svg = try String(contentsOfFile: home + "/talk.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains(">c = &quot;a!&quot;</text>"), svg)
        XCTAssertTrue(svg.contains(">d = &quot;b!&quot;</text>"), svg)
    }

    func testARunTooLongForOneRowWrapsBetweenFramesEachRowWithItsRuler() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter(":trace off")
        try repl.enter("interval(.milliseconds(10)).take(150).subscribe()")
        try repl.enter(":advance 2s")
        try repl.enter(":marbles #1")
        try repl.expectText("(frame 10ms)")
        try repl.waitForPrompt()
        let rows = repl.screen.lines.filter { $0.hasPrefix("interval  ") }
        XCTAssertGreaterThan(rows.count, 1, "wrapped\n\(repl.dump())")
        XCTAssertTrue(rows.last?.hasSuffix("(*!)") ?? false, "the last group whole on the last row\n\(repl.dump())")
        let first = try XCTUnwrap(repl.screen.lines.firstIndex { $0.hasPrefix("interval  ") })
        XCTAssertTrue(repl.screen.lines[first + 2].hasPrefix("          0         100ms"), repl.dump())
        XCTAssertTrue(repl.screen.lines.allSatisfy { $0.count < 100 }, "fits the 100-column terminal\n\(repl.dump())")
        try repl.expectText("* = 114 other values")
    }

    func testMarblesOfARunningSubscriptionIsRedrawnInPlaceUntilItEnds() throws {
        let repl = try start()
        repl.send("interval(.milliseconds(100)).take(6).subscribe(); print(\"started\")" + Key.enter)
        try repl.expectText("started")
        try repl.enter(":marbles #1")
        try repl.expect("the finished lanes") { screen in
            screen.lines.contains { $0.hasPrefix("take  ") && $0.hasSuffix("(5|)") }
                && screen.lines.contains { $0.hasPrefix("#1  interval") && $0.hasSuffix("(frame 10ms)") }
        }
        try repl.waitForPrompt()
        XCTAssertEqual(
            repl.screen.lines.filter { $0.hasPrefix("take  ") }.count, 1, "redrawn in place\n\(repl.dump())")
        XCTAssertFalse(
            repl.screen.text.contains("any key stops watching"), "the hint goes with the watch\n\(repl.dump())")
        XCTAssertTrue(
            repl.terminal.rawTranscript.contains("still running"), "it was drawn while running\n\(repl.dump())")
        XCTAssertEqual(repl.traceLines(1, "completed").count, 1, "held lines come out after\n\(repl.dump())")
        let laneRow = try XCTUnwrap(repl.screen.lines.firstIndex { $0.hasPrefix("take  ") })
        XCTAssertTrue(
            repl.screen.lines[laneRow + 1].hasPrefix("          0 "), "a ruler under the lanes\n\(repl.dump())")
    }

    /// `marbles()` typed at the prompt runs on a clock of its own: the session's clock stays put and the session's
    /// other subscriptions get nothing meanwhile.
    func testMarblesTypedInTheReplRunOnAClockOfTheirOwn() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter("interval(.milliseconds(10)).subscribe()")
        try repl.enter("interval(.milliseconds(100)).take(3).marbles()")
        try repl.expectRow("interval   100ms 0---------1---------(2!)")
        try repl.waitForPrompt()
        XCTAssertEqual(repl.screen.cursorLine, "rx @0.000s>", "the session's clock stayed put\n\(repl.dump())")
        XCTAssertEqual(repl.traceLines(1, "next(").count, 0, "#1 got nothing\n\(repl.dump())")
    }

    /// The id and time columns widen (by steps, then stay) so they never run into each other.
    func testTraceColumnsWidenForWideIdsAndLongTimes() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter(":trace off")
        for _ in 1...9 { try repl.enter("just(1).subscribe()") }
        try repl.enter(":trace events")
        try repl.enter(":advance 75s")
        try repl.enter("timer(.milliseconds(33)).subscribe()")
        try repl.enter(":advance 1s")
        try repl.expectRow("#10  @75.033s  main        next(0)")
    }
}

extension ReplTerminal {
    /// Waits until a row of the screen (or the scrollback) reads `text` exactly.
    func expectRow(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try expect("a row \"\(text)\"", file: file, line: line) {
            $0.text.split(separator: "\n").contains { $0 == text }
        }
    }
}
