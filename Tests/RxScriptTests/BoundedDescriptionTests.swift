import XCTest
@testable import RxScript
import RxTrace

/// Huge values print cut, with their size, in trace lines and the REPL echo (`BoundedDescription`); small ones
/// exactly as Swift shows them; `print`, interpolation and `String(describing:)` keep everything.
final class BoundedDescriptionTests: ScriptTestCase {
    func testSmallValuesPrintExactlyAsTheirDebugDescription() {
        let session = Session(output: { _ in })
        let sources = [
            "[1, 2, 3]", "[\"a\\n\", \"b\"]", "[[1, 2], [3]]", "[\"k\": [1, 2], \"l\": []]", "Set([3, 1])",
            "(1, name: \"x\")", "Optional([1])", "[Int]()", "[String: Int]()", "Array(0..<200)",
            "String(repeating: \"é\", count: 300)",
        ]
        for source in sources {
            let result = session.evaluate(source)
            XCTAssertEqual(result.valueDescription, result.value?.debugDescription, source)
        }
        _ = session.evaluate(
            "struct P { let name: String; let scores: [Int] }\nenum E { case pair(Int, label: String) }")
        for source in ["P(name: \"Ann\", scores: [1, 2])", "E.pair(1, label: \"a\")", "[P(name: \"B\", scores: [])]"] {
            let result = session.evaluate(source)
            XCTAssertEqual(result.valueDescription, result.value?.debugDescription, source)
        }
    }

    func testAHugeArrayShowsItsFirstElementsAndHowManyMore() throws {
        let echo = eval("Array(0..<100_000)")
        let (shown, more) = try XCTUnwrap(Self.cut(echo))
        XCTAssertEqual(shown, (0..<shown.count).map(String.init))
        XCTAssertEqual(shown.count + more, 100_000)
        XCTAssertLessThanOrEqual(echo.utf8.count, BoundedDescription.limit + 30)
        XCTAssertTrue(echo.hasSuffix(", … \(BoundedDescription.grouped(more)) more]"), echo)
    }

    func testAHugeStringIsCutWithItsLengthInCharacters() {
        let echo = eval("String(repeating: \"a\", count: 1_000_000)")
        XCTAssertEqual(
            echo, "\"" + String(repeating: "a", count: BoundedDescription.limit) + "…\" (1,000,000 characters)")
        let wide = eval("String(repeating: \"é\", count: 5_000)")
        XCTAssertTrue(wide.hasSuffix("é…\" (5,000 characters)"), "cut between characters, not inside one")
    }

    func testDictionariesAndSetsAreCutLikeArrays() throws {
        let dictionary = eval("Dictionary(uniqueKeysWithValues: (0..<50_000).map { ($0, \"v\\($0)\") })")
        XCTAssertTrue(dictionary.hasPrefix("[0: \"v0\", 1: \"v1\", 2: \"v2\", "), dictionary)
        let more = try XCTUnwrap(Self.cut(dictionary)?.more)
        XCTAssertEqual(dictionary.components(separatedBy: ": \"v").count - 1 + more, 50_000)
        let set = eval("Set(0..<50_000)")
        let (shown, setMore) = try XCTUnwrap(Self.cut(set))
        XCTAssertEqual(shown.count + setMore, 50_000)
    }

    func testNestedCollectionsStopWhereTheBudgetEnds() throws {
        let echo = eval("(0..<1_000).map { _ in Array(0..<1_000) }")
        XCTAssertTrue(echo.hasPrefix("[[0, 1, 2, "), echo)
        XCTAssertTrue(echo.hasSuffix(" more], … 999 more]"), echo)
        XCTAssertLessThanOrEqual(echo.utf8.count, BoundedDescription.limit + 40)
    }

    func testAStructHoldingAHugeArrayShowsItsFieldsAndTheCutArray() {
        let session = Session(output: { _ in })
        _ = session.evaluate("struct Holder { let values: [Int]; let name: String; let flag: Bool }")
        let echo = session.evaluate("Holder(values: Array(0..<100_000), name: \"big\", flag: true)").valueDescription
        XCTAssertEqual(echo?.hasPrefix("main.Holder(values: [0, 1, 2, "), true, echo ?? "")
        XCTAssertEqual(echo?.hasSuffix(" more], name: \"big\", flag: true)"), true, echo ?? "")
        let traced = ScriptRuntime.describeValue(
            session.evaluate("Holder(values: [1], name: \"a\", flag: false)").value!)
        XCTAssertEqual(traced, "Holder(values: [1], name: \"a\", flag: false)")
    }

    func testTraceLinesAndTheirJSONAreCut() throws {
        let huge = Value.array((0..<100_000).map { .int($0) })
        let text = ScriptRuntime.describeValue(huge)
        XCTAssertEqual(text, huge.boundedDescription())
        XCTAssertTrue(text.hasSuffix(" more]"))
        XCTAssertEqual(Value.traceJSON(huge), jsonString(text))
        XCTAssertEqual(Value.traceJSON(Value.array([.int(1), .string("a")])), "[1,\"a\"]")
        let event = ScriptRuntime.describeValue(Value.object(EventObject(.next(huge))))
        XCTAssertTrue(event.hasPrefix("next([0, 1, 2, ") && event.hasSuffix(" more])"), event)
    }

    func testPrintInterpolationAndDescriptionKeepEverything() {
        let full = String(describing: Array(0..<5_000))
        XCTAssertEqual(
            run("let a = Array(0..<5_000)\nprint(a)\nprint(\"\\(a)\")\nprint(String(describing: a))"),
            String(repeating: full + "\n", count: 3))
    }

    /// Describing a huge array visits only the elements it shows: a counted element type stands in for Int.
    func testDescribingAHugeArrayVisitsOnlyWhatItShows() {
        let counter = CountingObject()
        let huge = Value.array(Array(repeating: .object(counter), count: 1_000_000))
        let text = huge.boundedDescription()
        XCTAssertTrue(text.hasSuffix(" more]"))
        XCTAssertLessThanOrEqual(counter.visits, BoundedDescription.limit / 3)
        let nested = Value.array(Array(repeating: huge, count: 1_000))
        counter.visits = 0
        _ = nested.boundedDescription()
        XCTAssertLessThanOrEqual(counter.visits, BoundedDescription.limit / 3)
        counter.visits = 0
        _ = Value.traceJSON(nested)
        XCTAssertLessThanOrEqual(counter.visits, BoundedDescription.limit, "the cut JSON, then the cut text")
    }

    /// The shown elements and the count after `… N more`, of an echo such as `[0, 1, … 99 more]`.
    private static func cut(_ echo: String) -> (shown: [String], more: Int)? {
        guard echo.hasPrefix("["), echo.hasSuffix(" more]"), let mark = echo.range(of: "… ", options: .backwards)
        else { return nil }
        let count = echo[mark.upperBound...].dropLast(" more]".count).replacingOccurrences(of: ",", with: "")
        let shown = echo[echo.index(after: echo.startIndex)..<mark.lowerBound].components(separatedBy: ", ")
        return (Array(shown.dropLast()), Int(count) ?? -1)
    }
}

/// An object that counts how often its description is asked for.
private final class CountingObject: HostObject, @unchecked Sendable {
    var visits = 0

    override var description: String {
        visits += 1
        return "c"
    }
}
