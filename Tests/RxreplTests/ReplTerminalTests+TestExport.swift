import Foundation
import PTYHarness
import XCTest

/// `:export #N FILE.swift|FILE.rx` on a pseudo-terminal: a subscription of the session, made after the clock
/// moved on, becomes an XCTest case and an exercise that `rxrepl check` passes; what cannot be written is said.
extension ReplTerminalTests {
    func testExportWritesASubscriptionAsAnXCTestCaseAndAsAnExercise() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter("let prices = hot(\"--a-^-b-c-d|\", values: [\"a\": 10, \"b\": 11, \"c\": 12, \"d\": 13])")
        try repl.enter(":advance 30ms")
        try repl.enter("prices.map { $0 * 2 }.subscribe()")
        try repl.enter(":advance 1s")
        try repl.enter(":export #1 " + home + "/PricesTests.swift")
        try repl.expectText("(wrote an XCTest case of #1 to \(home)/PricesTests.swift)")
        let swift = try String(contentsOfFile: home + "/PricesTests.swift", encoding: .utf8)
        XCTAssertTrue(swift.hasPrefix("// Written by rxrepl (:export #1 PricesTests.swift)"), swift)
        XCTAssertTrue(swift.contains("final class PricesTests: XCTestCase {"), swift)
        XCTAssertTrue(
            swift.contains(
                "let prices: TestableObservable<Int> = scheduler.createHotObservable([\n"
                    + "            .next(20, 11),\n            .next(40, 12),\n            .next(60, 13),\n"
                    + "            .completed(70),\n        ])"), swift)
        XCTAssertTrue(swift.contains("let res = scheduler.start(created: 30, subscribed: 30, disposed: 1000) {"))
        XCTAssertTrue(
            swift.contains(
                "XCTAssertEqual(res.events, [\n            .next(40, 24),\n            .next(60, 26),\n"
                    + "            .completed(70),\n        ])"), swift)

        try repl.enter(":export #1 " + home + "/prices.rx")
        try repl.expectText("(wrote an exercise of #1 to \(home)/prices.rx)")
        let exercise = try String(contentsOfFile: home + "/prices.rx", encoding: .utf8)
        XCTAssertTrue(exercise.contains("let prices = hot(\"-a-b|\", values: [\"a\": 12, \"b\": 13])\n"), exercise)
        XCTAssertTrue(exercise.contains("expect(prices.map { $0 * 2 }, \"-a-b|\", values: [\"a\": 24, \"b\": 26])"))
        let check = try PipedRun.run(
            PseudoTerminal.productsDirectory() + "/rxrepl", ["check", home + "/prices.rx"],
            in: URL(fileURLWithPath: home), environment: ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(check.status, 0, check.output)
    }

    func testExportSaysWhatATestCannotHold() throws {
        let repl = try start(["--virtual-time"])
        try repl.enter("struct Point { let x: Int }")
        try repl.enter("cold(\"-a-b|\").map { Point(x: $0.count) }.subscribe()")
        try repl.enter(":advance 1s")
        try repl.enter(":export #1 " + home + "/points.swift")
        try repl.expectText("warning: 2 values could not be written as Swift literals: Point(x: 1) at 10ms of #1;")
        try repl.expectText("warning: the pipeline uses 'Point', declared in the session")
        try repl.expectText("(wrote an XCTest case of #1 to \(home)/points.swift)")
        try repl.enter("let subject = PublishSubject<Int>()")
        try repl.enter("subject.subscribe()")
        try repl.enter(":export #2 " + home + "/subject.swift")
        try repl.expectText("error: 'subject' (PublishSubject) has no recorded input to write in a test")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/subject.swift"))
    }
}
