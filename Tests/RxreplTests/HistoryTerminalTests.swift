import Foundation
import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// History shared by sessions, on pseudo-terminals: two sessions typing in turn, `:history`, and a state
/// directory that is corrupt, read-only or full.
final class HistoryTerminalTests: XCTestCase {
    private var home = ""
    private var state: String { home + "/state/rxrepl" }
    private var historyPath: String { state + "/history" }

    override func setUpWithError() throws {
        home = try makeTemporaryHome()
    }

    private func start(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> ReplTerminal {
        try ReplTerminal(self, home: home, arguments: arguments, environment: environment, columns: 200)
    }

    private func quit(_ repl: ReplTerminal) {
        repl.send(Key.ctrlD)
        repl.expectExit(.exited(0))
    }

    private func savedEntries() throws -> [String] {
        try String(contentsOfFile: historyPath, encoding: .utf8).split(separator: "\n").dropFirst().map(String.init)
    }

    /// Presses Up `count` times and waits for the line to read `text`.
    private func recall(
        _ repl: ReplTerminal, _ text: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        repl.send(Key.up)
        try repl.expectLine("rx> " + text, file: file, line: line)
    }

    func testTwoSessionsTypingInTurnKeepEveryLineAndRecallTheirOwnFirst() throws {
        let first = try start()
        let second = try start()
        try first.enter("let a1 = 1")
        try second.enter("let b1 = 2")
        try first.enter("let a2 = 3")
        try second.enter("let b2 = 4")
        XCTAssertEqual(try savedEntries(), ["let a1 = 1", "let b1 = 2", "let a2 = 3", "let b2 = 4"])

        // The first Up takes in what the other session wrote since this prompt was drawn.
        try recall(first, "let a2 = 3")
        try recall(first, "let a1 = 1")
        try recall(first, "let b2 = 4")
        first.send(String(repeating: "\u{1B}[B", count: 3))
        try first.waitForPrompt()
        try first.enter("a1 + a2")
        try recall(first, "a1 + a2")
        try recall(first, "let a2 = 3")
        try recall(first, "let a1 = 1")
        try recall(first, "let b2 = 4")
        try recall(first, "let b1 = 2")
        first.send(String(repeating: "\u{1B}[B", count: 5))
        try first.waitForPrompt()

        try second.enter("b1 + b2")
        try recall(second, "b1 + b2")
        try recall(second, "let b2 = 4")
        try recall(second, "let b1 = 2")
        try recall(second, "a1 + a2")
        second.send("\u{15}")  // Ctrl-U
        try second.waitForPrompt()
        quit(first)
        quit(second)

        let third = try start()
        try recall(third, "b1 + b2")
        try recall(third, "a1 + a2")
        try recall(third, "let b2 = 4")
        third.send("\u{15}")
        try third.waitForPrompt()
        try third.enter(":history")
        for (number, entry) in ["let a1 = 1", "let b1 = 2", "let a2 = 3", "let b2 = 4", "a1 + a2", "b1 + b2"]
            .enumerated()
        {
            XCTAssertTrue(third.screen.lines.contains("\(number + 1)  \(entry)"), third.dump())
        }
        try third.enter(":history A2")
        XCTAssertTrue(third.screen.lines.contains("3  let a2 = 3"), third.dump())
        XCTAssertTrue(third.screen.lines.contains("5  a1 + a2"), third.dump())
        XCTAssertTrue(third.screen.lines.contains("(2 of 7 entries contain 'A2')"), third.dump())
    }

    func testHistoryListsMultiLineEntriesIndentedAndSearches() throws {
        let repl = try start()
        repl.send("\u{1B}[200~let xs = of(1, 2)\n    .map { $0 * 10 }\u{1B}[201~")
        try repl.expectText("..>     .map { $0 * 10 }")
        repl.send(Key.enter)
        try repl.waitForPrompt()
        for index in 1...22 { try repl.enter("\(index) * 2") }
        try repl.enter(":history")
        XCTAssertTrue(repl.screen.lines.contains(" 4  3 * 2"), repl.dump())
        XCTAssertTrue(repl.screen.lines.contains("23  22 * 2"), repl.dump())
        XCTAssertFalse(repl.screen.lines.contains(" 3  2 * 2"), repl.dump())
        XCTAssertTrue(
            repl.screen.lines.contains("(the latest 20 of 23; :history all lists every one, :history TEXT searches)"),
            repl.dump())
        try repl.enter(":history MAP")
        XCTAssertTrue(repl.screen.lines.contains("1  let xs = of(1, 2)"), repl.dump())
        XCTAssertTrue(repl.screen.lines.contains("       .map { $0 * 10 }"), repl.dump())
        try repl.enter(":history \"21\"")
        XCTAssertTrue(repl.screen.lines.contains("22  21 * 2"), repl.dump())
        try repl.enter(":history nothing like it")
        XCTAssertTrue(repl.screen.lines.contains("(no entry contains 'nothing like it')"), repl.dump())
        try repl.enter(":history 1")
        XCTAssertTrue(repl.screen.lines.contains("27  :history nothing like it"), repl.dump())
        XCTAssertEqual(try savedEntries().first, #"let xs = of(1, 2)\n    .map { $0 * 10 }"#)
    }

    func testACorruptFileIsMovedAsideWithANote() throws {
        XCTAssertEqual(mkdir(home + "/state", 0o700), 0)
        XCTAssertEqual(mkdir(state, 0o700), 0)
        let junk = Data([0x00, 0x01, 0xFF, 0x0A, 0x62, 0x69, 0x6E])
        try junk.write(to: URL(fileURLWithPath: historyPath))
        let repl = try start()
        try repl.expectText("rxrepl: history file \(historyPath) could not be read")
        let moved = try FileManager.default.contentsOfDirectory(atPath: state).filter { $0.contains(".corrupt-") }
        XCTAssertEqual(moved.count, 1)
        XCTAssertEqual(FileManager.default.contents(atPath: state + "/" + (moved.first ?? "")), junk)
        try repl.enter("1 + 2")
        quit(repl)
        XCTAssertEqual(try savedEntries(), ["1 + 2"])
    }

    func testAReadOnlyStateDirectoryIsSaidOnceAndTheSessionGoesOn() throws {
        let first = try start()
        try first.enter("let saved = 1")
        quit(first)
        try ScratchMount.makeReadOnly(state)
        defer { ScratchMount.release(state) }
        let repl = try start()
        try repl.expectText("rxrepl: this session's history will not be saved (cannot write \(historyPath)")
        try repl.enter("let unsaved = 2")
        try repl.enter("unsaved + 1")
        XCTAssertTrue(repl.screen.lines.contains("3"), repl.dump())
        try recall(repl, "unsaved + 1")
        try recall(repl, "let unsaved = 2")
        try recall(repl, "let saved = 1")
        repl.send("\u{15}")
        try repl.waitForPrompt()
        quit(repl)
        XCTAssertEqual(repl.screen.text.components(separatedBy: "will not be saved").count, 2, "said once")
        XCTAssertEqual(try savedEntries(), ["let saved = 1"])
    }

    func testAFullStateDirectoryIsSaidOnceAndTheFileStaysWhole() throws {
        XCTAssertEqual(mkdir(home + "/state", 0o700), 0)
        XCTAssertEqual(mkdir(state, 0o700), 0)
        try mountTmpfs(state, size: "64k")
        defer { ScratchMount.release(state) }
        let repl = try start()
        let padding = String(repeating: "x", count: 6000)
        for index in 0..<14 { try repl.enter("\"\(index) \(padding)\".count") }
        try repl.expectText("rxrepl: this session's history will not be saved (cannot write \(historyPath): No space")
        try repl.enter(":history 1")
        XCTAssertTrue(repl.screen.text.contains("\n14  \"13 xxx"), "kept in memory\n\(repl.dump())")
        quit(repl)
        XCTAssertEqual(repl.screen.text.components(separatedBy: "will not be saved").count, 2, "said once")
        let saved = try savedEntries()
        XCTAssertGreaterThan(saved.count, 3)
        XCTAssertEqual(saved, (0..<saved.count).map { "\"\($0) \(padding)\".count" }, "whole lines only")
    }

    // MARK: - Helpers

    private func mountTmpfs(_ directory: String, size: String) throws {
        do {
            try ScratchMount.tmpfs(at: directory, size: size)
        } catch {
            throw XCTSkip("cannot mount a tmpfs here: \(error)")
        }
    }
}
