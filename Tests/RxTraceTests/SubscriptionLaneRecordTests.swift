import XCTest
import RxCore
@testable import RxTrace

/// The tracer's records of a subscription's operator stages and inner subscriptions (flatMap's inners, a retry's
/// resubscriptions): the lanes of `:marbles #N` and `:export`.
final class SubscriptionLaneRecordTests: XCTestCase {
    private var tracer: Tracer!
    private var scheduler: VirtualTimeScheduler!

    override func setUp() {
        scheduler = VirtualTimeScheduler(resolution: 0.001)
        tracer = Tracer(output: MemoryTraceOutput(), clock: VirtualTraceClock(scheduler: scheduler), mode: .events)
        tracer.recordsMoments = true
        tracer.recordsInnerSubscriptions = true
    }

    override func tearDown() {
        tracer.recordsInnerSubscriptions = false
        tracer.uninstall()
    }

    private func moments(_ inner: InnerSubscriptionRecord) -> [String] { moments(inner.moments) }

    private func moments(_ moments: [TracedSubscription.Recorded]) -> [String] {
        moments.map {
            "\(Int(($0.time * 1000).rounded())) \($0.kind.rawValue)" + ($0.value.map { "(\($0))" } ?? "")
        }
    }

    func testEachInnerOfFlatMapLatestIsALaneWithItsOperatorsAndItsOwnEndOrDisposal() {
        let scheduler = self.scheduler!
        let source = Observable<Int>.interval(.milliseconds(200), scheduler: scheduler).take(3)
            .flatMapLatest { x in Observable<Int>.timer(.milliseconds(300), scheduler: scheduler).map { _ in x * 10 } }
        _ = tracer.subscribe(source, expression: "outer.flatMapLatest(inner)")
        scheduler.start()
        let record = try! XCTUnwrap(tracer.record(of: 1))
        XCTAssertTrue(record.isFinished)
        XCTAssertEqual(record.expression, "outer.flatMapLatest(inner)")
        XCTAssertEqual(record.inners.map(\.index), [1, 2, 3])
        XCTAssertEqual(record.inners.map(\.operators), Array(repeating: ["timer", "map"], count: 3))
        XCTAssertEqual(record.inners.map(\.depth), [1, 1, 1])
        XCTAssertEqual(record.inners.map(\.parent), [0, 0, 0])
        XCTAssertEqual(record.stages.map(\.name), ["flatMapLatest", "take", "interval"])
        XCTAssertEqual(record.inners.map(\.downstreamStage), [0, 0, 0])
        XCTAssertEqual(moments(record.inners[0]), ["200 subscribed", "400 disposed"])
        XCTAssertEqual(moments(record.inners[1]), ["400 subscribed", "600 disposed"])
        XCTAssertEqual(moments(record.inners[2]), ["600 subscribed", "900 next(20)", "900 completed"])
    }

    func testEachStageOfTheChainIsALaneWithWhatItForwardedAndItsEnd() {
        let scheduler = self.scheduler!
        let source = Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).take(2).map { $0 * 10 }
        _ = tracer.subscribe(source, expression: "interval.take.map")
        scheduler.start()
        let record = try! XCTUnwrap(tracer.record(of: 1))
        XCTAssertEqual(record.stages.map(\.name), ["map", "take", "interval"])
        XCTAssertEqual(record.stages.map(\.downstream), [nil, 0, 1])
        XCTAssertEqual(moments(record.stages[2].moments), ["0 subscribed", "10 next(0)", "20 next(1)", "20 disposed"])
        XCTAssertEqual(moments(record.stages[1].moments), ["0 subscribed", "10 next(0)", "20 next(1)", "20 completed"])
        XCTAssertEqual(
            moments(record.stages[0].moments), ["0 subscribed", "10 next(0)", "20 next(10)", "20 completed"])
    }

    func testAStageLaneKeepsItsLatestMoments() {
        let count = SubscriptionLaneRecorder.stageMomentLimit + 10
        _ = tracer.subscribe(Observable.range(start: 0, count: count), expression: "range")
        let lane = try! XCTUnwrap(tracer.record(of: 1)?.stages.first)
        XCTAssertNotEqual(lane.moments.first?.kind, .subscribed, "a lane that lost its oldest moments")
        XCTAssertLessThanOrEqual(lane.moments.count, SubscriptionLaneRecorder.stageMomentLimit)
        XCTAssertEqual(moments(Array(lane.moments.suffix(2))), ["0 next(\(count - 1))", "0 completed"])
    }

    func testASynchronousSourceStillGivesEveryInnerItsLaneAndTheOuterChainNone() {
        let source = Observable.of(1, 2).map { $0 + 1 }.flatMap { x in Observable.just(x * 10) }
        _ = tracer.subscribe(source, expression: "of(1, 2).map.flatMap")
        let record = try! XCTUnwrap(tracer.record(of: 1))
        XCTAssertEqual(record.inners.map(\.operators), [["just"], ["just"]])
        XCTAssertEqual(moments(record.inners[0]), ["0 subscribed", "0 next(20)", "0 completed"])
        XCTAssertEqual(moments(record.inners[1]), ["0 subscribed", "0 next(30)", "0 completed"])
    }

    func testAnInnerOfAnInnerIsNestedUnderItsParent() {
        let scheduler = self.scheduler!
        let source = Observable<Int>.timer(.milliseconds(100), scheduler: scheduler)
            .flatMap { _ in
                Observable<Int>.timer(.milliseconds(100), scheduler: scheduler)
                    .flatMap { _ in Observable.of("x") }
            }
        _ = tracer.subscribe(source, expression: "nested")
        scheduler.start()
        let record = try! XCTUnwrap(tracer.record(of: 1))
        XCTAssertEqual(record.inners.map(\.operators), [["timer", "flatMap"], ["of"]])
        XCTAssertEqual(record.inners.map(\.depth), [1, 2])
        XCTAssertEqual(record.inners.map(\.parent), [0, 1])
        XCTAssertEqual(moments(record.inners[1]), ["200 subscribed", "200 next(\"x\")", "200 completed"])
    }

    func testRecordsAreKeptWithTheTraceOffAndListedById() {
        tracer.mode = .off
        _ = tracer.subscribe(Observable.of(1), expression: "of(1)")
        let live = tracer.subscribe(Observable<Int>.never(), expression: "never()")
        XCTAssertEqual(tracer.records.map(\.id), [1, 2])
        XCTAssertEqual(tracer.records[0].moments.map(\.kind), [.subscribed, .next, .completed, .disposed])
        XCTAssertFalse(tracer.records[1].isFinished)
        live.dispose()
        XCTAssertTrue(tracer.records[1].isFinished)
    }

    func testWithoutRecordingNoStageTracerIsInstalled() {
        tracer.recordsInnerSubscriptions = false
        XCTAssertNil(StageTracing.tracer)
        _ = tracer.subscribe(Observable.of(1).flatMap { Observable.just($0) }, expression: "of(1).flatMap")
        XCTAssertEqual(tracer.record(of: 1)?.inners.count, 0)
    }
}

/// What a subscription keeps for `:marbles` and `:export` stays bounded however many events it traces, and it
/// counts what it dropped.
final class SubscriptionRecordBoundTests: XCTestCase {
    func testASubscriptionKeepsItsLatestMomentsAndCountsTheRest() throws {
        let clock = VirtualTraceClock(scheduler: VirtualTimeScheduler(resolution: 0.001))
        let tracer = Tracer(output: MemoryTraceOutput(), clock: clock, mode: .events)
        tracer.recordsMoments = true
        defer { tracer.uninstall() }
        let count = TracedSubscription.recordLimit * 4 + 7
        _ = tracer.subscribe(Observable.range(start: 0, count: count), expression: "range")
        let record = try XCTUnwrap(tracer.record(of: 1))
        XCTAssertLessThanOrEqual(record.moments.count, TracedSubscription.recordLimit)
        XCTAssertEqual(
            record.moments.count + record.earlierMomentsNotKept, count + 3, "subscribed, nexts, completed, disposed")
        XCTAssertEqual(record.moments.last?.kind, .disposed)
    }
}
