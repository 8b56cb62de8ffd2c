import PTYHarness
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Keys as a terminal sends them.
enum Key {
    static let up = "\u{1B}[A"
    static let left = "\u{1B}[D"
    static let tab = "\t"
    static let enter = "\r"
    static let ctrlC = "\u{03}"
    static let ctrlD = "\u{04}"
}

/// Raised to end a test after a wait failed (the failure itself is already recorded with the screen).
struct WaitFailed: Error {
    let what: String
}

/// The real `rxrepl` binary on a pseudo-terminal, with the checks the tests share. Every wait is bounded and a
/// failed wait records the screen and the raw output; assertions are on text, never on timing.
final class ReplTerminal {
    let terminal: PseudoTerminal
    private let test: XCTestCase

    /// Starts `rxrepl` with `arguments` in the isolated `home` (history goes to `home/state/rxrepl/history`)
    /// and waits for the first prompt.
    init(
        _ test: XCTestCase, home: String, arguments: [String] = [], environment: [String: String] = [:],
        rows: Int = 24, columns: Int = 100, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        self.test = test
        var variables = [
            "TERM": "xterm", "HOME": home, "XDG_STATE_HOME": home + "/state", "PATH": "/usr/bin:/bin",
            "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1", "LANG": "C.UTF-8",
        ]
        variables.merge(environment) { _, new in new }
        terminal = try PseudoTerminal(
            executable: PseudoTerminal.productsDirectory() + "/rxrepl", arguments: arguments,
            environment: variables, rows: rows, columns: columns)
        let terminal = self.terminal
        test.addTeardownBlock { terminal.terminate() }
        try waitForPrompt("the first prompt", file: file, line: line)
    }

    var screen: VirtualScreen { terminal.screen }

    /// `rx>`, or `rx @1.500s>` on a virtual clock, with nothing typed (the screen trims the trailing space).
    static func isEmptyPrompt(_ line: String) -> Bool {
        line == "rx>" || (line.hasPrefix("rx @") && line.hasSuffix("s>") && !line.dropFirst(4).contains(" "))
    }

    func send(_ keys: String) {
        terminal.send(keys)
    }

    /// Types `entry`, presses Enter, and waits for the next empty prompt.
    func enter(_ entry: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let prompts = promptCount()
        send(entry + Key.enter)
        try expect("the prompt after '\(entry)'", file: file, line: line) {
            self.promptCount(in: $0) > prompts && Self.isEmptyPrompt($0.cursorLine)
        }
    }

    /// Waits for `condition`; on timeout records a failure with the screen and throws.
    func expect(
        _ what: String, timeout: Double = 20, beforeEveryErase: Bool = false, file: StaticString = #filePath,
        line: UInt = #line, _ condition: (VirtualScreen) -> Bool
    ) throws {
        if terminal.waitUntil(timeout: timeout, beforeEveryErase: beforeEveryErase, condition) { return }
        XCTFail("timed out waiting for \(what)\n\(dump())", file: file, line: line)
        throw WaitFailed(what: what)
    }

    /// Waits until the cursor sits on an empty `rx> ` prompt.
    func waitForPrompt(_ what: String = "a prompt", file: StaticString = #filePath, line: UInt = #line) throws {
        try expect(what, file: file, line: line) {
            Self.isEmptyPrompt($0.cursorLine) && $0.cursor.column == $0.cursorLine.count + 1
        }
    }

    /// Waits until the cursor line reads `text` exactly.
    func expectLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try expect("the line \"\(text)\"", file: file, line: line) { $0.cursorLine == text }
    }

    /// Waits until `text` appears anywhere in the scrollback or on screen.
    func expectText(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try expect("\"\(text)\"", file: file, line: line) { $0.text.contains(text) }
    }

    /// Waits for the child to exit and checks how.
    func expectExit(_ expected: PseudoTerminal.Termination, file: StaticString = #filePath, line: UInt = #line) {
        let termination = terminal.waitForExit(timeout: 20)
        XCTAssertEqual(termination, expected, "exit status\n\(dump())", file: file, line: line)
    }

    /// Rows of the whole transcript that are trace lines of subscription `id` with `kind` (`next(`, `disposed`).
    func traceLines(_ id: Int, _ kind: String, in screen: VirtualScreen? = nil) -> [String] {
        (screen ?? self.screen).text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("#\(id) ") && $0.contains(kind)
        }
    }

    /// How many prompts (`rx> ` lines) the transcript shows.
    func promptCount(in screen: VirtualScreen? = nil) -> Int {
        (screen ?? self.screen).text.split(separator: "\n").filter { $0.hasPrefix("rx>") || $0.hasPrefix("rx @") }.count
    }

    /// The screen, the cursor and the raw output, for failure messages.
    func dump() -> String {
        "--- screen ---\n\(terminal.screen.lines.joined(separator: "\n"))\n--- cursor \(terminal.screen.cursor) ---"
            + "\n--- raw ---\n\(terminal.rawTranscript)"
    }

    /// Asserts the terminal is back in the mode it had before rxrepl started.
    func assertRestored(file: StaticString = #filePath, line: UInt = #line) {
        let after = terminal.currentAttributes()
        let before = terminal.initialAttributes
        let cooked = tcflag_t(ICANON | ECHO | ISIG)
        XCTAssertEqual(
            after.c_lflag & cooked, cooked, "canonical mode, echo and signals are back", file: file, line: line)
        XCTAssertEqual(after.c_lflag, before.c_lflag, "local modes", file: file, line: line)
        XCTAssertEqual(after.c_iflag, before.c_iflag, "input modes", file: file, line: line)
        XCTAssertEqual(after.c_oflag, before.c_oflag, "output modes", file: file, line: line)
    }
}

extension XCTestCase {
    /// A fresh HOME under /tmp for one test (history and state go there), removed when the test ends.
    func makeTemporaryHome() throws -> String {
        let home = "/tmp/rxrepl-pty-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard mkdir(home, 0o700) == 0 else { throw WaitFailed(what: "a temporary HOME at \(home)") }
        addTeardownBlock { _ = try? FileManager.default.removeItem(atPath: home) }
        return home
    }
}
