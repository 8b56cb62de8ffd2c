import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Code pasted at the prompt as people paste it: chains written one operator per line, declarations with blank
/// lines, with and without the terminal's bracketed paste; `:paste`, `:edit` and history of multi-line entries.
final class PasteTerminalTests: XCTestCase {
    /// The five lines of the issue that first failed line by line.
    static let chain = """
        let s = PublishSubject<Int>()
        s
            .map { $0 * 2 }
            .subscribe(onNext: { print($0) })
        s.onNext(21)
        """

    static let searchChain = """
        let searchField = TextField()
        let results = searchField.rx.text.orEmpty
            .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<[String]> in
                if query.isEmpty { return .just([]) }
                return .just(["\\(query) 1", "\\(query) 2"])
            }
        results.subscribe(onNext: { print($0) })
        searchField.type("rx")
        """

    static let classDeclaration = """
        class Counter {
            var count = 0

            func increment() -> Int {
                count += 1
                return count
            }
        }
        let counter = Counter()
        counter.increment()
        counter.increment()
        """

    /// What a terminal sends for a paste: line ends as carriage returns, wrapped in the paste brackets; text
    /// copied with its last line's end unless `lastLineEnd` is false.
    static func bracketed(_ text: String, lastLineEnd: Bool = true) -> String {
        "\u{1B}[200~" + text.replacingOccurrences(of: "\n", with: "\r") + (lastLineEnd ? "\r" : "") + "\u{1B}[201~"
    }

    /// What a terminal without bracketed paste sends: the text as typed, Enter for each line end.
    static func unbracketed(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\r") + "\r"
    }

    private func start(environment: [String: String] = [:]) throws -> (ReplTerminal, String) {
        let home = try makeTemporaryHome()
        return (try ReplTerminal(self, home: home, environment: environment), home)
    }

    func testABracketedPasteOfAChainIsOneEntryEchoedOnContinuationLines() throws {
        let (repl, _) = try start()
        XCTAssertTrue(repl.terminal.rawTranscript.contains("⎋[?2004h"), "bracketed paste is turned on")
        repl.send(Self.bracketed(Self.chain))
        try repl.expect("the doubled value, once") { $0.lines.contains("42") }
        try repl.waitForPrompt()
        let lines = repl.screen.lines
        let start = try XCTUnwrap(lines.firstIndex(of: "rx> let s = PublishSubject<Int>()"), repl.dump())
        XCTAssertEqual(
            Array(lines[start..<start + 5]),
            [
                "rx> let s = PublishSubject<Int>()", "..> s", "..>     .map { $0 * 2 }",
                "..>     .subscribe(onNext: { print($0) })", "..> s.onNext(21)",
            ], repl.dump())
        XCTAssertFalse(repl.screen.text.contains("error"), repl.dump())
        XCTAssertEqual(repl.traceLines(1, "next(42)").count, 1, repl.dump())
        XCTAssertEqual(repl.promptCount(), 2, "one entry, then the next prompt\n\(repl.dump())")
    }

    func testNothingOfAPasteRunsBeforeItsEndArrives() throws {
        let (repl, _) = try start()
        let text = Self.bracketed("of(1, 2).subscribe()\nof(3).subscribe()\n")
        let half = text.index(text.startIndex, offsetBy: 30)
        repl.send(String(text[..<half]))
        repl.terminal.drain(for: 0.5)
        XCTAssertFalse(repl.screen.text.contains("subscribed"), "ran before the paste ended\n\(repl.dump())")
        repl.send(String(text[half...]))
        try repl.expect("both subscriptions") { repl.traceLines(2, "completed", in: $0).count == 1 }
        XCTAssertEqual(repl.traceLines(1, "next(2)").count, 1, repl.dump())
    }

    func testWithoutBracketsALineStartingWithADotContinuesTheEntryAbove() throws {
        let (repl, _) = try start()
        repl.send(Self.unbracketed(Self.chain))
        try repl.expect("the doubled value") { $0.lines.contains("42") }
        try repl.waitForPrompt()
        XCTAssertFalse(repl.screen.text.contains("error"), repl.dump())
        XCTAssertTrue(repl.screen.lines.contains("..>     .subscribe(onNext: { print($0) })"), repl.dump())
        XCTAssertEqual(repl.traceLines(1, "next(42)").count, 1, repl.dump())
    }

    func testTabsInAnUnbracketedPasteAreIndentationNotCompletion() throws {
        let (repl, _) = try start()
        // `va<Tab>` typed would complete to `var`; pasted, the tab only aligns.
        repl.send(Self.unbracketed("let va\t= of(1, 2)\nva\n\t.map { $0 * 4 }\n\t.subscribe()"))
        try repl.expect("the chain's events") { repl.traceLines(1, "next(8)", in: $0).count == 1 }
        XCTAssertFalse(repl.screen.text.contains("error"), repl.dump())
    }

    func testADotLineTypedAfterItsEntryRanSaysWhichEntryItContinues() throws {
        let (repl, _) = try start()
        try repl.enter("let s = PublishSubject<Int>()")
        try repl.enter("s")
        try repl.enter("    .map { $0 * 2 }")
        let text = repl.screen.text
        XCTAssertTrue(
            text.contains("<repl:3>:1:5: error: this line continues 's' from <repl:2>, which already ran"),
            repl.dump())
        XCTAssertTrue(repl.screen.lines.contains("    ^~~~"), "a caret under '.map'\n\(repl.dump())")
        XCTAssertTrue(text.contains("paste the whole chain as one entry, or type :edit"), repl.dump())
        XCTAssertFalse(text.contains("implicit members"), repl.dump())
        // The session goes on, and the subject still works.
        try repl.enter("s.subscribe(onNext: { print($0 + 1) })")
        try repl.enter("s.onNext(1)")
        XCTAssertTrue(repl.screen.lines.contains("2"), repl.dump())
    }

    func testASearchChainOverATextFieldPastesAndRuns() throws {
        let (repl, _) = try start()
        repl.send(Self.bracketed(Self.searchChain))
        try repl.expectText("[\"rx 1\", \"rx 2\"]")
        XCTAssertFalse(repl.screen.text.contains("error"), repl.dump())
    }

    func testAClassDeclarationWithBlankLinesPastesWithAndWithoutBrackets() throws {
        let (repl, _) = try start()
        repl.send(Self.bracketed(Self.classDeclaration))
        try repl.expect("the counter's second value") { $0.lines.contains("2") }
        try repl.waitForPrompt()
        XCTAssertFalse(repl.screen.text.contains("error"), repl.dump())
        repl.send(Self.unbracketed(Self.classDeclaration.replacingOccurrences(of: "Counter", with: "Tally")))
        try repl.expect("the tally's values") { $0.lines.filter { $0 == "2" }.count == 2 }
        XCTAssertFalse(repl.screen.text.contains("error"), repl.dump())
    }

    func testAnErrorInAPasteNamesItsLineInsideThePasteWithACaret() throws {
        let (repl, _) = try start()
        repl.send(Self.bracketed("let a = of(1, 2)\na\n    .mapp { $0 }\n    .subscribe()"))
        try repl.expectText("<repl:1>:3:6: error: value of type 'Observable' has no member 'mapp'")
        XCTAssertTrue(repl.screen.lines.contains("     ^~~~"), repl.dump())
        XCTAssertFalse(repl.screen.text.contains("subscribed"), "nothing of a paste with an error runs\n\(repl.dump())")
    }

    func testCommandLinesInAPasteRunAsCommandsBetweenItsCode() throws {
        let (repl, _) = try start()
        repl.send(
            Self.bracketed("let s = PublishSubject<Int>()\ns.subscribe()\n:subs\ns.onNext(4)\nlet d = [\"a\"\n: 1]"))
        try repl.expect("the value after the command") { repl.traceLines(1, "next(4)", in: $0).count == 1 }
        try repl.waitForPrompt()
        let text = repl.screen.text
        XCTAssertTrue(text.contains("1 event") || text.contains("0 events"), ":subs ran\n\(repl.dump())")
        XCTAssertFalse(text.contains("error"), repl.dump())
        // An error stops the rest of the paste, as it stops a script.
        repl.send(Self.bracketed("let broken = nope\n:vars\ns.onNext(5)"))
        try repl.expectText("cannot find 'nope' in scope")
        try repl.waitForPrompt()
        XCTAssertEqual(repl.traceLines(1, "next(5)").count, 0, repl.dump())
    }

    func testAOneLinePasteIsInsertedForEditingNotRun() throws {
        let (repl, _) = try start()
        repl.send("let x = " + Self.bracketed("of(1).map { $0 * 3 }", lastLineEnd: false))
        try repl.expectLine("rx> let x = of(1).map { $0 * 3 }")
        repl.send(".subscribe()" + Key.enter)
        try repl.expect("the entry's events") { repl.traceLines(1, "next(3)", in: $0).count == 1 }
    }

    func testPasteCommandReadsLinesUntilEndAndRunsThemAsOneEntry() throws {
        let (repl, _) = try start()
        repl.send(":paste" + Key.enter)
        try repl.expectText("(paste mode: end with :end on a line of its own, or Ctrl-D)")
        repl.send("of(1, 2)" + Key.enter)
        try repl.expectLine("..>")
        repl.send("    .map { $0 * 10 }" + Key.enter + "    .subscribe()" + Key.enter)
        try repl.expectLine("..>")
        XCTAssertFalse(repl.screen.text.contains("subscribed"), "ran before :end\n\(repl.dump())")
        repl.send(":end" + Key.enter)
        try repl.expect("the chain's events") { repl.traceLines(1, "next(20)", in: $0).count == 1 }
        try repl.waitForPrompt()
        // Ctrl-D ends a block too; Ctrl-C discards one.
        repl.send(":paste" + Key.enter + "of(7).subscribe()" + Key.enter + Key.ctrlD)
        try repl.expect("the second block's events") { repl.traceLines(2, "next(7)", in: $0).count == 1 }
        try repl.waitForPrompt()
        repl.send(":paste" + Key.enter)
        try repl.expectLine("..>")
        repl.send("of(8).subscribe()" + Key.enter)
        try repl.expect("the block's second line") {
            $0.cursorLine == "..>" && $0.lines.contains("..> of(8).subscribe()")
        }
        repl.send(Key.ctrlC)
        try repl.expectText("(paste discarded)")
        try repl.waitForPrompt()
        XCTAssertFalse(repl.screen.text.contains("next(8)"), repl.dump())
    }

    func testEditOpensTheLastEntryInTheEditorAndRunsWhatIsSaved() throws {
        let home = try makeTemporaryHome()
        // A scripted editor: records what it was given, then continues the chain in the file.
        let editor = home + "/editor.sh"
        let script = """
            #!/bin/sh
            cp "$1" "\(home)/given.rx"
            printf '    .map { $0 + 1 }\\n    .subscribe()\\n' >> "$1"
            """
        try script.write(toFile: editor, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(editor, 0o755), 0)
        let repl = try ReplTerminal(self, home: home, environment: ["EDITOR": editor, "VISUAL": ""])
        try repl.enter("of(5)")
        try repl.enter(":edit")
        try repl.expect("the edited entry's events") { repl.traceLines(1, "next(6)", in: $0).count == 1 }
        XCTAssertEqual(try String(contentsOfFile: home + "/given.rx", encoding: .utf8), "of(5)\n")
        XCTAssertTrue(repl.screen.lines.contains("..>     .subscribe()"), "what runs is shown\n\(repl.dump())")
        // The edited entry is one history item.
        try repl.waitForPrompt()
        repl.send(Key.up + Key.enter)
        try repl.expect("the recalled entry's events") { repl.traceLines(2, "next(6)", in: $0).count == 1 }
    }

    func testEditWithAnEditorThatFailsRunsNothingAndSaysWhy() throws {
        let home = try makeTemporaryHome()
        let repl = try ReplTerminal(self, home: home, environment: ["VISUAL": "false"])
        try repl.enter("of(5).subscribe()")
        try repl.enter(":edit")
        try repl.expectText("error: the editor 'false' ended with exit status 1; nothing ran")
        XCTAssertEqual(repl.traceLines(2, "subscribed").count, 0, repl.dump())
        try repl.enter("1 + 1")
        XCTAssertTrue(repl.screen.lines.contains("2"), "the session goes on\n\(repl.dump())")
    }

    func testEditAFileEditsAndLoadsIt() throws {
        let home = try makeTemporaryHome()
        let editor = home + "/editor.sh"
        try "#!/bin/sh\nprintf 'let loaded = 40 + 2\\n' > \"$1\"\n".write(
            toFile: editor, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(editor, 0o755), 0)
        let repl = try ReplTerminal(self, home: home, environment: ["EDITOR": editor])
        try repl.enter(":edit \(home)/new.rx")
        try repl.expectText("(loaded \(home)/new.rx)")
        try repl.enter("loaded")
        XCTAssertTrue(repl.screen.lines.contains("42"), repl.dump())
    }

    func testCtrlZHandsTheTerminalBackWithoutPasteBracketsAndFgRestoresThem() throws {
        let (repl, _) = try start()
        repl.send("6 *")
        try repl.expectLine("rx> 6 *")
        let before = repl.terminal.rawTranscript.count
        // The test's terminal has no job control (rxrepl leads an orphaned process group), so the stop itself is
        // discarded by the kernel: what shows is what rxrepl does around it.
        repl.send("\u{1A}")
        try repl.expect("brackets off for the shell, then on again") { _ in
            let after = String(repl.terminal.rawTranscript.dropFirst(before))
            guard let off = after.range(of: "⎋[?2004l") else { return false }
            return after[off.upperBound...].contains("⎋[?2004h")
        }
        repl.send(" 7" + Key.enter)
        try repl.expect("the entry typed across the stop") { $0.lines.contains("42") }
    }

    func testAPastedEntryIsOneHistoryItemThatUpBringsBackWholeAlsoNextTime() throws {
        let home = try makeTemporaryHome()
        let first = try ReplTerminal(self, home: home)
        first.send(Self.bracketed("of(1, 2)\n    .map { $0 * 5 }\n    .subscribe()\n"))
        try first.expect("the pasted chain's events") { first.traceLines(1, "next(10)", in: $0).count == 1 }
        try first.waitForPrompt()
        first.send(Key.up)
        try first.expect("the whole entry back") { screen in
            screen.lines.filter { $0 == "rx> of(1, 2)" }.count == 2 && screen.cursorLine == "    .subscribe()"
        }
        first.send(Key.enter)
        try first.expect("the recalled chain's events") { first.traceLines(2, "next(10)", in: $0).count == 1 }
        try first.waitForPrompt()
        first.send(Key.ctrlD)
        first.expectExit(.exited(0))
        let modes = first.terminal.rawTranscript.components(separatedBy: "⎋[?2004").dropFirst()
        XCTAssertEqual(modes.last?.first, "l", "bracketed paste is off when rxrepl exits")

        let second = try ReplTerminal(self, home: home)
        second.send(Key.up + Key.enter)
        try second.expect("the chain from history") { second.traceLines(1, "next(10)", in: $0).count == 1 }
    }
}
