import Dispatch
import XCTest

@testable import LineEditor

#if canImport(Glibc)
    import Glibc
#endif

/// Pieces of the editor that need no terminal: layout maths, completion text, history paths, the plain reader.
final class LineEditorUnitTests: XCTestCase {
    func testLayoutCountsWideCharactersAndWrapsLikeLibedit() {
        UTF8Locale.ensureUTF8()  // wcwidth knows CJK widths only in a UTF-8 locale, as in the editor
        let columns = 10
        func position(_ prompt: String, _ text: String) -> DisplayLayout.Position {
            DisplayLayout.position(prompt: prompt, text: Array(text.unicodeScalars), columns: columns)
        }
        XCTAssertEqual(position("> ", "abc"), .init(row: 0, column: 5))
        XCTAssertEqual(position("> ", "你好"), .init(row: 0, column: 6))
        // Exactly filling the row moves the cursor to the next row.
        XCTAssertEqual(position("> ", "abcdefgh"), .init(row: 1, column: 0))
        // A wide character that would straddle the edge starts the next row.
        XCTAssertEqual(position("> ", "abcdefg你"), .init(row: 1, column: 2))
        XCTAssertEqual(position("> ", "ab\ncd"), .init(row: 1, column: 2))
        XCTAssertEqual(position("> ", "\u{01}"), .init(row: 0, column: 4))  // shown as ^A
    }

    func testCommonPrefixAndListing() {
        XCTAssertEqual(CompletionText.commonPrefix([".take(", ".takeWhile("]), ".take")
        XCTAssertEqual(CompletionText.commonPrefix([".throttle("]), ".throttle(")
        XCTAssertEqual(CompletionText.commonPrefix(["abc", "xyz"]), "")
        XCTAssertEqual(CompletionText.commonPrefix(["你好", "你们"]), "你")
        XCTAssertEqual(CompletionText.listing(["aa", "bb", "cc"], columns: 80), "aa  bb  cc\n")
        XCTAssertEqual(CompletionText.listing(["aa", "bb", "cc"], columns: 8), "aa  cc\nbb\n")
        XCTAssertEqual(CompletionText.listing(["aa  x", "b   y"], columns: 0), "aa  x\nb   y\n", "rows: one per line")
    }

    func testHistoryPathFollowsXDG() {
        XCTAssertEqual(
            LineEditor.defaultHistoryPath(app: "rxrepl", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]),
            "/s/rxrepl/history")
        XCTAssertEqual(
            LineEditor.defaultHistoryPath(app: "rxrepl", environment: ["HOME": "/h"]),
            "/h/.local/state/rxrepl/history")
        XCTAssertEqual(
            LineEditor.defaultHistoryPath(app: "rxrepl", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h/"]),
            "/h/.local/state/rxrepl/history")
        XCTAssertNil(LineEditor.defaultHistoryPath(app: "rxrepl", environment: [:]))
    }

    func testHistoryDirectoryIsCreated() throws {
        let root = "/tmp/line-editor-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        XCTAssertNil(HistoryFile.createParentDirectory(of: root + "/a/b/history"))
        var info = stat()
        XCTAssertEqual(stat(root + "/a/b", &info), 0)
        rmdir(root + "/a/b")
        rmdir(root + "/a")
        rmdir(root)
    }

    func testPlainReaderAssemblesEntries() {
        let (editor, input) = plainEditor()
        write(input, "one\r\nf({\n  2\n})\n你好\nunfinished(")
        close(input)
        XCTAssertEqual(editor.readEntry(), .line("one"))
        XCTAssertEqual(editor.readEntry(), .line("f({\n  2\n})"))
        XCTAssertEqual(editor.readEntry(), .line("你好"))
        // An unfinished entry at the end of the input is still handed over, then the end is reported.
        XCTAssertEqual(editor.readEntry(), .line("unfinished("))
        XCTAssertEqual(editor.readEntry(), .eof)
        XCTAssertEqual(editor.readEntry(), .eof)
    }

    /// The reader must run DispatchQueue.main work while it waits for input: here the input only arrives from a
    /// main-queue block. A watchdog thread writes a different line after 10 s, so a broken pump fails, not hangs.
    func testPlainReaderRunsTheMainQueueWhileWaiting() {
        XCTAssertTrue(Thread.isMainThread)
        let (editor, input) = plainEditor()
        let fd = input
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) {
            DispatchQueue.main.async { self.write(fd, "from main\n") }
        }
        let finished = DispatchSemaphore(value: 0)
        let watchdogDone = DispatchSemaphore(value: 0)
        Thread {
            if finished.wait(timeout: .now() + 10) == .timedOut { self.write(fd, "watchdog\n") }
            watchdogDone.signal()
        }.start()
        XCTAssertEqual(editor.readEntry(), .line("from main"))
        finished.signal()
        watchdogDone.wait()
        close(fd)
    }

    /// `@MainActor` jobs reach the main thread through the main dispatch queue too.
    func testPlainReaderRunsMainActorTasksWhileWaiting() {
        let (editor, input) = plainEditor()
        let fd = input
        let writer = Writer(fd: fd)
        Task.detached {
            try? await Task.sleep(nanoseconds: 100_000_000)
            await writer.writeOnMainActor("from a main-actor task\n")
        }
        let finished = DispatchSemaphore(value: 0)
        let watchdogDone = DispatchSemaphore(value: 0)
        Thread {
            if finished.wait(timeout: .now() + 10) == .timedOut { writer.write("watchdog\n") }
            watchdogDone.signal()
        }.start()
        XCTAssertEqual(editor.readEntry(), .line("from a main-actor task"))
        finished.signal()
        watchdogDone.wait()
        close(fd)
    }

    private final class Writer: Sendable {
        let fd: Int32
        init(fd: Int32) { self.fd = fd }

        @MainActor func writeOnMainActor(_ text: String) {
            XCTAssertTrue(Thread.isMainThread)
            write(text)
        }

        func write(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        }
    }

    private func plainEditor() -> (LineEditor, Int32) {
        var fds: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&fds), 0)
        let readEnd = fds[0]
        addTeardownBlock { close(readEnd) }
        let editor = LineEditor(
            plainInput: fds[0],
            isComplete: { text in
                text.filter { "({[".contains($0) }.count <= text.filter { ")}]".contains($0) }.count
            })
        return (editor, fds[1])
    }

    private func write(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }
}
