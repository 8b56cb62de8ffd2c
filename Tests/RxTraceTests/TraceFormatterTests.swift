import XCTest
@testable import RxTrace

/// The formatter's exact bytes for the cases the byte writer treats specially: padding, colours, wide and
/// non-ASCII columns, negative and long times, update lines, and JSON escapes.
final class TraceFormatterTests: XCTestCase {
    private func line(
        _ kind: TraceLineKind, subscription: Int = 1, stage: String = "subscribe", depth: Int = 0,
        value: String? = nil, time: Double = 0, thread: String = "main", isStageLine: Bool = false,
        sink: String? = nil, property: String? = nil, arrivedOn: String? = nil
    ) -> TraceLine {
        TraceLine(
            subscription: subscription, stage: stage, depth: depth, kind: kind, value: value, time: time,
            thread: thread, isStageLine: isStageLine, sink: sink, property: property, arrivedOn: arrivedOn)
    }

    func testTextColumns() {
        XCTAssertEqual(TraceFormatter().format(line(.next, value: "1")), "#1  +0.000s  main        next(1)")
        XCTAssertEqual(
            TraceFormatter().format(line(.next, subscription: 0, value: "\"a\"", time: -0.0004)),
            "    +0.000s  main        next(\"a\")")
        XCTAssertEqual(
            TraceFormatter().format(line(.error, value: "boom", time: -1.5)), "#1  +-1.500s  main        error(boom)")
        XCTAssertEqual(
            TraceFormatter().format(line(.next, value: "é", thread: "naïve")), "#1  +0.000s  naïve       next(é)")
    }

    /// Wide ids and long times widen their columns, so the columns never run into each other.
    func testWideIdsAndLongTimesWidenTheirColumns() {
        XCTAssertEqual(
            TraceFormatter().format(line(.completed, subscription: 10, time: 75.0334)),
            "#10  +75.033s  main        completed")
        XCTAssertEqual(
            TraceFormatter().format(line(.completed, subscription: 9999, time: 999.9994)),
            "#9999  +999.999s  main        completed")
        XCTAssertEqual(
            TraceFormatter().format(line(.completed, subscription: 10000, time: 1000)),
            "#10000  +1000.000s  main        completed")
        XCTAssertEqual(
            TraceFormatter().format(line(.disposed, time: 123456.0009, thread: "com.example.long-queue")),
            "#1  +123456.001s  com.example.long-queue  disposed")
    }

    /// A column once widened stays wide for the rest of the run, so later lines stay aligned with each other.
    func testAWidenedColumnStaysWideForLaterLines() {
        let text = TraceFormatter()
        XCTAssertEqual(text.format(line(.next, value: "1")), "#1  +0.000s  main        next(1)")
        XCTAssertEqual(
            text.format(line(.subscribed, subscription: 12, time: 10.5)), "#12  +10.500s  main        subscribed")
        XCTAssertEqual(text.format(line(.next, value: "2", time: 11)), "#1   +11.000s  main        next(2)")
        XCTAssertEqual(text.format(line(.next, value: "3", time: 0.25)), "#1    +0.250s  main        next(3)")
        XCTAssertEqual(
            text.format(line(.update, subscription: 0, value: "1", sink: "log")),
            "      +0.000s  main        log = 1")
    }

    /// A stage of an inner subscription is named `#N.inner`, as its lane in a marble picture.
    func testInnerSubscriptionsStagesAreNamedByTheirNumber() {
        var inner = line(.disposed, stage: "timer", depth: 2, time: 0.3, isStageLine: true)
        inner.inner = 2
        XCTAssertEqual(
            TraceFormatter().format(inner), "#1.2  +0.300s  main            timer             disposed")
        XCTAssertEqual(
            TraceFormatter(style: .jsonl).format(inner),
            #"{"sub":1,"inner":2,"stage":"timer","depth":2,"kind":"disposed","time":0.300000,"thread":"main"}"#)
    }

    func testTextStageLines() {
        let text = TraceFormatter()
        XCTAssertEqual(
            text.format(line(.subscribed, stage: "map", depth: 1, isStageLine: true)),
            "#1  +0.000s  main          map                 subscribed")
        XCTAssertEqual(
            text.format(
                line(
                    .next, stage: "debounce(.milliseconds(300))", depth: 2, value: "1",
                    isStageLine: true)),
            "#1  +0.000s  main            debounce(.milliseconds(300)) next(1)")
        XCTAssertEqual(
            text.format(line(.next, stage: "flatMapLatëst", depth: 0, value: "1", isStageLine: true)),
            "#1  +0.000s  main        flatMapLatëst         next(1)")
    }

    func testTextUpdateLines() {
        let text = TraceFormatter()
        XCTAssertEqual(
            text.format(line(.update, stage: "sink", value: "\"10\"", sink: "label", property: "text")),
            "#1  +0.000s  main        label.text = \"10\"")
        XCTAssertEqual(
            text.format(line(.update, stage: "sink", sink: "log", arrivedOn: "worker")),
            "#1  +0.000s  main        log = nil  (arrived on worker)")
    }

    func testTextColors() {
        let text = TraceFormatter(colors: true)
        XCTAssertEqual(
            text.format(line(.next, value: "1")),
            "#1  \u{1B}[2m+0.000s\u{1B}[0m  \u{1B}[2mmain\u{1B}[0m        \u{1B}[32mnext(1)\u{1B}[0m")
        XCTAssertTrue(text.format(line(.error, value: "e")).hasSuffix("\u{1B}[31merror(e)\u{1B}[0m"))
        XCTAssertTrue(text.format(line(.completed)).hasSuffix("\u{1B}[34mcompleted\u{1B}[0m"))
        XCTAssertTrue(text.format(line(.disposed)).hasSuffix("\u{1B}[2mdisposed\u{1B}[0m"))
        XCTAssertTrue(
            text.format(line(.update, value: "1", sink: "s", arrivedOn: "w"))
                .hasSuffix("s = \u{1B}[36m1\u{1B}[0m  \u{1B}[2m(arrived on w)\u{1B}[0m"))
    }

    func testJSONLines() {
        let json = TraceFormatter(style: .jsonl)
        XCTAssertEqual(
            json.format(line(.next, value: "1", time: 0.0000015)),
            #"{"sub":1,"stage":"subscribe","depth":0,"kind":"next","value":"1","text":"1","time":0.000002,"thread":"main"}"#
        )
        XCTAssertEqual(
            json.format(line(.completed, subscription: 0, stage: "map", depth: 2, time: 3)),
            #"{"stage":"map","depth":2,"kind":"completed","time":3.000000,"thread":"main"}"#)
        XCTAssertEqual(
            json.format(
                line(
                    .update, subscription: 0, value: "x", sink: "label", property: "text",
                    arrivedOn: "w")),
            #"{"kind":"sink","sink":"label","property":"text","value":"x","text":"x","arrivedOn":"w","time":0.000000,"thread":"main"}"#
        )
        XCTAssertEqual(
            json.format(line(.next, value: "\"q\" \\ \n\r\t\u{1}\u{1F} é")),
            #"{"sub":1,"stage":"subscribe","depth":0,"kind":"next","value":"\"q\" \\ \n\r\t\u0001\u001f é","text":"\"q\" \\ \n\r\t\u0001\u001f é","time":0.000000,"thread":"main"}"#
        )
        XCTAssertEqual(jsonString("a\u{7F}b"), "\"a\u{7F}b\"")
    }

    /// An element's JSON goes into `value` as it is, its Swift description into `text`.
    func testJSONLinesCarryTheValueAsJSONAndItsDescriptionAsText() {
        var next = line(.next, value: "Optional(1)")
        next.valueJSON = "1"
        XCTAssertEqual(
            TraceFormatter(style: .jsonl).format(next),
            #"{"sub":1,"stage":"subscribe","depth":0,"kind":"next","value":1,"text":"Optional(1)","time":0.000000,"thread":"main"}"#
        )
        next.valueJSON = "1"
        XCTAssertEqual(TraceFormatter().format(next), "#1  +0.000s  main        next(Optional(1))")
    }

    func testFileOutputWritesWhatFormatWrites() throws {
        let path = NSTemporaryDirectory() + "trace-\(UUID().uuidString).txt"
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { unlink(path) }
        let output = FileTraceOutput(fileDescriptor: descriptor, lineBuffered: false)
        let lines = [line(.next, value: String(repeating: "v", count: 70_000)), line(.completed)]
        for each in lines { output.writeLine(each, formatter: TraceFormatter()) }
        output.write("printed\n")
        output.flush()
        close(descriptor)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(written, lines.map { TraceFormatter().format($0) + "\n" }.joined() + "printed\n")
    }
}
