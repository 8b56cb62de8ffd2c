import Foundation
import PTYHarness
import XCTest

/// `:record` in the REPL and `rxrepl replay` on a pseudo-terminal: the session's entries, trace lines and clock
/// moves written as JSON lines; the player stepping forward and back, jumping to a time, drawing `:marbles` as of
/// that moment (the lanes the session's own `:marbles` drew at the end), and Ctrl-C giving the terminal back.
extension ReplTerminalTests {
    private func recordLesson(to path: String) throws -> ReplTerminal {
        let repl = try start(["--virtual-time"])
        try repl.enter(":record /no-such-directory/lesson.jsonl")
        try repl.expectText("error: cannot write /no-such-directory/lesson.jsonl: No such file or directory;")
        try repl.enter(":record \(path)")
        try repl.expectText("(recording to \(home)/")
        try repl.enter(
            "cold(\"-a---b|\").flatMapLatest { x in cold(\"--x|\", values: [\"x\": x + \"!\"]) }.subscribe()")
        try repl.enter(":advance 50ms")
        try repl.enter("print(\"between\")")
        try repl.enter(":advance 1s")
        try repl.enter(":record stop")
        try repl.expectText("(recorded to \(home)/")
        try repl.enter(":record stop")
        try repl.expectText("error: no recording is on; :record lesson.jsonl starts one")
        try repl.enter(":record")
        try repl.expectText("(not recording; :record lesson.jsonl starts)")
        return repl
    }

    func testRecordWritesTheEntriesTraceLinesAndClockMovesOfTheSession() throws {
        let path = home + "/lesson.jsonl"
        _ = try recordLesson(to: path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        XCTAssertEqual(objects.first?["type"] as? String, "header")
        XCTAssertEqual(objects.first?["format"] as? String, "rxrepl-recording")
        XCTAssertEqual(objects.first?["version"] as? Int, 1)
        XCTAssertEqual(objects.first?["clock"] as? String, "virtual")
        XCTAssertEqual(objects.first?["width"] as? Int, 100)
        let entries = objects.filter { $0["type"] as? String == "entry" }
        XCTAssertEqual(
            entries.compactMap { $0["printed"] as? String },
            [
                "rx @0.000s> cold(\"-a---b|\").flatMapLatest { x in cold(\"--x|\", values: [\"x\": x + \"!\"]) }.subscribe()",
                "rx @0.000s> :advance 50ms", "rx @0.050s> print(\"between\")", "rx @0.050s> :advance 1s",
                "rx @1.050s> :record stop",
            ])
        XCTAssertEqual(entries.compactMap { $0["line"] as? Int }, [3, 4, 5, 6, 7], "numbered from the session's start")
        XCTAssertEqual(
            entries.map { $0["source"] as? String }, ["<repl:1>", nil, "<repl:2>", nil, nil],
            "code entries are named as their diagnostics name them")
        let clocks = objects.filter { $0["type"] as? String == "clock" }
        XCTAssertEqual(clocks.compactMap { $0["command"] as? String }, [":advance 50ms", ":advance 1s"])
        XCTAssertEqual(clocks.compactMap { $0["time"] as? Double }, [0, 0.05, 1.05])
        let printed = objects.compactMap { $0["printed"] as? String }.filter { $0.hasPrefix("#1") }
        XCTAssertEqual(
            printed,
            [
                "#1  @0.000s  main        subscribed", "#1  @0.030s  main        next(\"a!\")",
                "#1  @0.070s  main        next(\"b!\")", "#1  @0.080s  main        completed",
                "#1  @0.080s  main        disposed",
            ])
        let traces = objects.filter { $0["type"] as? String == "trace" }
        let stages = traces.compactMap { ($0["trace"] as? [String: Any])?["stage"] as? String }
        XCTAssertTrue(stages.contains("flatMapLatest"), "stage lines are recorded while only events are traced")
        let next = try XCTUnwrap(traces.first { ($0["trace"] as? [String: Any])?["kind"] as? String == "next" })
        let trace = try XCTUnwrap(next["trace"] as? [String: Any])
        XCTAssertEqual(trace["clock"] as? String, "virtual")
        XCTAssertEqual(trace["thread"] as? String, "main")
        XCTAssertEqual(trace["value"] as? String, "a")
        XCTAssertEqual(trace["text"] as? String, "\"a\"")
        XCTAssertTrue(objects.contains { $0["type"] as? String == "output" && $0["text"] as? String == "between\n" })
        XCTAssertEqual(objects.last?["type"] as? String, "end")
    }

    func testReplayStepsJumpsAndDrawsMarblesAsOfThatMomentThenCtrlCRestoresTheTerminal() throws {
        let path = home + "/lesson.jsonl"
        let repl = try recordLesson(to: path)
        try repl.enter(":marbles #1")
        try repl.expectRow("flatMapLatest  ---c---d|")
        repl.send(":quit" + Key.enter)
        repl.expectExit(.exited(0))

        let terminal = try PseudoTerminal(
            executable: PseudoTerminal.productsDirectory() + "/rxrepl", arguments: ["replay", path],
            environment: ["TERM": "xterm", "HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], rows: 30,
            columns: 100)
        addTeardownBlock { terminal.terminate() }
        func expect(_ what: String, _ condition: @escaping (VirtualScreen) -> Bool) throws {
            if terminal.waitUntil(timeout: 20, condition) { return }
            XCTFail("timed out waiting for \(what)\n\(terminal.screen.lines.joined(separator: "\n"))")
            throw WaitFailed(what: what)
        }
        let rightArrow = "\u{1B}[C"
        func status(_ text: String) throws {
            try expect("the status \"\(text)\"") { $0.cursorLine.hasPrefix(text) }
        }
        try status("event 0 of 13  start  paused  1x")
        XCTAssertEqual(terminal.screen.line(0), "replay of <repl>: 13 events, virtual time, recorded by rxrepl 0.1.0")
        terminal.send(rightArrow + rightArrow)
        try status("event 2 of 13  @0.000s")
        XCTAssertEqual(terminal.screen.line(3), "#1  @0.000s  main        subscribed")
        terminal.send("l")
        try status("event 3 of 13  @0.000s")
        XCTAssertEqual(terminal.screen.line(4), "rx @0.000s> :advance 50ms")
        terminal.send(Key.left)
        try status("event 2 of 13  @0.000s")
        XCTAssertEqual(terminal.screen.line(4), terminal.screen.cursorLine, "the step taken back is erased")
        terminal.send("g0.03s" + Key.enter)
        try status("event 4 of 13  @0.030s")
        XCTAssertEqual(terminal.screen.line(5), "#1  @0.030s  main        next(\"a!\")")
        terminal.send("m#1" + Key.enter)
        try expect("the lanes at 30ms") { $0.text.contains("flatMapLatest  ---b\n") }
        XCTAssertTrue(terminal.screen.text.contains("(frame 10ms, still running)"))
        terminal.send("g2s" + Key.enter)
        try status("event 13 of 13  @1.050s")
        terminal.send("m1" + Key.enter)
        try expect("the lanes at the end, as :marbles drew them") { $0.text.contains("flatMapLatest  ---c---d|\n") }
        terminal.send("h")
        try status("event 12 of 13  @1.050s")
        XCTAssertFalse(terminal.screen.text.contains("flatMapLatest  ---c---d|"), "the drawing went with the step")
        terminal.send(Key.ctrlC)
        XCTAssertEqual(terminal.waitForExit(timeout: 20), .exited(0))
        let after = terminal.currentAttributes()
        let cooked = tcflag_t(ICANON | ECHO | ISIG)
        XCTAssertEqual(after.c_lflag & cooked, cooked, "canonical mode, echo and signals are back")
        XCTAssertEqual(after.c_lflag, terminal.initialAttributes.c_lflag)
    }
}
