import RxMarbles
import RxTrace
@testable import RxScript
import XCTest

/// `compare(input, pipelines)`: pipelines on one shared input, run in lockstep on a clock of their own, drawn on one
/// axis with the first differing frame marked and a line per pipeline saying why.
final class ComparisonTests: VirtualScriptTestCase {
    /// The lines `source` prints, as they are (no spaces collapsed), and the runtime it ran on.
    private func run(_ source: String) -> (lines: [String], runtime: ScriptRuntime) {
        let output = MemoryTraceOutput()
        let runtime = ScriptRuntime.virtual(
            output: output, mode: .off, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        let result = Session(output: { output.write($0) }, runtime: runtime).run(source: source, name: "test.rx")
        for diagnostic in result.diagnostics { output.writeLine(diagnostic.description) }
        return (output.lines, runtime)
    }

    private func lines(_ source: String) -> [String] { run(source).lines }

    /// The explanation lines alone: those after the marker (or after the lanes, when nothing differs).
    private func why(_ source: String) -> [String] {
        let all = lines(source)
        if let marker = all.firstIndex(where: { $0.contains("^ the outputs differ first") }) {
            return all[(marker + 1)...].filter { !$0.contains(" = ") }
        }
        return Array(all.drop { !$0.hasPrefix("the outputs are the same") })
    }

    private let inner = "let inner = { (v: String) in cold(\"-x---y|\", values: [\"x\": v, \"y\": v.uppercased()]) }\n"

    func testTheFourFlatteningOperatorsRunInLockstepOnOneInput() {
        XCTAssertEqual(
            lines(
                inner + """
                    compare(cold("-a--b------|"), [
                        "flatMap": { $0.flatMap(inner) }, "flatMapLatest": { $0.flatMapLatest(inner) },
                        "concatMap": { $0.concatMap(inner) }, "flatMapFirst": { $0.flatMapFirst(inner) },
                    ])
                    """),
            [
                "input          -a--b------|",
                "flatMap        --a--bA--B-|",
                "  ↳ #1.1 cold   ^a---A|",
                "  ↳ #1.2 cold      ^b---B|",
                "flatMapLatest  --a--b---B-|",
                "  ↳ #2.1 cold   ^a-!",
                "  ↳ #2.2 cold      ^b---B|",
                "concatMap      --a---A-b---B|",
                "  ↳ #3.1 cold   ^a---A|",
                "  ↳ #3.2 cold         ^b---B|",
                "flatMapFirst   --a---A----|",
                "  ↳ #4.1 cold   ^a---A|",
                "                    ^ the outputs differ first at 50ms",
                "flatMap started #1.2 for b at 40ms while #1.1 was still running",
                "flatMapLatest disposed #2.1 at 40ms when b arrived",
                "concatMap held b until #3.1 completed at 70ms",
                "flatMapFirst dropped b while #4.1 was running (until 70ms)",
            ])
    }

    /// Every pipeline subscribes to the one input at the same instant: a cold input starts once per pipeline.
    func testAColdInputIsSubscribedOncePerPipelineAllAtTheSameInstant() {
        XCTAssertEqual(
            lines(
                """
                let source = Observable<String>.create { o in
                    print("subscribed at \\(Int(Date().timeIntervalSince1970 * 1000) % 100000)")
                    o.onNext("a")
                    o.onCompleted()
                    return Disposables.create()
                }
                compare(source, [{ $0.map { $0 + "!" } }, { $0 }, { $0.startWith("s") }])
                """),
            [
                "subscribed at 0", "subscribed at 0", "subscribed at 0",
                "input       (a|)",
                "map         (b|)",
                "pipeline 2  (a|)",
                "startWith   (sa|)",
                "            ^ the outputs differ first at 0ms",
                "b = \"a!\"",
                "map sent b when a arrived at 0ms; completed at 0ms when the input completed",
                "pipeline 2 let a through; completed at 0ms when the input completed",
                "startWith sent s of its own at 0ms; let a through; completed at 0ms when the input completed",
            ])
    }

    /// A hot input shows the pipelines the events still to come, from the comparison's own clock; the session's
    /// clock does not move and its subscriptions get nothing meanwhile.
    func testAHotInputIsSeenFromThePrivateClockAndTheSessionWaits() {
        XCTAssertEqual(
            trace(
                """
                let h = hot("-a-^-b-c-|")
                let seen = h.subscribe(onNext: { print("session got \\($0)") })
                compare(h, ["upper": { $0.map { $0.uppercased() } }, "skip": { $0.skip(1) }])
                print("after compare")
                """),
            [
                "#1 +0.000s main subscribed",
                "input --b-c-|", "upper --B-C-|", "skip ----c-|",
                " ^ the outputs differ first at 20ms",
                "upper sent B when b arrived at 20ms", "skip dropped b; let c through",
                "after compare",
                "#1 +0.020s main next(\"b\")", "session got b",
                "#1 +0.040s main next(\"c\")", "session got c",
                "#1 +0.060s main completed", "#1 +0.060s main disposed",
            ])
    }

    func testThrottleAgainstDebounceTellsWhatWasLetThroughDroppedAndSentLate() {
        XCTAssertEqual(
            why(
                """
                compare(cold("-a-b-c------|"), [
                    "throttle": { $0.throttle(.milliseconds(50), latest: true, scheduler: MainScheduler.instance) },
                    "first": { $0.throttle(.milliseconds(50), latest: false, scheduler: MainScheduler.instance) },
                    "debounce": { $0.debounce(.milliseconds(30), scheduler: MainScheduler.instance) },
                ])
                """),
            [
                "throttle let a through; dropped b; sent c at 60ms, 50ms after a went through",
                "first let a through; dropped b and c",
                "debounce dropped a and b; sent c at 80ms, 30ms after it arrived",
            ])
        XCTAssertEqual(
            why(
                """
                compare(cold("-a-b-c|"), [
                    { $0.throttle(.milliseconds(30), scheduler: MainScheduler.instance) },
                    { $0.throttle(.milliseconds(30), latest: false, scheduler: MainScheduler.instance) },
                ])
                """),
            [
                "throttle sent b at 40ms, 30ms after a went through; sent c at 70ms, 20ms after it arrived",
                "throttle 2 dropped b; let c through",
            ])
    }

    func testDroppedDelayedAndEndedValuesAreToldFromTheRecordedTimes() {
        XCTAssertEqual(
            why("compare(cold(\"-a-a-b|\"), [{ $0.distinctUntilChanged() }, { $0 }])"),
            ["distinctUntilChanged dropped a", "pipeline 2 let a through"])
        XCTAssertEqual(
            why(
                "compare(cold(\"-a-b|\"), [{ $0.delay(.milliseconds(20), scheduler: MainScheduler.instance) }, "
                    + "{ $0.map { $0 } }])"),
            [
                "delay sent a at 30ms, 20ms after it arrived; sent b at 50ms, 20ms after it arrived",
                "map let a and b through",
            ])
        XCTAssertEqual(
            why("compare(cold(\"-a-b|\"), [\"first\": { $0.take(1) }, \"rest\": { $0.skip(1) }])"),
            [
                "first let a through; completed at 10ms when a arrived",
                "rest dropped a; let b through; completed at 40ms when the input completed",
            ])
        XCTAssertEqual(
            why("compare(cold(\"-a-b|\"), [{ $0.map { _ in throw testError } }, { $0 }])"),
            [
                "map dropped a; failed at 10ms when a arrived",
                "pipeline 2 let a and b through; completed at 40ms when the input completed",
            ])
        XCTAssertEqual(
            why("compare(cold(\"-ab|\"), [{ $0.retry(2) }, { $0.concat(cold(\"-c|\")) }])"),
            [
                "retry let b through; completed at 30ms when the input completed",
                "concat let b through; completed at 50ms when #2.1 ended",
            ])
    }

    /// The story starts at the input value an output shows first where they differ (delay's a), not at the last
    /// value to arrive by then; resubscriptions say where a value sent again came from.
    func testMorePairsAreToldFromTheRecordedLanes() {
        XCTAssertEqual(
            why(
                """
                compare(cold("-ab----c|"), [
                    "debounce": { $0.debounce(.milliseconds(20), scheduler: MainScheduler.instance) },
                    "delay": { $0.delay(.milliseconds(20), scheduler: MainScheduler.instance) },
                ])
                """),
            [
                "debounce dropped a; sent b at 40ms, 20ms after it arrived; sent c at 80ms, 10ms after it arrived, "
                    + "when the input completed",
                "delay sent a at 30ms, 20ms after it arrived; sent b at 40ms, 20ms after it arrived; sent c at 90ms, "
                    + "20ms after it arrived",
            ])
        XCTAssertEqual(
            why(
                "compare(cold(\"-a-b|\"), [\"merge\": { s in Observable.merge(s, s) }, \"concat\": { s in Observable.concat(s, s) }])"
            ),
            [
                "merge let a through; sent a twice at 10ms; it subscribed to the input 2 times (all at 0ms)",
                "concat let a through; sent a again at 50ms through #2.1; it subscribed to the input 2 times "
                    + "(at 0ms and 40ms)",
            ])
        XCTAssertEqual(
            why("compare(cold(\"-a#\"), [\"retry\": { $0.retry(2) }, \"catch\": { $0.catchAndReturn(\"z\") }])"),
            [
                "retry let a through; sent a again at 30ms through #1.1; failed at 40ms when #1.1 ended; it "
                    + "subscribed to the input 2 times (at 0ms and 20ms)",
                "catch let a through; sent z of its own at 20ms; completed at 20ms when the input failed and #2.1 "
                    + "ended; it subscribed to the input once",
            ])
        XCTAssertEqual(
            why(
                "compare(cold(\"-a-b-c-d|\"), [\"sample\": { $0.sample(cold(\"---t---t|\")) }, \"throttle\": "
                    + "{ $0.throttle(.milliseconds(30), scheduler: MainScheduler.instance) }])"),
            ["sample dropped a; let b through", "throttle let a through; sent b at 40ms, 30ms after a went through"])
        XCTAssertEqual(
            why("compare(cold(\"-1-2-3|\"), [{ $0.scan(0) { $0 + Int($1)! } }, { $0.reduce(0) { $0 + Int($1)! } }])"),
            ["scan sent 1 when 1 arrived at 10ms", "reduce sent nothing until the input completed at 60ms, then 6"])
    }

    /// Inners held in a queue, limited in number, or switched; inners whose timing alone differs.
    func testHigherOrderPipelinesAreToldByTheirInners() {
        XCTAssertEqual(
            why(
                inner + """
                    compare(cold("-abc-------|"), [
                        "concatMap": { $0.concatMap(inner) },
                        "merge(maxConcurrent: 2)": { $0.map(inner).merge(maxConcurrent: 2) },
                        "switchLatest": { $0.map(inner).switchLatest() },
                    ])
                    """),
            [
                "concatMap started #1.1 for a at 10ms; held b until #1.1 completed at 70ms; held c until #1.2 "
                    + "completed at 130ms",
                "merge(maxConcurrent: 2) started #2.1 for a at 10ms; started #2.2 for b at 20ms while #2.1 was still "
                    + "running; held c until #2.1 completed at 70ms",
                "switchLatest started #3.1 for a at 10ms; disposed #3.1 at 20ms when b arrived; disposed #3.2 at 30ms "
                    + "when c arrived",
            ])
        XCTAssertEqual(
            why(
                """
                compare(cold("-a-b|"), [
                    { $0.flatMap { v in cold("-x|", values: ["x": v]) } },
                    { $0.flatMap { v in cold("--x|", values: ["x": v]) } },
                ])
                """),
            [
                "flatMap started #1.1 for a at 10ms; #1.1 sent a at 20ms, 10ms after it started; started #1.2 for b "
                    + "at 30ms",
                "flatMap 2 started #2.1 for a at 10ms; #2.1 sent a at 30ms, 20ms after it started; started #2.2 for "
                    + "b at 30ms while #2.1 was still running",
            ])
    }

    /// share, share(replay: 1) and no sharing: values sent again, and each pipeline's subscriptions to the input.
    func testSharingTellsRepeatsAndCountsTheSubscriptionsToTheInput() {
        let late =
            "let late = { (s: Observable<String>) in s.delaySubscription(.milliseconds(25), scheduler: "
            + "MainScheduler.instance) }\n"
        XCTAssertEqual(
            lines(
                late + """
                    compare(cold("-a-b-c|"), [
                        "share": { s in let t = s.share(); return Observable.merge(t, late(t)) },
                        "replay": { s in let t = s.share(replay: 1); return Observable.merge(t, late(t)) },
                        "none": { s in Observable.merge(s, late(s)) },
                    ])
                    """),
            [
                "input           -a-   b   -c   |",
                "share           -a-   (bb)-(cc)|",
                "  ↳ #1.1 share    ^   b   -c   |",
                "replay          -aa   (bb)-(cc)|",
                "  ↳ #2.1 share    (^a)b   -c   |",
                "none            -a-   (ba)-(cb)-c|",
                "  ↳ #3.1 cold     ^   a   -b   -c|",
                "                  ^ the outputs differ first at 20ms",
                "share let a and b through; sent b twice at 30ms; it subscribed to the input once",
                "replay let a through; sent a again at 25ms when #2.1 subscribed; it subscribed to the input once",
                "none let a through; sent a again at 35ms through #3.1; it subscribed to the input 2 times (at 0ms and 25ms)",
            ])
        XCTAssertEqual(
            why(
                """
                compare(cold("-1-2|"), [
                    "share": { s in let t = s.share(); return Observable.zip(t, t) { $0 + $1 } },
                    "none": { s in Observable.zip(s, s) { $0 + $1 } },
                ])
                """),
            [
                "the outputs are the same: no frame differs",
                "share subscribed to the input once",
                "none subscribed to the input 2 times (all at 0ms)",
            ])
    }

    /// The marker is the one `expect` draws: a `^` under the first differing frame's column, after the labels.
    func testTheMarkerIsUnderTheFirstDifferingFramesColumn() {
        XCTAssertEqual(MarbleLanes.differenceMarker(atColumn: 3), "   ^")
        let drawn = lines(
            "compare(cold(\"-a-(bc)-d|\"), [\"long name\": { $0 }, \"x\": { $0.filter { $0 != \"d\" } }])")
        let lane = drawn.first { $0.hasPrefix("x ") }!
        let marker = drawn.first { $0.contains("^ the outputs differ first at 50ms") }!
        let column = marker.firstIndex(of: "^")!.utf16Offset(in: marker)
        XCTAssertEqual(Array(lane)[column], "-")
        XCTAssertEqual(Array(drawn.first { $0.hasPrefix("long name") }!)[column], "d")
    }

    /// Names: as written in a dictionary (its order kept), else the last operator, numbered when taken twice, or
    /// `pipeline N` for the input itself.
    func testPipelinesAreNamedAsWrittenOrByTheirLastOperator() {
        XCTAssertEqual(
            lines("compare(cold(\"-a|\"), [\"z\": { $0.skip(1) }, \"a\": { $0 }])").prefix(3),
            ["input  -a|", "z      --|", "a      -a|"])
        XCTAssertEqual(
            lines("compare(cold(\"-a|\"), [{ $0.take(1) }, { $0.take(1) }, { $0 }])").prefix(4),
            ["input       -a   |", "take        -(a|)", "take 2      -(a|)", "pipeline 3  -a   |"])
    }

    func testWrongPipelinesAndRealTimeSayWhatToWrite() {
        XCTAssertEqual(
            lines("compare(cold(\"-a-b|\"), [{ $0.take(1) }])").first,
            "test.rx:1:24: error: 'compare' takes 2 to 4 pipelines, as [\"name\": { $0.map(f) }, …] or "
                + "[{ $0.map(f) }, …]; got 1")
        XCTAssertEqual(
            lines("compare(cold(\"-a-b|\"), [1: { $0 }, 2: { $0 }])").first,
            "test.rx:1:24: error: a pipeline's name in 'compare' is a string: [\"flatMap\": { $0.flatMap(f) }]")
        XCTAssertEqual(
            lines("compare(cold(\"-a-b|\"), [{ $0 }, 3])").first,
            "test.rx:1:24: error: 'compare' takes 2 to 4 pipelines, as [\"name\": { $0.map(f) }, …] or "
                + "[{ $0.map(f) }, …]; got a value of type Int in the array")
        XCTAssertEqual(
            errors("compare(cold(\"-a|\"), [{ $0 }, { $0 }])").first,
            "test.rx:1:1: error: 'compare' runs the pipelines on the virtual clock; run with --virtual-time, or in "
                + "the REPL type :time virtual (names stay) and make the input again")
    }

    /// The comparison is kept for `--export` (one group, lanes labelled by pipeline name) and `:export compare`.
    func testTheComparisonIsKeptForPictures() {
        let runtime = run(
            "compare(cold(\"-a|\"), [\"one\": { $0 }, \"two\": { $0.delay(.milliseconds(10), scheduler: MainScheduler.instance) }])"
        ).runtime
        XCTAssertEqual(runtime.drawnMarbles.last?.lanes.map(\.label), ["input", "one", "two"])
        XCTAssertEqual(runtime.lastComparison?.title.hasPrefix("compare(cold("), true)
        let svg = MarbleSVG(MarbleChart(groups: [runtime.lastComparison!], origin: 0, now: 0)).document
        XCTAssertTrue(svg.contains(">one</text>") && svg.contains(">two</text>") && svg.contains(">input</text>"))
    }
}
