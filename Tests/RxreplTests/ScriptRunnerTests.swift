import Foundation
import PTYHarness
import XCTest

/// The script runner through the real binary: exit statuses, diagnostics, timeouts, Ctrl-C, shebang, formats.
final class ScriptRunnerTests: XCTestCase {
    private struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    private var rxrepl: String { PseudoTerminal.productsDirectory() + "/rxrepl" }
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxrepl-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func script(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs rxrepl (or `executable`), optionally sending SIGINT once stdout contains `interruptAfter`.
    private func run(
        _ arguments: [String], executable: String? = nil, environment extra: [String: String] = [:],
        interruptAfter marker: String? = nil, interruptAfterSeconds delay: Double? = nil,
        timeout: TimeInterval = 60
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? rxrepl)
        process.arguments = arguments
        var environment = [
            "PATH": PseudoTerminal.productsDirectory() + ":/usr/bin:/bin",
            "HOME": directory.path,
        ]
        environment.merge(extra) { $1 }
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let collected = LockedData()
        stdout.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var interrupted = false
        while process.isRunning && Date() < deadline {
            let markerSeen = marker.map { collected.text.contains($0) } ?? false
            let delayPassed = delay.map { Date() >= deadline.addingTimeInterval($0 - timeout) } ?? false
            if !interrupted && (markerSeen || delayPassed) {
                process.interrupt()
                interrupted = true
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning {
            process.terminate()
            XCTFail("rxrepl \(arguments) did not finish within \(timeout) s; output so far:\n\(collected.text)")
        }
        process.waitUntilExit()
        stdout.fileHandleForReading.readabilityHandler = nil
        collected.append(stdout.fileHandleForReading.readDataToEndOfFile())
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Result(stdout: collected.text, stderr: errors, status: process.terminationStatus)
    }

    func testEverySyntaxErrorIsReportedWithItsPlaceAndCaretAndNothingRuns() throws {
        let path = try script(
            "broken.rx",
            """
            print("never printed")
            let a = (1 + 2
            let = 3
            of(1, 2).map { $0 * }.subscribe()
            """)
        let result = try run([path])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stdout, "", "nothing runs when the script has syntax errors")
        let lines = result.stderr.components(separatedBy: "\n")
        let errors = lines.filter { $0.hasPrefix(path + ":") && $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 3, result.stderr)
        XCTAssertTrue(errors[0].hasPrefix(path + ":2:"), errors[0])
        XCTAssertTrue(errors[0].contains("expected ')'"), errors[0])
        XCTAssertTrue(errors[1].hasPrefix(path + ":3:"), errors[1])
        XCTAssertTrue(errors[2].hasPrefix(path + ":4:"), errors[2])
        XCTAssertTrue(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("^") }, "a caret line")
        XCTAssertTrue(result.stderr.contains("let = 3"), "the offending line is shown")
        XCTAssertTrue(result.stderr.contains("3 errors; nothing ran."), result.stderr)
    }

    func testARunTimeErrorAtTopLevelExits70AfterDisposingWhatRuns() throws {
        let path = try script("fails.rx", "interval(100ms).subscribe()\nlet ratio = 1 / 0\nprint(\"unreached\")\n")
        let result = try run(["--virtual-time", path])
        XCTAssertEqual(result.status, 70, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(path):2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("division by zero"), result.stderr)
        XCTAssertEqual(
            result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map { $0.suffix(10) },
            ["subscribed", "  disposed"])
        XCTAssertFalse(result.stdout.contains("unreached"))
    }

    func testAnUnreadableFileExits66WithAMessage() throws {
        let result = try run([directory.appendingPathComponent("missing.rx").path])
        XCTAssertEqual(result.status, 66)
        XCTAssertTrue(result.stderr.contains("cannot read"), result.stderr)
    }

    func testATimeoutDisposesWhatIsLeftAndExits124() throws {
        let result = try run(["--timeout", "300ms", "-e", "interval(50ms).subscribe()"])
        XCTAssertEqual(result.status, 124)
        XCTAssertTrue(result.stdout.contains("next(0)"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("disposed\n"), result.stdout)
    }

    func testInRealTimeARunEndsWhenNothingMoreCanHappenLeavingWhatIsStillBoundOpen() throws {
        let result = try run([
            "--timeout", "30s", "-e",
            """
            let field = TextField()
            let title = Label()
            field.rx.text.orEmpty.bind(to: title.rx.text)
            let subject = PublishSubject<Int>()
            subject.observe(on: background).subscribe()
            subject.onNext(1)
            field.type("ab", every: 100ms)
            """,
        ])
        XCTAssertEqual(result.status, 0, "no timeout: a bound control and an idle subject wait for nothing\n\(result)")
        XCTAssertTrue(result.stdout.contains("title.text = \"ab\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("background  next(1)"), "the background delivery ran first: \(result)")
        let lines = result.stdout.split(separator: "\n")
        XCTAssertFalse(
            lines.contains { $0.hasSuffix("disposed") }, "a program's exit disposes nothing: \(result.stdout)")
        let open = lines.filter { $0.contains("still subscribed at exit after ") }
        XCTAssertEqual(open.count, 2, "both live subscriptions are listed: \(result.stdout)")
        XCTAssertTrue(
            open.first?.hasSuffix("field.rx.text.orEmpty.bind(to: title.rx.text)") == true, "\(open)")
        XCTAssertEqual(
            result.stderr,
            "rxrepl: nothing more can happen; the script ends as a program exits, leaving 2 subscriptions open "
                + "(not disposed)\n")
    }

    func testAScriptsNaturalEndRunsNoClosureOfWhatIsStillOpen() throws {
        let result = try run([
            "--virtual-time", "-e",
            """
            let bag = DisposeBag()
            Observable<Int>.never()
                .subscribe(onNext: { print($0) }, onDisposed: { print("Disposed") })
                .disposed(by: bag)
            _ = Observable.just(1).delay(.seconds(2), scheduler: MainScheduler.instance)
                .subscribe(onDisposed: { print("finished, so disposed") })
            """,
        ])
        XCTAssertEqual(result.status, 0, "\(result)")
        XCTAssertEqual(
            result.stdout,
            """
            #1  +0.000s  main        subscribed
            #2  +0.000s  main        subscribed
            #2  +2.000s  main        next(1)
            #2  +2.000s  main        completed
            #2  +2.000s  main        disposed
            finished, so disposed
            #1  +2.000s  main        still subscribed at exit after 2.0s: Observable<Int>.never() .subscribe(onNext: { print($0) }, o…

            """)
    }

    func testAVirtualTimeoutStopsOnTheVirtualClock() throws {
        let result = try run(["--virtual-time", "--timeout", "2s", "-e", "interval(1s).subscribe()"])
        XCTAssertEqual(result.status, 124)
        XCTAssertEqual(
            result.stdout,
            """
            #1  +0.000s  main        subscribed
            #1  +1.000s  main        next(0)
            #1  +2.000s  main        next(1)
            #1  +2.000s  main        disposed

            """)
    }

    func testCtrlCDisposesEverythingTracedAndExits130() throws {
        let result = try run(["-e", "interval(50ms).subscribe()"], interruptAfter: "next(1)")
        XCTAssertEqual(result.status, 130, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("disposed\n"), result.stdout)
    }

    func testAShebangScriptRunsDirectly() throws {
        let path = try script("hello.rx", "#!/usr/bin/env rxrepl\nof(\"测试Lable字符串\").subscribe()\n")
        XCTAssertEqual(chmod(path, 0o755), 0)
        let result = try run([], executable: path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("next(\"测试Lable字符串\")"), result.stdout)
    }

    func testJSONLinesAreOneObjectPerTraceLine() throws {
        let result = try run(["--virtual-time", "--format", "jsonl", "-e", "of(1).map { \"a\\($0)\" }.subscribe()"])
        XCTAssertEqual(result.status, 0)
        let objects = try result.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
        }
        XCTAssertEqual(objects.map { $0["kind"] as? String }, ["subscribed", "next", "completed", "disposed"])
        XCTAssertEqual(objects[1]["value"] as? String, "a1")
        XCTAssertEqual(objects[1]["text"] as? String, "\"a1\"")
        XCTAssertEqual(objects[1]["sub"] as? Int, 1)
        XCTAssertEqual(objects[1]["thread"] as? String, "main")
        XCTAssertEqual(objects[1]["stage"] as? String, "subscribe")
    }

    /// Values are JSON (numbers, strings, booleans, null, arrays, a struct's fields, an enum case with its
    /// associated values), their Swift description alongside, so `jq` can read them.
    func testJSONLinesCarryValuesAsJSON() throws {
        let script = """
            struct Point { let x: Int; let y: Int }
            enum Load { case done(Int, label: String); case idle }
            of(1, 2.5, "a", true, nil, [1, 2], (1, "x")).subscribe()
            of(Point(x: 1, y: 2), Load.done(3, label: "ok"), Load.idle, ["k": [1]]).subscribe()
            Single.just(7).subscribe()
            """
        let result = try run(["--virtual-time", "--format", "jsonl", "-e", script])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("\"text\"") }
        let pairs = try lines.map { line -> String in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed)
            let value = (object as! [String: Any])["value"]!
            let json = try JSONSerialization.data(
                withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
            return String(decoding: json, as: UTF8.self) + " " + ((object as! [String: Any])["text"] as! String)
        }
        XCTAssertEqual(
            pairs,
            [
                // Beside a nil, Swift's `of` takes Optionals (`Observable<Any?>`); JSON carries their values.
                "1 Optional(1)", "2.5 Optional(2.5)", "\"a\" Optional(\"a\")", "true Optional(true)", "null nil",
                "[1,2] Optional([1, 2])", "[1,\"x\"] Optional((1, \"x\"))",
                "{\"x\":1,\"y\":2} Point(x: 1, y: 2)",
                "{\"case\":\"done\",\"values\":{\"0\":3,\"label\":\"ok\"}} done(3, label: \"ok\")",
                "{\"case\":\"idle\"} idle", "{\"k\":[1]} [\"k\": [1]]", "7 7",
            ])
    }

    func testNoColourWhenStandardOutputIsNotATerminal() throws {
        let result = try run(["--virtual-time", "-e", "of(1).subscribe()\nlet x = 1 / 0"])
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no escape codes in a pipe")
        XCTAssertFalse(result.stderr.contains("\u{1B}["), "no escape codes in a pipe")
    }

    func testAnErrorInsideAnOperatorClosureIsAnErrorEventWithItsPlace() throws {
        let result = try run(["--virtual-time", "-e", "of(2, 0).map { 10 / $0 }.subscribe()"])
        XCTAssertEqual(result.status, 0, "an error event is not a top-level failure")
        XCTAssertTrue(result.stdout.contains("next(5)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("error(division by zero"), result.stdout)
        XCTAssertTrue(result.stdout.contains("at <-e>:1:19)"), result.stdout)
    }
}

/// Bytes appended from a pipe's reader thread.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}

extension ScriptRunnerTests {
    func testCtrlCStopsABusyTopLevelLoop() throws {
        // Output written before the loop is still buffered (stdout is a pipe), so wait a moment, not for text.
        let result = try run(["-e", "print(\"looping\")\nwhile true { }"], interruptAfterSeconds: 0.5)
        XCTAssertEqual(result.status, 130, result.stdout + result.stderr)
    }

    func testCtrlCStopsAnEndlessSynchronousSourceAndExits130() throws {
        let result = try run(
            ["-e", "repeatElement(1).ignoreElements().subscribe()\nprint(\"after\")"], interruptAfterSeconds: 0.5)
        XCTAssertEqual(result.status, 130, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("disposed\n"), "the stream is disposed, traced: \(result.stdout)")
        XCTAssertFalse(
            result.stderr.contains("did not stop"), "it stopped, not the stuck-run guard: \(result.stderr)")
        XCTAssertFalse(result.stdout.contains("after"), "the statements after it do not run: \(result.stdout)")
    }

    func testTheTimeoutStopsABusyTopLevelLoop() throws {
        let result = try run(["--timeout", "300ms", "-e", "interval(50ms).subscribe()\nwhile true { }"])
        XCTAssertEqual(result.status, 124, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("disposed\n"), "what runs is disposed, traced: \(result.stdout)")
    }

    /// A subcommand's bare name is the subcommand, never a script file of that name (the quick path once read
    /// `rxrepl generate-doc-lanes` as a file, which broke scripts/generate-doc-lanes).
    func testEverySubcommandNameAloneRunsTheSubcommand() throws {
        let lanes = try run(["generate-doc-lanes"])
        XCTAssertEqual(lanes.status, 0, lanes.stderr)
        XCTAssertTrue(lanes.stdout.hasPrefix("// Generated by scripts/generate-doc-lanes"), lanes.stdout)
        let help = try run(["help"])
        XCTAssertTrue(help.stdout.contains("USAGE") || help.stdout.contains("rxrepl"), help.stdout + help.stderr)
    }

    /// Common command lines skip ArgumentParser; the forms it does not read fall back to it, errors included.
    func testCommandLineFormsGiveTheSameRunsAndErrors() throws {
        let expected = "#1  +0.000s  main        next(1)\n"
        for arguments in [
            ["-e", "just(1).subscribe()", "--virtual-time"],
            ["run", "--virtual-time", "--trace=events", "-e", "just(1).subscribe()"],
            [
                "--format", "text", "--virtual-time", "--no-color", "--ascii", "--no-history", "--timeout",
                "5s", "-e", "just(1).subscribe()",
            ],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(expected), "\(arguments): \(result.stdout)")
        }
        let jsonl = try run(["--format=jsonl", "--trace", "off", "--virtual-time", "-e", "print(1)"])
        XCTAssertEqual(jsonl.stdout, "1\n")
        for arguments in [
            ["--trace", "bogus", "-e", "1"], ["--virtual-time=yes", "-e", "1"],
            ["--timeout", "soon", "-e", "1"], ["-e"], ["--unknown"],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments) is a usage error: \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("Error:"), "\(arguments): \(result.stderr)")
        }
    }
}
