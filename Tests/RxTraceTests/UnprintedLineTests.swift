import RxCore
import Synchronization
import XCTest

@testable import RxTrace

/// `Tracer.unprintedLines`: the lines the tracer makes but does not print (stage lines in events mode, every line
/// with the trace off), each with the marble lane its moment went to, in order with the printed ones.
final class UnprintedLineTests: XCTestCase {
    private final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var all: [TraceLine] = []
        func append(_ line: TraceLine) { lock.withLock { all.append(line) } }
    }

    private func run(mode: Tracer.Mode) -> (printed: [String], unprinted: [TraceLine], tracer: Tracer) {
        let scheduler = VirtualTimeScheduler(resolution: 0.001)
        let output = MemoryTraceOutput()
        let tracer = Tracer(output: output, clock: VirtualTraceClock(scheduler: scheduler), mode: mode)
        let lines = Lines()
        tracer.unprintedLines = { lines.append($0) }
        tracer.recordsMoments = true
        tracer.recordsInnerSubscriptions = true
        let source = Observable<Int>.interval(.milliseconds(200), scheduler: scheduler).take(2)
            .flatMapLatest { x in Observable<Int>.timer(.milliseconds(300), scheduler: scheduler).map { _ in x } }
        _ = tracer.subscribe(source, expression: "source")
        scheduler.start()
        tracer.recordsInnerSubscriptions = false
        tracer.unprintedLines = nil
        tracer.uninstall()
        return (output.lines, lines.all, tracer)
    }

    func testInEventsModeTheStageLinesComeUnprintedWithTheirLanes() {
        let (printed, unprinted, tracer) = run(mode: .events)
        XCTAssertEqual(printed.count, 4, "flatMapLatest cut the first inner off: \(printed)")
        XCTAssertTrue(unprinted.allSatisfy(\.isStageLine))
        XCTAssertEqual(
            unprinted.filter { $0.kind == .subscribed }.map(\.lane),
            [
                .stageOpened(position: 0, downstream: nil), .stageOpened(position: 1, downstream: 0),
                .stageOpened(position: 2, downstream: 1),
                .innerOpened(index: 1, parent: 0, downstreamStage: 0, depth: 1), .innerJoined(1),
                .innerOpened(index: 2, parent: 0, downstreamStage: 0, depth: 1), .innerJoined(2),
            ])
        let record = tracer.record(of: 1)
        XCTAssertEqual(record?.inners.map(\.operators), [["timer", "map"], ["timer", "map"]])
        let innerMoments = unprinted.filter { if case .inner(2) = $0.lane { return true } else { return false } }
        XCTAssertEqual(innerMoments.map(\.kind), [.next, .completed, .disposed])
        XCTAssertEqual(record?.inners.last?.moments.map(\.kind), [.subscribed, .next, .completed])
    }

    func testWithTheTraceOffTheSubscriptionsOwnLinesComeUnprintedToo() {
        let (printed, unprinted, _) = run(mode: .off)
        XCTAssertEqual(printed, [])
        let own = unprinted.filter { $0.lane == .subscription }
        XCTAssertEqual(own.map(\.kind), [.subscribed, .next, .completed, .disposed])
        XCTAssertEqual(own.map(\.value), [nil, "1", nil, nil])
    }

    /// Each subscription reads the tracer's quiet switch on every element; whatever turns it off (a mode that
    /// prints, recording moments, a handler for unprinted lines) must reach subscriptions already running.
    func testTurningOnAnyConsumerOfLinesMidStreamReachesRunningSubscriptions() {
        let scheduler = VirtualTimeScheduler(resolution: 0.001)
        let output = MemoryTraceOutput()
        let tracer = Tracer(output: output, clock: VirtualTraceClock(scheduler: scheduler), mode: .off)
        defer { tracer.uninstall() }
        let subject = PublishSubject<Int>()
        let subscription = tracer.subscribe(subject, expression: "subject")
        subject.onNext(1)
        let lines = Lines()
        tracer.unprintedLines = { lines.append($0) }
        subject.onNext(2)
        tracer.unprintedLines = nil
        subject.onNext(3)
        tracer.recordsMoments = true
        subject.onNext(4)
        tracer.recordsMoments = false
        tracer.mode = .events
        subject.onNext(5)
        tracer.mode = .off
        subject.onNext(6)
        XCTAssertEqual(lines.all.filter { $0.kind == .next }.map(\.value), ["2"])
        XCTAssertEqual(
            tracer.record(of: subscription.id)?.moments.filter { $0.kind == .next }.map(\.value), ["4"])
        XCTAssertEqual(output.lines.filter { $0.contains("next") }.count, 1, "\(output.lines)")
        XCTAssertTrue(output.lines.contains { $0.hasSuffix("next(5)") }, "\(output.lines)")
        XCTAssertEqual(subscription.eventCount, 6)
        subscription.dispose()
    }
}
