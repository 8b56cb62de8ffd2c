import XCTest
import RxCore
import RxTrace
@testable import RxScript

/// `cold`, `hot` and `expect` in scripts, on the virtual clock.
final class MarbleTests: VirtualScriptTestCase {
    /// Runs `source` in virtual time with tracing off; returns its output (unaltered) and the expect tally.
    private func check(_ source: String) -> (output: String, passed: Int, failed: Int) {
        let output = MemoryTraceOutput()
        let runtime = ScriptRuntime.virtual(
            output: output, mode: .off, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        let session = Session(
            output: { output.write($0) }, callbackErrors: { output.writeLine($0.description) },
            runtime: runtime)
        let result = session.run(source: source, name: "test.rx")
        for diagnostic in result.diagnostics { output.writeLine(diagnostic.description) }
        return (output.lines.joined(separator: "\n"), runtime.expectations.passed, runtime.expectations.failed)
    }

    func testPassingExpectationsPrintOneLineEach() {
        let result = check(
            """
            let xs = cold("-a-b-c|", values: ["a": 1, "b": 2, "c": 3])
            expect(xs.map { $0 * 10 }, "-a-b-c|", values: ["a": 10, "b": 20, "c": 30])
            expect(xs.filter { $0 > 1 }).toBe("---b-c|", values: ["b": 2, "c": 3])
            expect(cold("-a-(b|)"), "-a-(b|)")
            expect(cold("-a 1s b|"), "-a 1s b|")
            expect(cold("--#"), "--#")
            """)
        XCTAssertEqual(
            result.output,
            """
            ✓ expect passed (line 2): -a-b-c|
            ✓ expect passed (line 3): ---b-c|
            ✓ expect passed (line 4): -a-(b|)
            ✓ expect passed (line 5): -a 1s b|
            ✓ expect passed (line 6): --#
            """)
        XCTAssertEqual(result.passed, 5)
        XCTAssertEqual(result.failed, 0)
    }

    func testAFailureAlignsTheLanesAndMarksTheFirstDifferingFrame() {
        let result = check(
            """
            let xs = cold("-a-b|", values: ["a": 1, "b": 2])
            expect(xs.map { $0 * 3 }, "-a-(b|)", values: ["a": 3, "b": 7])
            """)
        XCTAssertEqual(
            result.output,
            """
            ✗ expect failed (line 2) at frame 3 (+30ms): expected next(7), completed; got next(6)
                expected  -a-(b|)
                actual    -a-6   |
                             ^
                a = 3, b = 7
            """)
        XCTAssertEqual(result.failed, 1)
    }

    func testAnExercisesHintIsShownUnderAFailureOnly() {
        let result = check(
            """
            let xs = cold("-a-b|", values: ["a": 1, "b": 2])
            expect(xs.take(1), "-(a|)", values: ["a": 1], hint: "never shown: this check passes")
            expect(xs.skip(1)).toBe("-b|", values: ["b": 2], hint: "skip keeps the time of what it lets through.\\nLook at frame 3.")
            """)
        XCTAssertEqual(
            result.output,
            """
            ✓ expect passed (line 2): -(a|)
            ✗ expect failed (line 3) at frame 1 (+10ms): expected next(2); got nothing
                expected  -b|
                actual    ---b|
                           ^
                b = 2
                hint: skip keeps the time of what it lets through.
                      Look at frame 3.
            """)
        XCTAssertEqual(result.failed, 1)
        XCTAssertEqual(result.passed, 1)
    }

    func testAnExpectationSubscribesAtTheCurrentVirtualTime() {
        let result = check(
            """
            let ticks = hot("-a-b-c-d|")
            expect(ticks, "-a-b")
            expect(ticks, "-c-d|")
            """)
        XCTAssertEqual(
            result.output,
            """
            ✓ expect passed (line 2): -a-b
            ✓ expect passed (line 3): -c-d|
            """)
    }

    func testExpectNeedsTheVirtualClock() {
        XCTAssertEqual(
            errors(
                """
                expect(cold("-a|"), "-a|")
                """),
            [
                "test.rx:1:1: error: 'expect' runs the stream on the virtual clock; run with --virtual-time or "
                    + "'rxrepl check', or in the REPL type :time virtual and make the stream again"
            ])
    }

    func testABadDiagramPointsAtTheCharacterInsideTheString() {
        XCTAssertEqual(
            errors(
                """
                let xs = cold("-a-*-|")
                """),
            [
                "test.rx:1:19: error: bad marble diagram: '*' is not a marble; use - | # ( ) ^, letters, digits "
                    + "or spaces (column 4)"
            ])
        XCTAssertEqual(
            errors(
                """
                let xs = cold("-a-^-|")
                """),
            [
                "test.rx:1:19: error: bad marble diagram: '^' marks the subscription point of a hot diagram only "
                    + "(column 4)"
            ])
        XCTAssertEqual(
            errors(
                """
                let xs = hot("-(ab")
                """), ["test.rx:1:16: error: bad marble diagram: '(' is never closed; add ')' (column 2)"])
    }
}
