import BrowserHarness
import Foundation
import PTYHarness
import XCTest

/// `--present` and `:present` end to end: the real binary on a pseudo-terminal, its page in headless Chromium.
final class PresentTests: XCTestCase {
    private var browser: HeadlessChromium!
    private var home: String!

    override func setUpWithError() throws {
        guard HeadlessChromium.executable != nil else {
            throw XCTSkip("headless Chromium is not installed; scripts/test installs it (apt-get install chromium)")
        }
        browser = try HeadlessChromium.shared()
        home = NSTemporaryDirectory() + "rxrepl-present-\(UUID())"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: home)
    }

    private func marbles(_ lane: String) -> String {
        #"document.querySelectorAll('[data-lane="\#(lane)"] [data-kind="next"]').length"#
    }

    /// The page's URL as the session printed it.
    private func url(in repl: ReplTerminal) throws -> String {
        let text = repl.screen.text
        let found = try XCTUnwrap(text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression), text)
        return String(text[found])
    }

    func testWhatIsTypedAppearsOnThePageWithinASecond() throws {
        let repl = try ReplTerminal(self, home: home, arguments: ["--present", "--virtual-time", "--no-history"])
        try browser.open(try url(in: repl))
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        try repl.enter(#"let s = cold("-a-b|").subscribe()"#)
        try browser.waitUntil(##"document.querySelectorAll('[data-lane="#1"]').length === 1"##, timeout: 1)
        XCTAssertEqual(
            try browser.evaluate(##"document.querySelector('[data-lane="#1"] .caption title').textContent"##)
                as? String, #"cold("-a-b|").subscribe()"#)
        try repl.enter(":advance 20ms")
        let took = try browser.waitUntil("\(marbles("#1")) === 1", timeout: 1)
        XCTAssertLessThan(took, 1)
        try browser.waitUntil("document.getElementById('clock').textContent === '@0.020s'", timeout: 1)
        try repl.enter(":advance 30ms")
        try browser.waitUntil("\(marbles("#1")) === 2", timeout: 1)
        try browser.waitUntil(
            ##"document.querySelectorAll('[data-lane="#1"] [data-kind="completed"]').length === 1"##, timeout: 1)
    }

    func testTheTerminalShowsTheSameWithOrWithoutThePage() throws {
        let entries = [#"let s = of(1, 2).map { $0 * 10 }.subscribe()"#, #"print("done")"#]
        func transcript(_ arguments: [String]) throws -> [String] {
            let repl = try ReplTerminal(self, home: home, arguments: arguments + ["--virtual-time", "--no-history"])
            for entry in entries { try repl.enter(entry) }
            return repl.screen.text.split(separator: "\n").map(String.init).filter { !$0.contains("the page is at") }
        }
        XCTAssertEqual(try transcript(["--present"]), try transcript([]))
    }

    func testPresentStartsAndStopsThePageInsideASession() throws {
        let repl = try ReplTerminal(self, home: home, arguments: ["--virtual-time", "--no-history"])
        try repl.enter(":present stop")
        XCTAssertTrue(repl.screen.text.contains("the page is not served; :present serves it"), repl.screen.text)
        try repl.enter(":present")
        let address = try url(in: repl)
        try browser.open(address)
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        try repl.enter(#"just(7).subscribe()"#)
        try browser.waitUntil("\(marbles("#1")) === 1", timeout: 1)
        try repl.enter(":present stop")
        try browser.waitUntil("document.body.dataset.status === 'lost'", timeout: 5)
    }

    func testAScriptsRunIsPlayedOnThePageWhichIsServedUntilCtrlC() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PseudoTerminal.productsDirectory() + "/rxrepl")
        process.arguments = ["--present", "--virtual-time", "samples/11-flattening.rx"]
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var said = ""
        while !said.contains("served until Ctrl-C") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            said += String(decoding: data, as: UTF8.self)
        }
        let found = try XCTUnwrap(said.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression), said)
        try browser.open(String(said[found]) + "?speed=2")
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        try browser.waitUntil("!document.getElementById('playback').hidden", timeout: 5)
        // The run lasts 1.1 s of virtual time: at 2× its four subscriptions have all drawn their values by 1 s.
        try browser.waitUntil(
            "document.querySelectorAll('[data-lane^=\"#\"]:not([data-lane*=\".\"])').length === 4", timeout: 3)
        try browser.waitUntil("document.getElementById('clock').textContent === '@1.100s'", timeout: 3)
        XCTAssertTrue(process.isRunning, "the page is served after the run")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testAFloodKeepsThePromptResponsiveAndThePageCountsWhatItDropped() throws {
        let repl = try ReplTerminal(self, home: home, arguments: ["--present", "--virtual-time", "--no-history"])
        try browser.open(try url(in: repl))
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        try repl.enter(":trace off")
        // 100,000 events, each recorded for the page with its operator stages, and nothing on the terminal.
        let start = Date()
        try repl.enter("Observable.range(start: 0, count: 100_000).map { $0 * 2 }.subscribe()")
        let flood = Date().timeIntervalSince(start)
        let typed = Date()
        try repl.enter("6 * 7")
        let answer = Date().timeIntervalSince(typed)
        XCTAssertTrue(repl.screen.text.contains("42"), repl.screen.text)
        // Generous bounds: the prompt must not wait for the page.
        XCTAssertLessThan(flood, 30, "the flood took \(flood) s to give the prompt back")
        XCTAssertLessThan(answer, 5, "the next entry took \(answer) s")
        try browser.waitUntil("!document.getElementById('dropped').hidden", timeout: 20)
        let text = try XCTUnwrap(try browser.evaluate("document.getElementById('dropped').textContent") as? String)
        XCTAssertTrue(text.hasPrefix("dropped "), text)
    }

    func testABindingWarningIsABannerOnThePage() throws {
        let repl = try ReplTerminal(self, home: home, arguments: ["--present", "--virtual-time", "--no-history"])
        try browser.open(try url(in: repl))
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        try repl.enter("let label = UILabel()")
        try repl.enter(#"BehaviorSubject(value: "a").bind(to: label.rx.text)"#)
        try repl.enter(#"BehaviorSubject(value: "b").bind(to: label.rx.text)"#)
        try browser.waitUntil("document.querySelectorAll('#banners .banner').length === 1", timeout: 2)
        let banner = try XCTUnwrap(
            try browser.evaluate("document.querySelector('#banners .banner').textContent") as? String)
        XCTAssertTrue(banner.contains("label.text already has a source"), banner)
        XCTAssertTrue(banner.contains("fix: "), banner)
        try browser.waitUntil(
            "[...document.querySelectorAll('#sinks td')].map(c => c.textContent).join(' ') === 'label.text \\\"b\\\"'",
            timeout: 2)
    }

    func testAReplayShowsThePageAsFarAsItHasSteppedAndStartsOverGoingBack() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let terminal = try PseudoTerminal(
            executable: PseudoTerminal.productsDirectory() + "/rxrepl",
            arguments: ["replay", root.path + "/Tests/Fixtures/recordings/lesson.jsonl", "--present"],
            environment: ["TERM": "xterm", "HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], rows: 30,
            columns: 100)
        addTeardownBlock { terminal.terminate() }
        XCTAssertTrue(terminal.waitUntil(timeout: 20) { $0.text.contains("event 0 of") }, terminal.screen.text)
        let text = terminal.screen.text
        let found = try XCTUnwrap(text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression), text)
        try browser.open(String(text[found]))
        try browser.waitUntil("document.body.dataset.status === 'live'", timeout: 30)
        let lanes = "document.querySelectorAll('[data-lane]').length"
        XCTAssertEqual(try browser.evaluate(lanes) as? Int, 0)
        let right = "\u{1B}[C", left = "\u{1B}[D"
        terminal.send(right)
        try browser.waitUntil("\(lanes) === 1", timeout: 2)
        XCTAssertEqual(try browser.evaluate("document.getElementById('playback').hidden") as? Bool, true)
        terminal.send(right + right + right)
        try browser.waitUntil("\(marbles("#2")) === 1", timeout: 2)
        terminal.send(left)
        try browser.waitUntil("\(marbles("#2")) === 0 && \(lanes) === 2", timeout: 2)
        terminal.send("q")
    }
}
