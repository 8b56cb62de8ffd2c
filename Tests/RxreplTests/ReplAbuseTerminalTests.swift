import PTYHarness
import XCTest

/// The REPL under abuse at a real pseudo-terminal: a stream printing every millisecond while a long line is typed
/// and the window is resized, a burst of 30 Ctrl-C, a 200-line script pasted in one go. The line being edited must
/// stay intact, everything must be disposed, and the session must still answer. Every wait is bounded and
/// generous; nothing asserts on timing.
final class ReplAbuseTerminalTests: XCTestCase {
    /// `let name = "…"` with a string of `length` letters that shows where it was cut if it arrives damaged.
    private func longEntry(_ name: String, length: Int) -> (entry: String, text: String) {
        let text = (0..<length).map { index in
            index % 10 == 9 ? String(index / 10 % 10) : "abcdefghi".map(String.init)[index % 10]
        }
        .joined()
        return ("let \(name) = \"\(text)\"", text)
    }

    /// True when the rows ending at the cursor's read `line`, wrapped at the screen's width.
    private func showsWrapped(_ line: String, on screen: VirtualScreen) -> Bool {
        let rowsNeeded = (line.count + screen.columns - 1) / screen.columns
        let first = screen.cursor.row - rowsNeeded + 1
        guard first >= 0 else { return false }
        let rows = (first...screen.cursor.row).map { screen.line($0) }
        // Every row but the last is full, so trimming trailing blanks loses nothing of a line without spaces at
        // the wrap points.
        return rows.joined() == line && screen.cursor.column == line.count - (rowsNeeded - 1) * screen.columns
    }

    /// Types `entry` in chunks, resizing the window between them, while `id` keeps printing; then waits until the
    /// whole line shows, intact and wrapped at the final width, below further trace lines of `id`.
    private func typeWhileResizing(
        _ entry: String, in repl: ReplTerminal, stream id: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let sizes = [(30, 60), (20, 120), (40, 80), (24, 45), (30, 100)]
        let chunks = stride(from: 0, to: entry.count, by: 23).map { start in
            String(entry.dropFirst(start).prefix(23))
        }
        for (index, chunk) in chunks.enumerated() {
            repl.send(chunk)
            repl.terminal.drain(for: 0.05)
            if index % 2 == 1 {
                let (rows, columns) = sizes[(index / 2) % sizes.count]
                repl.terminal.resize(rows: rows, columns: columns)
            }
        }
        repl.terminal.resize(rows: 30, columns: 100)
        let printed = repl.traceLines(id, "next(").count
        // Checked before every erase: under a 1 ms stream the line is redrawn all the time, intact after each redraw.
        try repl.expect(
            "the whole line, intact, under more events of #\(id)", beforeEveryErase: true, file: file, line: line
        ) { screen in
            // The cheap check first: it runs before every erase, and counting trace lines reads the whole transcript.
            self.showsWrapped("rx> " + entry, on: screen)
                && repl.traceLines(id, "next(", in: screen).count > printed + 20
        }
    }

    /// Presses Enter on the typed line and waits until it was taken: the cursor is on a fresh, empty prompt (it was
    /// on the end of the typed text before), with the stream still printing above.
    private func submit(in repl: ReplTerminal, file: StaticString = #filePath, line: UInt = #line) throws {
        repl.send(Key.enter)
        try repl.expect("the entry taken and a fresh prompt", file: file, line: line) {
            ReplTerminal.isEmptyPrompt($0.cursorLine)
        }
    }

    /// A 200-line script: a counter stepped by 190 lines, a function over three lines, a closure over two, and a
    /// millisecond stream started half way.
    private func pastedScript() -> (text: String, total: Int) {
        var lines = ["var pasted = 0"]
        var total = 0
        for step in 1...190 {
            if step == 95 { lines.append("interval(1ms).subscribe()") }
            lines.append("pasted += \(step)")
            total += step
        }
        lines += [
            "func twice(_ value: Int) -> Int {", "    value * 2", "}",
            "let doubled = [1, 2, 3].map {", "    twice($0) }", "let pasteDone = pasted",
        ]
        XCTAssertEqual(lines.count, 198)
        lines += ["// the end of the paste", "print(\"pasted \\(pasteDone)\")"]
        return (lines.joined(separator: "\n") + "\n", total)
    }

    func testAStreamResizesACtrlCBurstAndAPasteLeaveTheLineIntactEverythingDisposedAndTheSessionAnswering() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), rows: 30, columns: 100)
        try repl.enter("interval(1ms).subscribe()")
        try repl.expect("the stream printing") { repl.traceLines(1, "next(50)", in: $0).count == 1 }

        // A long line typed while #1 prints, through five window sizes.
        let first = longEntry("first", length: 230)
        try typeWhileResizing(first.entry, in: repl, stream: 1)
        try submit(in: repl)

        // 30 Ctrl-C at once: the first disposes #1, the rest land on empty prompts; the session stays.
        repl.send(String(repeating: Key.ctrlC, count: 30))
        try repl.expect("#1 disposed and a calm prompt") { screen in
            repl.traceLines(1, "disposed", in: screen).count == 1 && ReplTerminal.isEmptyPrompt(screen.cursorLine)
        }
        repl.terminal.drain(for: 0.5)
        XCTAssertNil(repl.terminal.waitForExit(timeout: 0.1), "Ctrl-C never quits\n\(repl.dump())")
        let eventsAfterBurst = repl.traceLines(1, "next(").count
        repl.terminal.drain(for: 0.5)
        XCTAssertEqual(
            repl.traceLines(1, "next(").count, eventsAfterBurst, "no events after the disposal\n\(repl.dump())")

        // A 200-line script pasted in one write; it starts #2 half way.
        let paste = pastedScript()
        repl.send(paste.text.replacingOccurrences(of: "\n", with: Key.enter))
        // The stream may scroll the printed total off the screen at once: look in the whole transcript.
        try repl.expect("the whole paste evaluated", timeout: 60) { screen in
            screen.text.split(separator: "\n").contains { $0 == "pasted \(paste.total)" }
                && ReplTerminal.isEmptyPrompt(screen.cursorLine)
        }
        try repl.expect("#2 printing") { repl.traceLines(2, "next(20)", in: $0).count == 1 }

        // The line being edited at the end, typed while #2 prints and the window changes size, is intact.
        let second = longEntry("second", length: 310)
        try typeWhileResizing(second.entry, in: repl, stream: 2)
        try submit(in: repl)

        // Ctrl-C disposes #2; nothing is left running, and the session answers.
        repl.send(Key.ctrlC)
        try repl.expect("#2 disposed") { repl.traceLines(2, "disposed", in: $0).count == 1 }
        try repl.waitForPrompt()
        try repl.enter(":subs")
        try repl.expectText("(no live subscriptions)")
        try repl.enter("6 * 7")
        try repl.expect("42") { $0.lines.contains("42") }
        // What was typed and pasted arrived whole: the strings, the counter, the multi-line function and closure.
        try repl.enter("first == \"\(first.text)\" && second == \"\(second.text)\"")
        try repl.expect("the typed strings compared") { $0.lines.contains("true") }
        try repl.enter("(pasted, doubled)")
        try repl.expect("the pasted values") { $0.lines.contains("(\(paste.total), [2, 4, 6])") }
    }
}
