import Foundation
import PTYHarness
import XCTest

/// `rxrepl check` on the sample exercise file, whose one wrong answer must fail with its diff and exit 1.
final class CheckCommandTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func check(_ arguments: [String]) throws -> (output: String, status: Int32) {
        try PipedRun.run(PseudoTerminal.productsDirectory() + "/rxrepl", ["check"] + arguments, in: Self.packageRoot)
    }

    func testTheWrongAnswerFailsWithItsLanesAndExitStatusOne() throws {
        let result = try check(["samples/exercises/operators.rx"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.output,
            """
            == samples/exercises/operators.rx
            ✓ expect passed (line 7): -x-y-z|
            ✓ expect passed (line 10): -a---c|
            ✓ expect passed (line 13): -a-(b|)
            ✗ expect failed (line 16) at frame 5 (+50ms): expected next(5); got next(6)
                expected  -a-b-c|
                actual    -a-b-6|
                               ^
                a = 1, b = 3, c = 5
                hint: scan sends each running total: 0 + 1, then 1 + 2, then 3 + 3
            ✓ expect passed (line 20): 0a-b-c|
            samples/exercises/operators.rx: 4 passed, 1 failed
            4 passed, 1 failed

            """)
    }

    func testAllPassingFilesExitZero() throws {
        let result = try check(["samples/35-marbles.rx"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(
            result.output.hasSuffix("samples/35-marbles.rx: 10 passed, 0 failed\n10 passed, 0 failed\n"),
            result.output)
    }

    func testAFileThatStopsCountsAsAFailure() throws {
        let result = try check(["samples/35-marbles.rx", "no/such/file.rx"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("rxrepl: cannot read no/such/file.rx"), result.output)
        XCTAssertTrue(result.output.hasSuffix("10 passed, 0 failed (1 file did not run to the end)\n"), result.output)
    }
}
