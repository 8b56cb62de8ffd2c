import Foundation
import RxCore
import RxMarbles
import RxTrace
import Synchronization

/// One run of `compare`: 2 to 4 pipelines applied to one shared input, subscribed at the same instant on a
/// virtual clock of their own and run in lockstep until all have ended (or for `MarbleRun.frameLimit` frames),
/// with what each delivered, its inner subscriptions and its subscriptions to the input, timed from the start.
struct ComparisonRun {
    /// One pipeline's part of the run.
    struct Pipeline {
        let name: String
        /// What the pipeline delivered to its subscriber, labelled with its name.
        let output: MarbleChart.Lane
        /// Its inner subscriptions (flatMap's, a late subscription to a shared stream), labelled `#2.1 cold`.
        let inners: [Inner]
        /// When it subscribed to the input, once per subscription.
        let inputSubscriptions: [Double]
    }

    /// An inner subscription of a pipeline, drawn as `#pipeline.index`.
    struct Inner {
        let index: Int
        let parent: Int
        let lane: MarbleChart.Lane
        /// `#2.1`.
        let name: String
    }

    /// The input as its first subscription saw it.
    let input: MarbleChart.Lane
    let pipelines: [Pipeline]
    let frameNanoseconds: Int
    /// The pipelines were still running after `MarbleRun.frameLimit` frames, and were drawn up to there.
    let wasCut: Bool

    /// Applies each of `pipelines` to `source`, subscribes them all now, runs `scheduler` until they end and
    /// disposes them.
    init(
        _ source: Observable<Value>,
        pipelines: [(name: String?, make: (Observable<Value>) throws -> Observable<Value>)],
        on scheduler: VirtualTimeScheduler, frameNanoseconds frame: Int
    ) throws {
        let ticksPerFrame = max(1, Int((Double(frame) / 1e9 / scheduler.resolution).rounded()))
        let start = scheduler.clock
        let seconds = { Double(scheduler.clock - start) * scheduler.resolution }
        let log = ComparisonInputLog(now: seconds, describe: { ScriptRuntime.describeValue($0) })
        var outputs: [(name: String?, stream: Observable<Value>, input: ComparisonInput)] = []
        for (number, pipeline) in pipelines.enumerated() {
            let input = ComparisonInput(source, pipeline: number, log: log)
            outputs.append((pipeline.name, try pipeline.make(input), input))
        }
        let names = Self.names(outputs.map { ($0.name, $0.stream, $0.input) })

        let fanOut = StageTracerFanOut()
        let previous = StageTracing.tracer
        StageTracing.install(fanOut)
        var tracers: [SubscriptionLaneTracer] = []
        var subscriptions: [Disposable] = []
        let recorders = outputs.map { _ in OutputRecorder(now: seconds) }
        for (number, output) in outputs.enumerated() {
            let tracer = SubscriptionLaneTracer(
                now: seconds, describeValue: ScriptRuntime.describeValue, describeError: ScriptRuntime.describeError)
            fanOut.add(tracer)
            tracers.append(tracer)
            subscriptions.append(output.stream.subscribe { recorders[number].note($0) })
            tracer.closeInitialSubscription()
        }
        let ended = { recorders.allSatisfy(\.hasEnded) }
        let horizon = start + MarbleRun.frameLimit * ticksPerFrame
        while !ended(), let due = scheduler.nextDueTime, due <= horizon { scheduler.advanceTo(due) }
        wasCut = !ended() && scheduler.nextDueTime != nil
        if wasCut { scheduler.advanceTo(max(scheduler.clock, horizon)) }
        for subscription in subscriptions { subscription.dispose() }
        StageTracing.install(previous)
        let end = seconds()

        var made: [Pipeline] = []
        for (number, tracer) in tracers.enumerated() {
            let inners = tracer.finish(at: end).inners.map { inner in
                let name = "#\(number + 1).\(inner.index)"
                return Inner(
                    index: inner.index, parent: inner.parent,
                    lane: MarbleChart.Lane(
                        label: name + " " + inner.operators.joined(separator: "."), depth: inner.depth,
                        startedAt: inner.startedAt, moments: inner.moments, isFinished: true),
                    name: name)
            }
            made.append(
                Pipeline(
                    name: names[number], output: recorders[number].lane(label: names[number], end: end),
                    inners: inners, inputSubscriptions: log.subscriptionTimes(of: number)))
        }
        self.pipelines = made
        let first = Self.fullest(log.subscriptions)
        input = MarbleChart.Lane(
            label: "input", startedAt: first?.moments.first?.time ?? 0, isFinished: true,
            moments: (first?.moments ?? []) + (first?.hasEnded == false ? [.init(time: end, mark: .disposed)] : []))
        frameNanoseconds = frame
    }

    /// The subscription to the input that shows it best: of the earliest, one that saw it end by itself, else
    /// the one that lasted longest.
    private static func fullest(_ subscriptions: [ComparisonInputLog.Subscription]) -> ComparisonInputLog.Subscription?
    {
        guard let start = subscriptions.compactMap({ $0.moments.first?.time }).min() else { return nil }
        let earliest = subscriptions.filter { $0.moments.first?.time == start }
        func rank(_ subscription: ComparisonInputLog.Subscription) -> (Bool, Double) {
            let last = subscription.moments.last
            let endedByItself = last.map { $0.mark.isEnd && $0.mark != .disposed } ?? false
            return (endedByItself, subscription.hasEnded ? last?.time ?? 0 : .infinity)
        }
        return earliest.max { left, right in
            let (l, r) = (rank(left), rank(right))
            return l.0 == r.0 ? l.1 < r.1 : !l.0
        }
    }

    /// The pipelines' names: as given, else the operator the pipeline's stream ends with (`flatMapLatest`), or
    /// `pipeline 2` for one that is the input itself; a name already taken gets a number (`throttle 2`).
    private static func names(
        _ outputs: [(name: String?, stream: Observable<Value>, input: ComparisonInput)]
    ) -> [String] {
        var names: [String] = []
        for (number, output) in outputs.enumerated() {
            var name = output.name
            if name == nil {
                let operatorName = output.stream.operatorName
                let isInput = output.stream === output.input || operatorName == "observable"
                name = isInput ? "pipeline \(number + 1)" : operatorName
            }
            var unique = name!
            var copy = 2
            while names.contains(unique) {
                unique = name! + " \(copy)"
                copy += 1
            }
            names.append(unique)
        }
        return names
    }

    /// All the lanes, the input first, each pipeline's output followed by its inner subscriptions.
    func group(title: String) -> MarbleChart.Group {
        MarbleChart.Group(
            title: title, lanes: [input] + pipelines.flatMap { [$0.output] + $0.inners.map(\.lane) })
    }
}

/// What a pipeline delivered, as moments on the run's clock.
private final class OutputRecorder: @unchecked Sendable {
    private let now: () -> Double
    private let lock = NSLock()
    private var moments: [MarbleChart.Moment]
    private var ended = false

    init(now: @escaping () -> Double) {
        self.now = now
        moments = [.init(time: now(), mark: .subscribed)]
    }

    var hasEnded: Bool { lock.withLock { ended } }

    func note(_ event: Event<Value>) {
        let mark = MarbleChart.Mark(event)
        let time = now()
        lock.withLock {
            guard !ended else { return }
            moments.append(.init(time: time, mark: mark))
            ended = mark.isEnd
        }
    }

    /// The lane, closed with a disposal at `end` when the pipeline had not ended.
    func lane(label: String, end: Double) -> MarbleChart.Lane {
        lock.withLock {
            let closed = ended ? moments : moments + [.init(time: end, mark: .disposed)]
            return MarbleChart.Lane(label: label, startedAt: moments[0].time, isFinished: true, moments: closed)
        }
    }
}
