import RxTrace
import XCTest

@testable import RxScript

/// A subscription of a session written as a test: values as Swift literals, marble diagrams from recorded
/// events, the pipeline in RxSwift 6's Swift, and the located errors of what cannot be written.
final class SubscriptionExportTests: XCTestCase {
    // MARK: - Literals

    func testValuesWithASwiftLiteralAreWrittenAsSwiftWritesThem() {
        let values: [(Value, String)] = [
            (.int(-3), "-3"), (.double(1), "1.0"), (.double(0.5), "0.5"), (.bool(true), "true"),
            (.string("a\"b\n"), "\"a\\\"b\\n\""), (.nil, "nil"), (.array([.int(1), .int(2)]), "[1, 2]"),
            (.optional(OptionalBox(.string("x"))), "Optional(\"x\")"),
            (.tuple(TupleValue([.string("a"), .int(1)], labels: nil)), "(\"a\", 1)"),
            (.tuple(TupleValue([.int(1), .int(2)], labels: ["x", "y"])), "(x: 1, y: 2)"),
        ]
        for (value, literal) in values { XCTAssertEqual(SwiftLiteral.text(of: value), literal) }
        XCTAssertNil(SwiftLiteral.text(of: .double(.infinity)))
        XCTAssertEqual(SwiftLiteral.typeName(of: .array([.int(1)])), "[Int]")
        XCTAssertEqual(SwiftLiteral.commonType(of: [.int(1), .double(2.5)]), "Double")
        XCTAssertNil(SwiftLiteral.commonType(of: [.int(1), .string("a")]))
    }

    func testATracedDescriptionIsALiteralOnlyWhenItIsMadeOfLiterals() {
        XCTAssertEqual(SwiftLiteral.literal(ofDescription: "[\"a\": 1]")?.text, "[\"a\": 1]")
        XCTAssertEqual(SwiftLiteral.literal(ofDescription: "Optional(-2.5)")?.text, "Optional(-2.5)")
        XCTAssertEqual(SwiftLiteral.literal(ofDescription: "(\"a\", 1)")?.hasTuple, true)
        XCTAssertEqual(SwiftLiteral.literal(ofDescription: "[1, 2]")?.hasTuple, false)
        for description in ["Point(x: 1, y: 2)", "main.Foo", "inf", "done", "\"a\\(b)\""] {
            XCTAssertNil(SwiftLiteral.literal(ofDescription: description), description)
        }
    }

    // MARK: - Marble diagrams

    func testEventsBecomeADiagramWithLettersForValuesThatAreNotTheirOwnSymbol() {
        let writing = MarbleWriting(
            [(10_000_000, .next("\"a\"")), (30_000_000, .next("20")), (30_000_000, .completed)],
            preferredFrame: 10_000_000)
        XCTAssertEqual(writing.text, "-a-(b|)")
        XCTAssertEqual(writing.arguments(defaultFrame: 10_000_000), ", values: [\"b\": 20]")
    }

    func testALongQuietRunTakesALongerFrameAndADisposalPadsTheDiagram() {
        let ticks = MarbleWriting(
            [(1_000_000_000, .next("0")), (2_000_000_000, .next("1"))], preferredFrame: 10_000_000,
            end: 3_000_000_000)
        XCTAssertEqual(ticks.text, "-01")
        XCTAssertEqual(ticks.arguments(defaultFrame: 10_000_000), ", frame: 1s")
        let disposed = MarbleWriting([(10_000_000, .next("\"x\""))], preferredFrame: 10_000_000, end: 40_000_000)
        XCTAssertEqual(disposed.text, "-x--")
    }

    // MARK: - Gathering a subscription

    /// The records of the subscriptions `source` made, on a virtual clock, with its session.
    private func export(_ source: String) -> (session: Session, records: [SubscriptionRecord], runtime: ScriptRuntime) {
        let runtime = ScriptRuntime.virtual(
            output: MemoryTraceOutput(), mode: .events, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        runtime.tracer.recordsMoments = true
        let session = Session(output: { _ in }, runtime: runtime)
        _ = session.run(source: source, name: "test.rx")
        runtime.virtualScheduler?.advanceTo(10_000)
        return (session, runtime.tracer.records, runtime)
    }

    func testThePipelineIsWrittenInRxSwiftsSwiftWithTheTestsScheduler() throws {
        let (session, records, runtime) = export(
            """
            let clicks = cold("-a-b|")
            clicks.throttle(40ms, latest: false).observe(on: MainScheduler.instance).map { $0 + "!" }.subscribe()
            """)
        defer { runtime.tracer.uninstall() }
        let export = try SubscriptionExport.gather(records[0], in: session).get()
        XCTAssertEqual(
            export.translation.swiftText(of: export.pipeline),
            "clicks.throttle(.milliseconds(40), latest: false, scheduler: scheduler).observe(on: scheduler)"
                + ".map { $0 + \"!\" }")
        XCTAssertEqual(export.inputs.map(\.input.name), ["clicks"])
        XCTAssertEqual(export.outputs.map(\.time), [10_000_000, 40_000_000])
        XCTAssertEqual(export.tick, 1_000_000)
    }

    func testCreationFunctionsAreObservablesAndNumbersOfSecondsAreDurations() throws {
        let (session, records, runtime) = export("interval(1).take(2).subscribe()\ntimer(0.5).subscribe()")
        defer { runtime.tracer.uninstall() }
        let first = try SubscriptionExport.gather(records[0], in: session).get()
        XCTAssertEqual(
            first.translation.swiftText(of: first.pipeline),
            "Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(2)")
        let second = try SubscriptionExport.gather(records[1], in: session).get()
        XCTAssertEqual(
            second.translation.swiftText(of: second.pipeline),
            "Observable<Int>.timer(.milliseconds(500), scheduler: scheduler)")
    }

    func testAnInputWithNoRecordedEventsIsALocatedError() {
        let (session, records, runtime) = export("let subject = PublishSubject<Int>()\nsubject.skip(1).subscribe()")
        defer { runtime.tracer.uninstall() }
        guard case .failure(let problem) = SubscriptionExport.gather(records[0], in: session) else {
            return XCTFail("exported a subject")
        }
        XCTAssertEqual(problem.range?.description, "test.rx:2:1")
        XCTAssertTrue(problem.message.hasPrefix("'subject' (PublishSubject) has no recorded input"), problem.message)
    }
}
