import Foundation
import PTYHarness
import XCTest

/// `rxrepl --export xctest|expect FILE.rx`: a script's subscriptions written as an XCTest case using RxSwift's
/// RxTest, or as an exercise that `rxrepl check` passes (golden files in `Exports/Tests/`). The goldens were
/// compiled and run against RxSwift 6.10.2's RxTest once, by hand (docs/xctest-export.md says how).
final class TestExportTests: XCTestCase {
    private static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Exports/Tests")
    private var rxrepl: String { PseudoTerminal.productsDirectory() + "/rxrepl" }
    private static let kinds = [
        "throttle", "transform", "flattening", "hot", "errors", "values", "operators", "traits", "multiline", "derived",
    ]

    private func run(_ arguments: [String]) throws -> (standardOutput: String, standardError: String, status: Int32) {
        try PipedRun.runApart(
            rxrepl, arguments, in: Self.scripts, environment: ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"])
    }

    private func export(
        _ format: String, _ script: String
    ) throws -> (
        standardOutput: String, standardError: String, status: Int32
    ) {
        try run(["--virtual-time", "--export", format, script + ".rx"])
    }

    /// Compares with `Exports/Tests/<name>`; with RECORD_SNAPSHOTS set, rewrites it and fails.
    private func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        assertGoldenFile(
            actual, at: Self.scripts.appendingPathComponent(name), name: "Exports/Tests/" + name, file: file, line: line
        )
    }

    private static func className(_ script: String) -> String { script.prefix(1).uppercased() + script.dropFirst() }

    func testEachKindOfRunIsItsGoldenXCTestCase() throws {
        for script in Self.kinds {
            let run = try export("xctest", script)
            XCTAssertEqual(run.status, 0, "\(script): \(run.standardError)")
            assertGolden(run.standardOutput, Self.className(script) + "Tests.swift")
            XCTAssertTrue(run.standardOutput.contains("final class \(Self.className(script))Tests: XCTestCase {"))
            XCTAssertTrue(run.standardError.contains("#1  +0.000s  main        subscribed"), "the trace goes apart")
        }
    }

    func testTheXCTestCaseHasRxTestsShape() throws {
        let swift = try export("xctest", "throttle").standardOutput
        for line in [
            "import XCTest\nimport RxSwift\nimport RxTest\n",
            "let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)",
            "let clicks: TestableObservable<String> = scheduler.createColdObservable([\n            .next(10, \"a\"),",
            "let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {\n"
                + "            clicks.throttle(.milliseconds(40), scheduler: scheduler)\n        }",
            "XCTAssertEqual(res.events, [\n            .next(10, \"a\"),\n            .next(50, \"c\"),",
            ".next(130, \"e\"),\n            .completed(130),\n        ])",
            "func testSubscription2() {\n        // clicks.debounce(20ms).subscribe()",
        ] {
            XCTAssertTrue(swift.contains(line), "missing:\n\(line)\nin:\n\(swift)")
        }
        let hot = try export("xctest", "hot").standardOutput
        XCTAssertTrue(hot.contains("scheduler.createHotObservable([\n            .next(20, 11),"), hot)
        let errors = try export("xctest", "errors").standardOutput
        XCTAssertTrue(errors.contains("enum TestError: Swift.Error { case testError, testError1, testError2 }"))
        XCTAssertTrue(errors.contains(".error(40, testError),\n        ])"), errors)
        XCTAssertTrue(errors.contains(".error(25, RxError.timeout),"), errors)
    }

    func testEachKindOfRunIsItsGoldenExerciseAndRxreplCheckPassesIt() throws {
        for script in Self.kinds {
            let run = try export("expect", script)
            XCTAssertEqual(run.status, 0, "\(script): \(run.standardError)")
            assertGolden(run.standardOutput, script + ".check.rx")
            let check = try self.run(["check", script + ".check.rx"])
            XCTAssertEqual(check.status, 0, "\(script): \(check.standardOutput)\(check.standardError)")
            XCTAssertTrue(check.standardOutput.contains(", 0 failed"), check.standardOutput)
            XCTAssertFalse(check.standardOutput.contains("✗"), check.standardOutput)
        }
    }

    func testValuesWithNoSwiftLiteralAreListedInTheFileAndOnStandardError() throws {
        let run = try export("xctest", "unwritable")
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(
            run.standardError.contains(
                "rxrepl: 2 values could not be written as Swift literals: Point(x: 1, y: 1) at 10ms of #1; "
                    + "Point(x: 1, y: 1) at 40ms of #1"), run.standardError)
        XCTAssertTrue(
            run.standardError.contains(
                "rxrepl: the pipeline uses 'Point', declared in the session: copy its declaration into the test file"),
            run.standardError)
        XCTAssertTrue(
            run.standardOutput.contains(
                "// 2 values could not be written as Swift literals; fill in the <#…#> placeholders:\n"
                    + "//   Point(x: 1, y: 1) at 10ms of #1\n"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains(".next(10, <#Point(x: 1, y: 1)#>),"), run.standardOutput)
    }

    func testAnExerciseWritesValuesWithNoLiteralAsPrintedAndSaysWhatToDeclare() throws {
        let run = try export("expect", "unwritable")
        XCTAssertTrue(
            run.standardError.contains("rxrepl: 2 values could not be written as literals: Point(x: 1, y: 1) at 10ms"),
            run.standardError)
        XCTAssertTrue(
            run.standardOutput.contains(
                "expect(letters.map { Point(x: 1, y: $0.count) }, \"-a--a|\", values: [\"a\": Point(x: 1, y: 1)])"),
            run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("// the pipeline uses 'Point', declared in the session"))
    }

    func testASubscriptionWithNoRecordedInputIsALocatedErrorAndTheOthersAreWritten() throws {
        let run = try export("xctest", "unwritable")
        XCTAssertTrue(
            run.standardError.contains(
                "unwritable.rx:6:1: error: 'subject' (PublishSubject) has no recorded input to write in a test; "
                    + "make the input a marble source, e.g. let subject = cold(\"-a-b|\"), and subscribe again\n"
                    + "subject.map { $0 + 1 }.subscribe()\n^~~~~~~"), run.standardError)
        XCTAssertTrue(run.standardOutput.contains("func testSubscription1()"))
        XCTAssertFalse(run.standardOutput.contains("func testSubscription2()"), run.standardOutput)
    }

    func testARunWithNothingToWriteIsAnErrorAndWritesNothing() throws {
        let run = try self.run([
            "--virtual-time", "--export", "xctest", "-e", "let s = PublishSubject<Int>()\ns.subscribe()",
        ])
        XCTAssertEqual(run.status, 70)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("has no recorded input"), run.standardError)
        XCTAssertTrue(
            run.standardError.contains("made no subscription that can be written as a test"), run.standardError)
    }

    func testARealTimeRunHasNoExactTimesToWrite() throws {
        let run = try self.run(["--export", "xctest", "-e", "cold(\"-a|\").subscribe()"])
        XCTAssertEqual(run.status, 70)
        XCTAssertTrue(run.standardError.contains("#1 ran in real time, whose times are not exact ticks"))
    }

    func testEveryRunGivesTheSameBytes() throws {
        XCTAssertEqual(
            try export("xctest", "flattening").standardOutput, try export("xctest", "flattening").standardOutput)
    }
}
