import Foundation
import Synchronization
import RxCore
import RxTest

extension Builtins {
    /// `stream.marbles()` (frame 10 ms, or `marbles(frame: 100ms)`): subscribes on a virtual clock of its own (the
    /// session's does not move, and nothing else runs meanwhile), runs it until
    /// the stream ends (or for at most 1000 frames), and prints one lane per operator stage, sources on top and the
    /// result at the bottom, on one time axis: values, `|` completion, `#` error, `^` a subscription after the start,
    /// `!` a disposal without an end of its own. Values wider than one character are drawn as letters with a legend.
    static func registerMarbleLanes(_ observable: HostType, context: ScriptContext) {
        // The frame is read once the clock is known to be virtual.
        let frame = HostParameter<Int>.marbleFrame { context.runtime.marbleFrameNanoseconds }.deferred()
        observable.method("marbles", frame, .call, receiver: Builtins.observable) { stream, frame, call in
            guard let scheduler = context.runtime.virtualScheduler else {
                throw call.failure(.marblesNeedVirtualTime)
            }
            guard !scheduler.isRunning else { throw call.failure(.marblesInsideScheduledWork) }
            let frame = try frame()
            let lanes = context.runtime.isolated(on: scheduler) {
                marbleLanes(of: stream, on: scheduler, frameNanoseconds: frame, ascii: context.runtime.asciiOnly)
            }
            context.output(lanes)
            return .void
        }
    }

    /// Subscribes `stream` now, runs `scheduler` until the stream ends (or for at most 1000 frames), disposes
    /// the subscription and returns the lanes of its stages (what `marbles()` prints, and `:doc` shows).
    static func marbleLanes(
        of stream: Observable<Value>, on scheduler: VirtualTimeScheduler, frameNanoseconds frame: Int,
        ascii: Bool
    ) -> String {
        let ticksPerFrame = max(1, Int((Double(frame) / 1e9 / scheduler.resolution).rounded()))
        let start = scheduler.clock
        let recorder = StageRecorder { (scheduler.clock - start) / ticksPerFrame }
        let ended = Atomic<Bool>(false)
        // Installed for the whole run, so inner subscriptions (flatMap's) are drawn too; stages of other
        // subscriptions running meanwhile are left out by their root.
        let previous = StageTracing.tracer
        StageTracing.install(recorder)
        let subscription = stream.subscribe { event in
            if event.isStopEvent { ended.store(true, ordering: .relaxed) }
        }
        recorder.closeInitialSubscription()
        let horizon = start + 1000 * ticksPerFrame
        while !ended.load(ordering: .relaxed), let due = scheduler.nextDueTime, due <= horizon {
            scheduler.advanceTo(due)
        }
        let cut = !ended.load(ordering: .relaxed) && scheduler.nextDueTime != nil
        if cut { scheduler.advanceTo(max(scheduler.clock, horizon)) }
        subscription.dispose()
        StageTracing.install(previous)
        return recorder.drawing(frameNanoseconds: frame, cut: cut, ascii: ascii)
    }
}

/// Records what every operator stage of one subscription did, and when (in frames).
final class StageRecorder: StageTracer, @unchecked Sendable {
    private struct Lane {
        let name: String
        let depth: Int
        /// Subscribed later, by a higher-order operator (an inner of flatMap, switchLatest…).
        let isInner: Bool
        var events: [Int: [String]] = [:]
        /// The frame of its own completion or error.
        var endFrame: Int?
    }

    private let now: () -> Int
    private let lock = NSLock()
    private var lanes: [Int: Lane] = [:]
    private var order: [Int] = []
    private var letters = MarbleLetters()
    /// The outermost stages of the drawn subscription; other stages are not ours.
    private var roots: Set<Int> = []
    private var initialDone = false

    /// Stages subscribed from now on are inners of higher-order operators.
    func closeInitialSubscription() { lock.withLock { initialDone = true } }

    init(now: @escaping () -> Int) {
        self.now = now
    }

    func stageSubscribed(_ stage: TraceStage) {
        let frame = now()
        lock.withLock {
            if !initialDone && stage.downstream == nil { roots.insert(stage.id) }
            guard roots.contains(stage.root.id) else { return }
            var lane = Lane(name: stage.name, depth: stage.depth, isInner: initialDone)
            if frame > 0 { lane.events[frame, default: []].append("^") }
            lanes[stage.id] = lane
            order.append(stage.id)
        }
    }

    func stage(_ stage: TraceStage, forwards event: TracedEvent) {
        let frame = now()
        lock.withLock {
            let symbol: String
            switch event {
            case .next(let element):
                let value = Value(native: element)
                symbol = letters.symbol(for: value.debugDescription, plain: value.description)
            case .error: symbol = "#"; lanes[stage.id]?.endFrame = frame
            case .completed: symbol = "|"; lanes[stage.id]?.endFrame = frame
            }
            lanes[stage.id]?.events[frame, default: []].append(symbol)
        }
    }

    func stageDisposed(_ stage: TraceStage) {
        let frame = now()
        lock.withLock {
            guard let lane = lanes[stage.id], lane.endFrame == nil else { return }
            lanes[stage.id]?.endFrame = frame
            lanes[stage.id]?.events[frame, default: []].append("!")
        }
    }

    /// The lanes, aligned, sources first, with the operators' names in front and the legend below.
    func drawing(frameNanoseconds: Int, cut: Bool, ascii: Bool = false) -> String {
        let (ordered, legend) = lock.withLock { () -> ([Lane], String) in
            let ids = order.enumerated().sorted { left, right in
                let (a, b) = (lanes[left.element]!, lanes[right.element]!)
                return a.depth != b.depth ? a.depth > b.depth : left.offset < right.offset
            }.map(\.element)
            return (ids.compactMap { lanes[$0] }, letters.legendText)
        }
        guard !ordered.isEmpty else { return "(no stages to draw)\n" }
        let drawn = MarbleLanes(
            ordered.map(\.events), frames: 1,
            longGap: .progressions(frameNanoseconds: frameNanoseconds))
        var innerCount = 0
        let names = ordered.map { lane -> String in
            guard lane.isInner else { return lane.name }
            innerCount += 1
            return "  \(ascii ? ">" : "↳") \(lane.name) \(innerCount)"
        }
        let width = names.map(\.count).max() ?? 0
        var lines = zip(zip(ordered, names), drawn.lines).map { pair, line in
            // A lane stops at its own end, instead of running on with dashes.
            let visible = pair.0.endFrame.map { String(line.prefix(drawn.column(ofFrame: $0 + 1))) } ?? line
            return pair.1.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + visible
        }
        if !legend.isEmpty { lines.append(legend) }
        if cut { lines.append("(still running after 1000 frames; drawn up to there)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
