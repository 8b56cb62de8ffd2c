import XCTest
import RxCore
import RxTrace

final class TracerTests: XCTestCase {
    private func makeTracer(
        mode: Tracer.Mode = .events, style: TraceFormatter.Style = .text
    )
        -> (Tracer, MemoryTraceOutput, VirtualTimeScheduler)
    {
        let scheduler = VirtualTimeScheduler(resolution: 0.001)
        let output = MemoryTraceOutput()
        let tracer = Tracer(
            output: output, clock: VirtualTraceClock(scheduler: scheduler),
            formatter: TraceFormatter(style: style), mode: mode)
        return (tracer, output, scheduler)
    }

    func testEventsModeTracesTopLevelLifecycleInOrder() {
        let (tracer, output, _) = makeTracer()
        var seen: [Int] = []
        _ = tracer.subscribe(
            Observable.of(1, 2).map { $0 * 10 }, expression: "of(1, 2).map { $0 * 10 }",
            onNext: { seen.append($0) })
        XCTAssertEqual(seen, [10, 20])
        XCTAssertEqual(
            output.lines,
            [
                "#1  +0.000s  main        subscribed",
                "#1  +0.000s  main        next(10)",
                "#1  +0.000s  main        next(20)",
                "#1  +0.000s  main        completed",
                "#1  +0.000s  main        disposed",
            ])
        XCTAssertTrue(tracer.liveSubscriptions.isEmpty)
    }

    func testVirtualThreadColumnShowsTheSimulatedScheduler() {
        let (tracer, output, scheduler) = makeTracer()
        let background = scheduler.view(named: "background")
        let source = Observable<String>.create { observer in
            let work = background.scheduleRelative((), dueTime: .seconds(1)) { _ in
                observer.onNext("10")
                return Disposables.create()
            }
            return work
        }
        let subscription = tracer.subscribe(source, expression: "request")
        scheduler.start()
        XCTAssertEqual(tracer.liveSubscriptions.map(\.id), [1])
        subscription.dispose()
        XCTAssertEqual(
            output.lines,
            [
                "#1  +0.000s  main        subscribed",
                "#1  +1.000s  background  next(\"10\")",
                "#1  +1.000s  main        disposed",
            ])
        XCTAssertTrue(tracer.liveSubscriptions.isEmpty)
    }

    func testStageModeShowsSubscriptionsUpstreamEventsDownstreamDisposalUpstream() {
        let (tracer, output, _) = makeTracer(mode: .stages)
        defer { tracer.uninstall() }
        _ = tracer.subscribe(Observable.of(1).map { $0 + 1 }, expression: "of(1).map")
        let body = output.lines.map { String($0.dropFirst(25)) }
        XCTAssertEqual(
            body,
            [
                "subscribe             subscribed",
                "  map                 subscribed",
                "    of                subscribed",
                "    of                next(1)",
                "  map                 next(2)",
                "subscribe             next(2)",
                "    of                completed",
                "  map                 completed",
                "subscribe             completed",
                "subscribe             disposed",
                "  map                 disposed",
                "    of                disposed",
            ])
    }

    /// A stage that is not a producer (share, a subject, just) reports its disposal after its end, as the rest do.
    func testShareSubjectAndJustStagesReportTheirDisposalAfterTheirEnd() {
        let (tracer, output, scheduler) = makeTracer(mode: .stages)
        defer { tracer.uninstall() }
        let shared = Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).take(1).share()
        _ = tracer.subscribe(shared, expression: "shared")
        scheduler.start()
        let subject = PublishSubject<Int>()
        _ = tracer.subscribe(subject, expression: "subject")
        subject.onCompleted()
        _ = tracer.subscribe(Observable.just(1), expression: "just")
        let ends = output.lines.map { String($0.dropFirst(25)) }.filter { $0.hasSuffix("disposed") }
        XCTAssertEqual(
            ends,
            [
                "subscribe             disposed", "  share               disposed", "    take              disposed",
                "      interval        disposed", "subscribe             disposed", "  PublishSubject      disposed",
                "subscribe             disposed", "  just                disposed",
            ])
    }

    /// Stage lines of an inner subscription carry its number (`#1.1`), so its disposal can be told from another's.
    func testStageLinesOfInnerSubscriptionsAreNamedByTheirNumber() {
        let (tracer, output, scheduler) = makeTracer(mode: .stages)
        defer { tracer.uninstall() }
        let source = Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).take(2)
            .flatMapLatest { _ in Observable<Int>.timer(.milliseconds(15), scheduler: scheduler) }
        _ = tracer.subscribe(source, expression: "outer.flatMapLatest(inner)")
        scheduler.start()
        let timers = output.lines.filter { $0.contains(" timer ") }.map {
            $0.split(separator: " ").map(String.init)
        }
        XCTAssertEqual(
            timers.map { [$0[0], $0.last!] },
            [
                ["#1.1", "subscribed"], ["#1.1", "disposed"], ["#1.2", "subscribed"], ["#1.2", "next(0)"],
                ["#1.2", "completed"], ["#1.2", "disposed"],
            ])
        XCTAssertEqual(
            output.lines.last { $0.contains("flatMapLatest") },
            "#1    +0.035s  main          flatMapLatest       disposed")
    }

    func testExplicitDisposeRunsOnDisposedAfterUpstream() {
        let (tracer, _, _) = makeTracer()
        var log: [String] = []
        let subscription = tracer.subscribe(
            Observable<Int>.never().do(onDispose: { log.append("upstream") }),
            expression: "never", onDisposed: { log.append("onDisposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["upstream", "onDisposed"])
    }

    func testJSONLinesCarryEveryField() {
        let (tracer, output, _) = makeTracer(style: .jsonl)
        _ = tracer.subscribe(Observable.just("a\"b"), expression: "just")
        XCTAssertEqual(
            output.lines[1],
            #"{"sub":1,"stage":"subscribe","depth":0,"kind":"next","value":"\"a\\\"b\"","text":"\"a\\\"b\"","time":0.000000,"thread":"main"}"#
        )
    }

    func testOffModePrintsNothingButCountsSubscriptions() {
        let (tracer, output, _) = makeTracer(mode: .off)
        let subscription = tracer.subscribe(Observable<Int>.never(), expression: "never")
        XCTAssertEqual(tracer.liveSubscriptions.count, 1)
        XCTAssertEqual(tracer.disposeAll(), 1)
        XCTAssertTrue(subscription.isFinished)
        XCTAssertTrue(output.lines.isEmpty)
    }

    func testLinesFromManyThreadsNeverInterleave() {
        let path = NSTemporaryDirectory() + "rxtrace-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = FileHandle(forWritingAtPath: path)!
        let output = FileTraceOutput(fileDescriptor: handle.fileDescriptor, lineBuffered: false)
        let line = String(repeating: "x", count: 300)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for _ in 0..<500 { output.writeLine("\(worker)" + line) }
        }
        output.flush()
        try? handle.close()
        let text = try! String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.count, 4000)
        XCTAssertTrue(lines.allSatisfy { $0.count == 301 && $0.dropFirst().allSatisfy { $0 == "x" } })
        try? FileManager.default.removeItem(atPath: path)
    }
}
