import Foundation
import RxCore
import RxMarbles
import RxTrace
import Synchronization

extension Builtins {
    /// `stream.marbles()` (frame 10 ms, or `marbles(frame: 100ms)`): subscribes on a virtual clock of its own (the
    /// session's does not move, and nothing else runs meanwhile), runs it until the stream ends (or for at most
    /// 1000 frames), and prints one lane per operator stage, sources on top and the result at the bottom, on one
    /// time axis, with the same lanes `:marbles #N` draws (`MarbleChartText`): values, `|` completion, `#`
    /// error, `^` a later subscription, `!` a disposal without an end of its own. Values wider than one
    /// character are drawn as letters with a legend. The lanes are kept for `--export`.
    @_optimize(none) static func registerMarbleLanes(_ observable: HostType, context: ScriptContext) {
        // The frame is read once the clock is known to be virtual.
        let frame = HostParameter<Int>.marbleFrame { context.runtime.marbleFrameNanoseconds }.deferred()
        observable.method("marbles", frame, .call, receiver: Builtins.observable) { stream, frame, call in
            guard let scheduler = context.runtime.virtualScheduler else {
                throw call.failure(.marblesNeedVirtualTime)
            }
            guard !scheduler.isRunning else { throw call.failure(.marblesInsideScheduledWork) }
            let frame = try frame()
            let run = context.runtime.isolated(on: scheduler) {
                MarbleRun(stream, on: scheduler, frameNanoseconds: frame, title: call.range?.text ?? "marbles()")
            }
            context.runtime.keepDrawnMarbles(run.group)
            context.output(run.drawing(ascii: context.runtime.asciiOnly))
            return .void
        }
    }

    /// Subscribes `stream` now, runs `scheduler` until the stream ends (or for at most 1000 frames), disposes
    /// the subscription and returns the lanes of its stages (what `marbles()` prints, and `:doc` shows).
    static func marbleLanes(
        of stream: Observable<Value>, on scheduler: VirtualTimeScheduler, frameNanoseconds frame: Int,
        ascii: Bool
    ) -> String {
        MarbleRun(stream, on: scheduler, frameNanoseconds: frame, title: "").drawing(ascii: ascii)
    }
}

/// One run of `marbles()`: what each stage of the stream did, timed from the run's start.
struct MarbleRun {
    /// The most frames a run goes on for a stream that does not end.
    static let frameLimit = 1000

    /// The run's lanes, titled with the call (a picture shows the title; the text lanes do not).
    let group: MarbleChart.Group
    let frameNanoseconds: Int
    /// The stream was still running after `frameLimit` frames, and was drawn up to there.
    let wasCut: Bool

    /// Subscribes `stream`, runs `scheduler` until it ends (or for `frameLimit` frames) and disposes it.
    init(_ stream: Observable<Value>, on scheduler: VirtualTimeScheduler, frameNanoseconds frame: Int, title: String) {
        let ticksPerFrame = max(1, Int((Double(frame) / 1e9 / scheduler.resolution).rounded()))
        let start = scheduler.clock
        let seconds = { Double(scheduler.clock - start) * scheduler.resolution }
        let tracer = SubscriptionLaneTracer(
            now: seconds, describeValue: ScriptRuntime.describeValue, describeError: ScriptRuntime.describeError)
        let ended = Atomic<Bool>(false)
        // Installed for the whole run, so inner subscriptions (flatMap's) are drawn too; stages of other
        // subscriptions running meanwhile are left out by their root.
        let previous = StageTracing.tracer
        StageTracing.install(tracer)
        let subscription = stream.subscribe { event in
            if event.isStopEvent { ended.store(true, ordering: .relaxed) }
        }
        tracer.closeInitialSubscription()
        let horizon = start + Self.frameLimit * ticksPerFrame
        while !ended.load(ordering: .relaxed), let due = scheduler.nextDueTime, due <= horizon {
            scheduler.advanceTo(due)
        }
        wasCut = !ended.load(ordering: .relaxed) && scheduler.nextDueTime != nil
        if wasCut { scheduler.advanceTo(max(scheduler.clock, horizon)) }
        subscription.dispose()
        StageTracing.install(previous)
        let lanes = tracer.finish(at: seconds())
        group = MarbleChart.Group(
            title: title, stages: lanes.stages, inners: lanes.inners, isFinished: true,
            innerLabel: { "\($0.operators.joined(separator: ".")) \($0.index)" })
        frameNanoseconds = frame
    }

    /// The lanes as text, the legend under them; a note when the run was cut.
    func drawing(ascii: Bool) -> String {
        guard !group.lanes.isEmpty else { return "(no stages to draw)\n" }
        let chart = MarbleChart(groups: [MarbleChart.Group(title: "", lanes: group.lanes)], origin: 0, now: 0)
        var lines = MarbleChartText(chart, frameSeconds: Double(frameNanoseconds) / 1e9, style: .init(ascii: ascii))
            .text
        if wasCut { lines.append("(still running after \(Self.frameLimit) frames; drawn up to there)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
