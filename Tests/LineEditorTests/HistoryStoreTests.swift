import CEditline
import Foundation
import PTYHarness
import XCTest

@testable import LineEditor

#if canImport(Glibc)
    import Glibc
#endif

/// The shared history file: appends, merges between sessions, the cap, corrupt files moved aside, and what
/// happens when the file cannot be written.
final class HistoryStoreTests: XCTestCase {
    private var directory = ""
    private var path: String { directory + "/state/history" }
    private var problems: [HistoryProblem] = []

    override func setUpWithError() throws {
        directory = "/tmp/history-store-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        XCTAssertEqual(mkdir(directory, 0o700), 0)
        problems = []
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: directory)
    }

    private func makeStore(limit: Int = 100, at file: String? = nil) -> HistoryStore {
        HistoryStore(path: file ?? path, limit: limit) { [unowned self] in problems.append($0) }
    }

    private func fileText(_ file: String? = nil) throws -> String {
        try String(contentsOfFile: file ?? path, encoding: .utf8)
    }

    private func fileEntries(_ file: String? = nil) throws -> [String] {
        try HistoryFormat.parse(Array(FileManager.default.contents(atPath: file ?? path) ?? Data())).entries
    }

    private func write(_ bytes: [UInt8], to file: String? = nil) throws {
        _ = HistoryFile.createParentDirectory(of: file ?? path)
        try Data(bytes).write(to: URL(fileURLWithPath: file ?? path))
    }

    private func corruptFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory + "/state").filter { $0.contains(".corrupt-") }
            .sorted()
    }

    // MARK: - Appending and merging

    func testEachEntryIsAppendedAsItIsEntered() throws {
        let store = makeStore()
        XCTAssertEqual(store.entries, [])
        store.add("of(1, 2).subscribe()")
        XCTAssertEqual(try fileText(), HistoryFormat.header + "\nof(1, 2).subscribe()\n")
        store.add("let xs = of(1)\n  .map { \"\\($0)\" }")
        XCTAssertEqual(
            try fileText(),
            HistoryFormat.header + "\nof(1, 2).subscribe()\n" + #"let xs = of(1)\n  .map { "\\($0)" }"#
                + "\n")
        store.add("   ")
        store.add("let xs = of(1)\n  .map { \"\\($0)\" }")
        XCTAssertEqual(store.entries, ["of(1, 2).subscribe()", "let xs = of(1)\n  .map { \"\\($0)\" }"])
        XCTAssertEqual(try fileEntries().count, 2, "blank entries and an adjacent repeat are not saved")
        XCTAssertEqual(problems, [])
    }

    func testWithoutAFileHistoryIsKeptInMemoryUpToTheCap() {
        let store = HistoryStore(path: nil, limit: 2) { [unowned self] in problems.append($0) }
        for entry in ["a", "b", "b", "c"] { store.add(entry) }
        XCTAssertEqual(store.entries, ["b", "c"])
        XCTAssertFalse(store.refresh())
        store.close()
        XCTAssertEqual(problems, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/state"))
    }

    func testMultiLineAndAwkwardEntriesSurviveTheRoundTrip() throws {
        let store = makeStore()
        for entry in HistoryFormatTests.awkwardEntries { store.add(entry) }
        store.close()
        XCTAssertEqual(makeStore().entries, HistoryFormatTests.awkwardEntries)
        XCTAssertEqual(problems, [])
    }

    func testTwoSessionsKeepBothSessionsEntriesAndRecallTheirOwnFirst() throws {
        makeStore().add("before both")
        let first = makeStore()
        let second = makeStore()
        first.add("first 1")
        second.add("second 1")
        first.add("first 2")
        second.add("second 2")
        XCTAssertEqual(try fileEntries(), ["before both", "first 1", "second 1", "first 2", "second 2"])
        XCTAssertEqual(first.entries, ["before both", "second 1", "first 1", "first 2"], "until it looks again")
        first.refresh()
        XCTAssertEqual(first.entries, ["before both", "second 1", "second 2", "first 1", "first 2"])
        second.refresh()
        XCTAssertEqual(second.entries, ["before both", "first 1", "first 2", "second 1", "second 2"])
        first.close()
        second.close()
        XCTAssertEqual(makeStore().entries, ["before both", "first 1", "second 1", "first 2", "second 2"])
        XCTAssertEqual(problems, [])
    }

    func testRefreshTakesInWhatAnotherSessionAppended() throws {
        let watching = makeStore()
        XCTAssertFalse(watching.refresh(), "nothing changed")
        watching.add("mine")
        XCTAssertFalse(watching.refresh(), "its own append is no news")
        makeStore().add("theirs")
        XCTAssertTrue(watching.refresh())
        XCTAssertEqual(watching.entries, ["theirs", "mine"])
        XCTAssertFalse(watching.refresh())
    }

    func testALineCutShortByACrashStaysALineOfItsOwn() throws {
        try write(Array((HistoryFormat.header + "\nwhole\ncut sho").utf8))
        let store = makeStore()
        XCTAssertEqual(store.entries, ["whole", "cut sho"])
        store.add("next")
        XCTAssertEqual(try fileEntries(), ["whole", "cut sho", "next"])
    }

    // MARK: - The cap

    func testTheCapTrimsTheOldestAndASessionsEndTrimsExactly() throws {
        let store = makeStore(limit: 3)
        for index in 1...5 { store.add("entry \(index)") }
        XCTAssertEqual(store.entries, ["entry 3", "entry 4", "entry 5"])
        XCTAssertEqual(try fileEntries(), ["entry 3", "entry 4", "entry 5"])

        let roomy = makeStore(limit: 40)  // may grow 2 past 40 before a rewrite; trimmed exactly at the end
        for index in 6...46 { roomy.add("entry \(index)") }
        XCTAssertEqual(try fileEntries().count, 41, "rewritten at 43 entries, then one more")
        roomy.close()
        XCTAssertEqual(try fileEntries(), (7...46).map { "entry \($0)" })
    }

    func testTrimmingKeepsTheOtherSessionsNewestEntries() throws {
        let first = makeStore(limit: 4)
        let second = makeStore(limit: 4)
        first.add("a1")
        second.add("b1")
        first.add("a2")
        second.add("b2")
        first.add("a3")  // five in the file: the rewrite keeps the newest four, b1 and b2 among them
        XCTAssertEqual(try fileEntries(), ["b1", "a2", "b2", "a3"])
        second.add("b3")
        XCTAssertEqual(try fileEntries(), ["a2", "b2", "a3", "b3"])
        // Up: its own entries first (b1 too, though the file has trimmed it), then the other session's.
        XCTAssertEqual(second.entries, ["a3", "b1", "b2", "b3"])
    }

    // MARK: - Old and unreadable files

    func testLibeditsFileIsReadAndWrittenAgainInTheNewFormat() throws {
        try write(Array(HistoryFormatTests.libeditFile.utf8))
        let store = makeStore()
        XCTAssertEqual(store.entries, HistoryFormatTests.libeditEntries)
        XCTAssertEqual(try fileText().prefix(HistoryFormat.header.count), HistoryFormat.header[...])
        XCTAssertEqual(try fileEntries(), HistoryFormatTests.libeditEntries)
        store.add("after")
        XCTAssertEqual(try fileEntries(), HistoryFormatTests.libeditEntries + ["after"])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(try corruptFiles(), [])
    }

    /// libedit itself writes the file (as rxrepl did before), with the entries that need escaping.
    func testLibeditsOwnSaveIsRead() throws {
        UTF8Locale.ensureUTF8()
        guard let history = history_init() else { return XCTFail("history_init") }
        defer { history_end(history) }
        cel_history_setsize(history, 100)
        let entries = HistoryFormatTests.libeditEntries + ["let xs = of(1, 2)\n    .map { \"\\($0)\" }"]
        for entry in entries { cel_history_enter(history, entry) }
        _ = HistoryFile.createParentDirectory(of: path)
        XCTAssertEqual(cel_history_save(history, path), Int32(entries.count))
        XCTAssertEqual(makeStore().entries, entries)
        XCTAssertEqual(problems, [])
    }

    func testAFileThatIsNoHistoryIsMovedAsideAndANewOneStarted() throws {
        let junk: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0xFF, 0x0A, 0x00]
        try write(junk)
        let store = makeStore()
        XCTAssertEqual(store.entries, [])
        let moved = try corruptFiles()
        XCTAssertEqual(moved.count, 1)
        XCTAssertTrue(moved[0].hasPrefix("history.corrupt-2"), moved[0])
        XCTAssertEqual(Array(FileManager.default.contents(atPath: directory + "/state/" + moved[0]) ?? Data()), junk)
        XCTAssertEqual(
            problems,
            [
                .movedAside(
                    path: path, movedTo: directory + "/state/" + moved[0],
                    reason: "its first line is neither '# history v1…' nor libedit's '_HiStOrY_V2_'")
            ])
        XCTAssertTrue(problems[0].description.hasPrefix("history file \(path) could not be read (its first line"))
        store.add("fresh")
        XCTAssertEqual(try fileEntries(), ["fresh"])
    }

    func testALineOverTheLimitOrBadUTF8MakesTheFileCorruptNotTruncated() throws {
        let header = Array((HistoryFormat.header + "\nkept\n").utf8)
        for (index, tail) in [[UInt8](repeating: 0x61, count: HistoryFormat.lineLimit + 10), [0xC3, 0x28]]
            .enumerated()
        {
            try write(header + tail)
            problems = []
            let store = makeStore()
            XCTAssertEqual(store.entries, [])
            guard case .movedAside(_, let movedTo, let reason) = problems.first else {
                return XCTFail("\(index): \(problems)")
            }
            XCTAssertEqual(reason, index == 0 ? "line 3 is over 1 MB" : "line 3 is not valid UTF-8")
            XCTAssertEqual(Array(FileManager.default.contents(atPath: movedTo) ?? Data()), header + tail)
        }
        XCTAssertEqual(try corruptFiles().count, 2, "a second file moved aside in the same second gets -2")
    }

    func testAFileThatCannotBeMovedAsideIsLeftAloneAndSaidOnce() throws {
        try write(Array("not a history\n".utf8))
        let state = directory + "/state"
        try ScratchMount.makeReadOnly(state)
        defer { ScratchMount.release(state) }
        let store = makeStore()
        store.add("kept in memory")
        XCTAssertFalse(store.refresh())
        store.add("and this")
        XCTAssertEqual(store.entries, ["kept in memory", "and this"])
        XCTAssertEqual(problems.count, 1, "\(problems)")
        guard case .unreadable(path, let reason, let failure) = problems.first else { return XCTFail("\(problems)") }
        XCTAssertEqual(reason, "its first line is neither '# history v1…' nor libedit's '_HiStOrY_V2_'")
        XCTAssertTrue(failure.hasPrefix("cannot move \(path) to \(path).corrupt-"), failure)
        XCTAssertEqual(try fileText(), "not a history\n")
    }

    func testWhatAKilledRewriteLeftBehindIsRemoved() throws {
        makeStore().add("saved")
        try write(Array("half a rewr".utf8), to: path + ".tmp")
        XCTAssertEqual(makeStore().entries, ["saved"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".tmp"))
    }

    func testAnEntryTooLongForTheFileStaysInMemory() throws {
        let store = makeStore()
        let long = String(repeating: "\n", count: HistoryFormat.lineLimit / 2 + 1)  // \n is two bytes written
        store.add("short")
        store.add("x" + long)
        store.add("x" + long + "y")
        XCTAssertEqual(store.entries, ["short", "x" + long, "x" + long + "y"])
        XCTAssertEqual(try fileEntries(), ["short"])
        XCTAssertEqual(problems, [.entryTooLong], "said once")
    }

    // MARK: - When the file cannot be written

    func testALockHeldTooLongNeitherHangsNorLosesTheSession() throws {
        makeStore().add("saved before")
        let holder = open(path, O_RDONLY)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        let start = Date()
        let store = makeStore()
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(store.entries, ["saved before"], "read without the lock")
        store.add("kept in memory")
        store.add("and this")
        XCTAssertEqual(store.entries, ["saved before", "kept in memory", "and this"])
        XCTAssertEqual(problems.count, 1, "said once: \(problems)")
        XCTAssertEqual(
            problems.first,
            .notSaved(reason: "cannot lock \(path): another process has held it for over 1.5 s"))
        XCTAssertEqual(try fileEntries(), ["saved before"])
    }

    func testAReadOnlyDirectoryIsReadAndSaidOnce() throws {
        makeStore().add("saved before")
        let state = directory + "/state"
        try ScratchMount.makeReadOnly(state)
        defer { ScratchMount.release(state) }
        let store = makeStore()
        store.add("kept in memory")
        store.add("and this")
        XCTAssertEqual(store.entries, ["saved before", "kept in memory", "and this"])
        XCTAssertEqual(problems.count, 1, "\(problems)")
        guard case .notSaved(let reason) = problems.first else { return XCTFail("\(problems)") }
        XCTAssertTrue(reason.hasPrefix("cannot write \(path): "), reason)
        store.close()
        XCTAssertEqual(try fileEntries(), ["saved before"])
    }

    func testAMissingReadOnlyDirectoryIsSaidOnce() throws {
        let state = directory + "/state"
        XCTAssertEqual(mkdir(state, 0o700), 0)
        try ScratchMount.makeReadOnly(state)
        defer { ScratchMount.release(state) }
        let store = makeStore(at: state + "/deeper/history")
        store.add("kept in memory")
        XCTAssertEqual(store.entries, ["kept in memory"])
        guard case .notSaved(let reason) = problems.first, problems.count == 1 else { return XCTFail("\(problems)") }
        XCTAssertTrue(reason.hasPrefix("cannot create \(state)/deeper: "), reason)
    }

    func testAFullDiskLeavesTheFileWholeAndIsSaidOnce() throws {
        let state = directory + "/state"
        XCTAssertEqual(mkdir(state, 0o700), 0)
        try mountTmpfs(state, size: "64k")
        defer { ScratchMount.release(state) }
        let store = makeStore(limit: 10_000)
        let padding = String(repeating: "x", count: 3000)
        for index in 0..<40 { store.add("entry \(index) " + padding) }
        XCTAssertEqual(store.entries.count, 40, "every entry kept in memory")
        XCTAssertEqual(problems.count, 1, "\(problems)")
        guard case .notSaved(let reason) = problems.first else { return XCTFail("\(problems)") }
        XCTAssertEqual(reason, "cannot write \(path): No space left on device")
        let saved = try fileEntries()
        XCTAssertGreaterThan(saved.count, 5)
        XCTAssertEqual(saved, (0..<saved.count).map { "entry \($0) " + padding }, "whole lines only")

        // A rewrite that finds no room (trimming to a smaller cap needs a second copy) leaves the old file.
        problems = []
        let before = FileManager.default.contents(atPath: path)
        let trimming = makeStore(limit: 3)
        XCTAssertEqual(trimming.entries.count, 3)
        XCTAssertEqual(FileManager.default.contents(atPath: path), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".tmp"))
        XCTAssertEqual(problems, [.notSaved(reason: "cannot write \(path).tmp: No space left on device")])
    }

    // MARK: - kill -9 in the middle of a rewrite

    /// A child process adds large entries with a cap of 8, so every entry rewrites the whole file. It is stopped
    /// the moment its temporary file appears (in the middle of a rewrite: writing, syncing or about to rename),
    /// or at a random moment, and killed with SIGKILL. The file must then read as a history holding the old
    /// entries or the new ones, never a torn mix.
    func testAKillInTheMiddleOfARewriteLeavesTheOldOrTheNewFile() throws {
        let padding = String(repeating: "x", count: 200_000)
        let seed = makeStore(limit: 8)
        for index in 0..<8 { seed.add("seed \(index) " + padding) }
        var killedMidRewrite = 0
        for attempt in 0..<9 {
            _ = unlink(path + ".tmp")
            let child = Process()
            child.executableURL = URL(fileURLWithPath: PseudoTerminal.productsDirectory() + "/line-editor-test-driver")
            child.arguments = ["--history-churn", path, "\(attempt)"]
            try child.run()
            if attempt % 3 == 2 {
                usleep(UInt32.random(in: 20_000...400_000))
            } else {
                let deadline = Date().addingTimeInterval(10)
                while !FileManager.default.fileExists(atPath: path + ".tmp"), Date() < deadline { usleep(200) }
            }
            kill(child.processIdentifier, SIGSTOP)
            if FileManager.default.fileExists(atPath: path + ".tmp") { killedMidRewrite += 1 }
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()

            let entries = try fileEntries()
            XCTAssertTrue((8...9).contains(entries.count), "attempt \(attempt): \(entries.count) entries")
            let names = entries.map { entry -> String in
                let words = entry.split(separator: " ")
                XCTAssertEqual(words.count, 3, "attempt \(attempt)")
                XCTAssertEqual(words.last.map(String.init), padding, "attempt \(attempt): a whole entry")
                return words.prefix(2).joined(separator: " ")
            }
            XCTAssertEqual(Set(names).count, names.count, "attempt \(attempt): \(names)")
        }
        XCTAssertGreaterThanOrEqual(killedMidRewrite, 3, "kills in the middle of a rewrite")
        problems = []
        _ = makeStore(limit: 8)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(try corruptFiles(), [])
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
