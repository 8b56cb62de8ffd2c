import PTYHarness
import XCTest

@testable import LineEditor

#if canImport(Glibc)
    import Glibc
#endif

/// Drives the real `line-editor-test-driver` binary on a pseudo-terminal, typing keys and reading the screen a person
/// would see. Assertions are on text; every wait is bounded, and generous so a loaded machine does not flake.
final class LineEditorTerminalTests: XCTestCase {
    private let left = "\u{1B}[D"
    private let up = "\u{1B}[A"
    private let ctrlA = "\u{01}", ctrlC = "\u{03}", ctrlD = "\u{04}", ctrlE = "\u{05}", backspace = "\u{7F}"
    private var directory = ""

    override func setUpWithError() throws {
        directory = "/tmp/line-editor-pty-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        XCTAssertEqual(mkdir(directory, 0o700), 0)
    }

    override func tearDown() {
        _ = unlink(directory + "/history")
        _ = rmdir(directory)
    }

    private var historyPath: String { directory + "/history" }

    /// Starts the demo with LANG unset (so the editor's UTF-8 fallback is exercised) and waits for its prompt.
    private func startDemo(
        _ arguments: [String] = [], rows: Int = 24, columns: Int = 80,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            executable: PseudoTerminal.productsDirectory() + "/line-editor-test-driver", arguments: arguments,
            environment: ["TERM": "xterm", "HOME": directory, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"],
            rows: rows, columns: columns)
        addTeardownBlock { terminal.terminate() }
        try expect(terminal, "the first prompt", file: file, line: line) {
            $0.cursorLine == "demo>" && $0.cursor.column == 6
        }
        return terminal
    }

    /// Waits for `condition`, failing with the screen and the raw output when it never holds.
    private func expect(
        _ terminal: PseudoTerminal, _ what: String, timeout: Double = 15,
        file: StaticString = #filePath, line: UInt = #line,
        _ condition: (VirtualScreen) -> Bool
    ) throws {
        if terminal.waitUntil(timeout: timeout, condition) { return }
        XCTFail("timed out waiting for \(what)\n\(dump(terminal))", file: file, line: line)
        throw WaitFailed(what: what)
    }

    private struct WaitFailed: Error {
        let what: String
    }

    /// Waits for the child to exit, failing with the screen and the raw output when it does not exit as expected.
    private func expectExit(
        _ terminal: PseudoTerminal, _ expected: PseudoTerminal.Termination, timeout: Double = 15,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let termination = terminal.waitForExit(timeout: timeout)
        XCTAssertEqual(termination, expected, "exit status\n\(dump(terminal))", file: file, line: line)
    }

    private func expectLine(
        _ terminal: PseudoTerminal, _ text: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try expect(terminal, "the line \"\(text)\"", file: file, line: line) { $0.cursorLine == text }
    }

    private func dump(_ terminal: PseudoTerminal) -> String {
        "--- screen ---\n\(terminal.screen.lines.joined(separator: "\n"))\n--- cursor \(terminal.screen.cursor) ---"
            + "\n--- raw ---\n\(terminal.rawTranscript)"
    }

    private func highestTick(_ screen: VirtualScreen) -> Int {
        screen.text.split(separator: "\n").compactMap { row in
            row.hasPrefix("tick ") ? Int(row.dropFirst(5)) : nil
        }.max() ?? 0
    }

    // (a)
    func testTicksPrintAboveAHalfTypedLineWhichStaysIntact() throws {
        let terminal = try startDemo(["--ticks"])
        terminal.send("hello world")
        try expectLine(terminal, "demo> hello world")
        terminal.send(String(repeating: left, count: 5))
        try expect(terminal, "the cursor before 'world'") { $0.cursor.column == 12 }
        let seen = highestTick(terminal.screen)
        // Output arrives in chunks, so wait for a screen where the redraw after the third new tick is complete.
        try expect(terminal, "three more ticks above the intact line and cursor") {
            self.highestTick($0) >= seen + 3 && $0.cursorLine == "demo> hello world" && $0.cursor.column == 12
        }
        let screen = terminal.screen
        for row in screen.lines where !row.isEmpty {
            XCTAssertTrue(
                row == "demo> hello world" || row.range(of: #"^tick \d+$"#, options: .regularExpression) != nil,
                "garbled row: \(row)")
        }
        XCTAssertEqual(screen.lines.filter { $0.hasPrefix("demo>") }.count, 1, "no stale prompts")
        terminal.send("big ")
        try expectLine(terminal, "demo> hello big world")
        terminal.send("\r")
        try expect(terminal, "the entry") { $0.text.contains("got: hello big world") }
    }

    // (a) with a line wrapped over two rows, double-width characters, and the cursor on the first row.
    func testTicksKeepAWrappedChineseLineIntact() throws {
        let terminal = try startDemo(["--ticks"], columns: 30)
        let text = "just(\"这是一个很长的中文字符串\", 12345)"  // 6 + 6 + 28 + 8 = 48 cells: two rows
        terminal.send(text)
        try expect(terminal, "the wrapped line") { $0.text.contains("12345)") && $0.cursor.row > 0 }
        terminal.send(String(repeating: left, count: 20))  // back to just after 这, on the first row
        try expect(terminal, "the cursor after 这") { $0.cursor.column == 14 }
        let seen = highestTick(terminal.screen)
        try expect(terminal, "three more ticks above the intact two-row line and cursor") { screen in
            self.highestTick(screen) >= seen + 3 && screen.cursor.column == 14 && screen.cursor.row + 1 < screen.rows
                && screen.line(screen.cursor.row) + screen.line(screen.cursor.row + 1) == "demo> " + text
        }
        let screen = terminal.screen
        XCTAssertEqual(screen.lines.filter { $0.hasPrefix("demo>") }.count, 1, "no stale prompts")
        XCTAssertEqual(screen.line(screen.cursor.row - 1), "tick \(highestTick(screen))")
        terminal.send("好\r")
        try expect(terminal, "the entry") {
            $0.text.replacingOccurrences(of: "\n", with: "").contains("got: just(\"这好是一个很长的中文字符串\", 12345)")
        }
    }

    func testWindowResizeRewrapsTheLine() throws {
        let terminal = try startDemo(["--ticks"])
        terminal.send("hello 你好")
        try expectLine(terminal, "demo> hello 你好")
        terminal.resize(columns: 20)
        terminal.send(" wide world")  // 6 + 21 = 27 cells: wraps at the new width
        try expect(terminal, "the line wrapped at 20 columns") { screen in
            screen.cursor.row > 0 && screen.line(screen.cursor.row - 1) == "demo> hello 你好 wid"
                && screen.cursorLine == "e world" && screen.cursor.column == 7
        }
        let seen = highestTick(terminal.screen)
        try expect(terminal, "ticks above the re-wrapped line") { screen in
            self.highestTick(screen) >= seen + 2 && screen.cursor.row > 0 && screen.cursorLine == "e world"
                && screen.line(screen.cursor.row - 1) == "demo> hello 你好 wid"
        }
        terminal.send("\r")
        try expect(terminal, "the entry") {
            $0.text.replacingOccurrences(of: "\n", with: "").contains("got: hello 你好 wide world")
        }
    }

    /// Keys typed the instant the prompt appears must be read once and echoed once. libedit draws the prompt
    /// before it puts the tty in raw mode, so without the editor's fix the tty echoes such keys too (seen under
    /// load in about 1 run in 10).
    func testKeysTypedAsThePromptAppearsAreEchoedOnce() throws {
        for _ in 0..<15 {
            let terminal = try startDemo()
            terminal.send("f({\r")
            try expectLine(terminal, "  ..>")
            terminal.send("1")
            try expect(terminal, "the second line") { $0.cursorLine.hasPrefix("  ..> 1") }
            terminal.drain(for: 0.05)
            XCTAssertEqual(terminal.screen.text, "demo> f({\n  ..> 1", dump(terminal))
            terminal.terminate()
        }
    }

    // (b)
    func testCtrlCDiscardsTheLineAndGivesAFreshPrompt() throws {
        let terminal = try startDemo()
        terminal.send("discard me")
        try expectLine(terminal, "demo> discard me")
        terminal.send(left + left + ctrlC)
        try expect(terminal, "a fresh prompt") { $0.text.contains("(interrupted)") && $0.cursorLine == "demo>" }
        XCTAssertTrue(terminal.screen.text.contains("demo> discard me^C"), "^C is written after the text")
        terminal.send(ctrlC)  // on an empty line: still no exit
        try expect(terminal, "a second fresh prompt") {
            $0.text.components(separatedBy: "(interrupted)").count == 3 && $0.cursorLine == "demo>"
        }
        terminal.send("kept\r")
        try expect(terminal, "the next entry") { $0.text.contains("got: kept") }
        XCTAssertFalse(terminal.screen.text.contains("got: discard"))
    }

    // (c)
    func testHistoryFromOneRunIsAvailableInTheNext() throws {
        let first = try startDemo(["--history", historyPath])
        first.send("first entry\r")
        try expect(first, "the first entry") { $0.text.contains("got: first entry") }
        first.send("second 条目\r")
        try expect(first, "the second entry") { $0.text.contains("got: second 条目") }
        first.send(ctrlD)
        expectExit(first, .exited(0))

        let second = try startDemo(["--history", historyPath])
        second.send(up)
        try expectLine(second, "demo> second 条目")
        second.send(up)
        try expectLine(second, "demo> first entry")
        second.send("\r")
        try expect(second, "the recalled entry") { $0.text.contains("got: first entry") }
    }

    func testHistoryFileIsBounded() throws {
        let terminal = try startDemo(["--history", historyPath, "--history-limit", "3"])
        for index in 1...5 {
            terminal.send("entry \(index)\r")
            try expect(terminal, "entry \(index)") { $0.text.contains("got: entry \(index)") }
        }
        terminal.send(ctrlD)
        expectExit(terminal, .exited(0))
        let contents = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertEqual(contents, HistoryFormat.header + "\nentry 3\nentry 4\nentry 5\n")
    }

    /// Keys typed while the program is busy between two reads (a slow evaluation) must reach the editor
    /// unchanged: a Ctrl-D must not be eaten by the tty's canonical mode (it turned into a NUL byte, and the
    /// program never exited), Backspace must be the editor's, and nothing may be echoed twice.
    func testTypeAheadDuringASlowEntryIsKeptWhole() throws {
        for _ in 0..<3 {
            let terminal = try startDemo(["--pause-after-entry", "400"])
            terminal.send("first\r")
            try expect(terminal, "the first entry") { $0.text.contains("got: first") }
            terminal.send("abX" + backspace + "c\r")
            terminal.send(ctrlD)
            try expect(terminal, "the typed-ahead entry") { $0.text.contains("got: abc") }
            expectExit(terminal, .exited(0))
            XCTAssertEqual(
                terminal.screen.text, "demo> first\ngot: first\ndemo> abc\ngot: abc\ndemo> ^D\nbye",
                dump(terminal))
            assertRestored(terminal)
            terminal.terminate()
        }
    }

    // (d)
    func testTabCompletesCommonPrefixesAndListsAmbiguousCandidates() throws {
        let terminal = try startDemo()
        terminal.send("x.thr\t")
        try expectLine(terminal, "demo> x.throttle(")
        terminal.send("1)\r")
        try expect(terminal, "the completed entry") { $0.text.contains("got: x.throttle(1)") }

        terminal.send("y.ta\t")
        try expectLine(terminal, "demo> y.take")
        terminal.send("\t")
        try expect(terminal, "the candidate list") {
            $0.lines.contains { $0.contains(".take(") && $0.contains(".takeWhile(") } && $0.cursorLine == "demo> y.take"
        }
        terminal.send("While(2)\r")
        try expect(terminal, "the entry after listing") { $0.text.contains("got: y.takeWhile(2)") }
    }

    // (e)
    func testUnbalancedBraceContinuesAndArrivesAsOneEntry() throws {
        let terminal = try startDemo(["--history", historyPath])
        terminal.send("let f = {\r")
        try expectLine(terminal, "  ..>")
        terminal.send("  x in\r")
        try expect(terminal, "the third line's prompt") {
            $0.cursorLine == "  ..>" && $0.lines.contains("  ..>   x in")
        }
        XCTAssertTrue(terminal.screen.lines.contains("demo> let f = {"))
        terminal.send("}\r")
        let entry = "got: let f = {\\n  x in\\n}"
        try expect(terminal, "the joined entry") { $0.text.contains(entry) }
        XCTAssertEqual(terminal.screen.text.components(separatedBy: "got:").count, 2, "exactly one entry")

        // One history item: a single Up recalls all three lines.
        try expect(terminal, "a prompt") { $0.cursorLine == "demo>" }
        terminal.send(up + "\r")
        try expect(terminal, "the recalled entry") { $0.text.components(separatedBy: entry).count == 3 }
    }

    func testTicksDuringAMultiLineEntryKeepItsEarlierLinesAbove() throws {
        let terminal = try startDemo(["--ticks"])
        terminal.send("f({\r")
        try expectLine(terminal, "  ..>")
        terminal.send("1")
        let seen = highestTick(terminal.screen)
        try expect(terminal, "three more ticks above both lines of the entry") { screen in
            self.highestTick(screen) >= seen + 3 && screen.cursorLine == "  ..> 1" && screen.cursor.row > 0
                && screen.line(screen.cursor.row - 1) == "demo> f({"
        }
        let screen = terminal.screen
        XCTAssertEqual(screen.line(screen.cursor.row - 2), "tick \(highestTick(screen))")
        XCTAssertEqual(screen.lines.filter { $0.hasPrefix("demo>") }.count, 1, "no stale copies\n\(dump(terminal))")
        terminal.send("})\r")
        try expect(terminal, "the joined entry") { $0.text.contains("got: f({\\n1})") }
    }

    // (f)
    func testCtrlDExitsZeroAndRestoresTheTerminalMode() throws {
        let terminal = try startDemo()
        let editing = terminal.currentAttributes()
        XCTAssertEqual(editing.c_lflag & tcflag_t(ICANON), 0, "libedit has the terminal in raw mode while editing")
        XCTAssertNotEqual(terminal.initialAttributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG), 0)

        terminal.send(ctrlD)
        expectExit(terminal, .exited(0))
        XCTAssertTrue(terminal.screen.text.contains("bye"))
        assertRestored(terminal)
    }

    // (g)
    func testChineseInputCursorMovementAndDeletion() throws {
        let terminal = try startDemo()
        terminal.send("你好世界")
        try expectLine(terminal, "demo> 你好世界")
        terminal.send(left + left + backspace)
        try expect(terminal, "the deletion") { $0.cursorLine == "demo> 你世界" && $0.cursor.column == 8 }
        terminal.send(ctrlA + "A" + ctrlE + "Z")
        try expectLine(terminal, "demo> A你世界Z")
        terminal.send("\r")
        try expect(terminal, "the entry") { $0.text.contains("got: A你世界Z") }
    }

    func testCrashInsideACallbackRestoresTheTerminalMode() throws {
        let terminal = try startDemo(["--crash-on-tab"])
        terminal.send("x\t")
        guard case .signaled = terminal.waitForExit(timeout: 30) else {
            return XCTFail("expected a crash, got \(String(describing: terminal.waitForExit(timeout: 0)))")
        }
        XCTAssertTrue(terminal.screen.text.contains("terminal mode restored"))
        assertRestored(terminal)
    }

    func testSIGTERMRestoresTheTerminalMode() throws {
        let terminal = try startDemo()
        terminal.send("half")
        try expectLine(terminal, "demo> half")
        terminal.signal(SIGTERM)
        expectExit(terminal, .signaled(SIGTERM))
        assertRestored(terminal)
    }

    private func assertRestored(_ terminal: PseudoTerminal, file: StaticString = #filePath, line: UInt = #line) {
        let after = terminal.currentAttributes()
        let before = terminal.initialAttributes
        XCTAssertEqual(
            after.c_lflag & tcflag_t(ICANON | ECHO | ISIG), tcflag_t(ICANON | ECHO | ISIG), file: file, line: line)
        XCTAssertEqual(after.c_lflag, before.c_lflag, "local modes", file: file, line: line)
        XCTAssertEqual(after.c_iflag, before.c_iflag, "input modes", file: file, line: line)
        XCTAssertEqual(after.c_oflag, before.c_oflag, "output modes", file: file, line: line)
    }
}
