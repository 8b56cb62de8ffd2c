import Foundation
import PTYHarness
import XCTest

/// `32-pitfalls.rx` shows each of the four binding pitfalls the seed article names, and `33-pitfalls-fixed.rx`, the
/// same screen in today's spellings, runs clean: nothing on standard error, exit 0.
final class PitfallSampleTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func run(_ sample: String) throws -> (standardOutput: String, standardError: String, status: Int32) {
        try PipedRun.runApart(
            PseudoTerminal.productsDirectory() + "/rxrepl", ["--virtual-time", "samples/" + sample],
            in: Self.packageRoot, environment: ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"])
    }

    func testThePitfallsSampleShowsAllFourPitfallsOnceEach() throws {
        let run = try run("32-pitfalls.rx")
        XCTAssertEqual(run.status, 70, "an error reached a binding\n\(run.standardError)")
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        let pitfalls = [
            "off the main thread": "reached label.text on background, off the main thread",
            "an error into a binding": "warning: binding error: errorLabel.text received error(",
            "a cold observable bound twice": "ran again (2 times) while #1",
            "two sources into one property": "warning: label.text already has a source (#1",
        ]
        for (pitfall, text) in pitfalls {
            XCTAssertEqual(
                warnings.filter { $0.contains(text) }.count, 1, "\(pitfall) is warned about once\n\(run.standardError)")
        }
        XCTAssertEqual(
            run.standardOutput.components(separatedBy: "模拟异步任务开始...").count - 1, 3,
            "the request runs for each binding of it, and once for the failing one")
    }

    func testTheFixedSampleRunsWithNoWarningAndNoNote() throws {
        let run = try run("33-pitfalls-fixed.rx")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "", "no warning, no note, no older spelling")
        XCTAssertEqual(
            run.standardOutput.components(separatedBy: "模拟异步任务开始...").count - 1, 2,
            "one shared request for both labels, and the Driver's own")
        let updates = run.standardOutput.split(separator: "\n").filter { $0.contains(".text = ") }
        XCTAssertFalse(updates.isEmpty)
        XCTAssertTrue(updates.allSatisfy { $0.contains("  main  ") && !$0.contains("arrived on") }, "\(updates)")
    }
}
