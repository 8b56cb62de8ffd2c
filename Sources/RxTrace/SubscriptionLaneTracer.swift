import Foundation
import RxCore

/// Records the lanes of the one subscription made while it is installed as the core's stage tracer, as the tracer
/// records a traced subscription's: a lane per stage of its chain and per inner subscription (what `marbles()`
/// draws). Stages of other subscriptions are left out.
public final class SubscriptionLaneTracer: StageTracer, @unchecked Sendable {
    private static let subscription = 1
    private let recorder = SubscriptionLaneRecorder()
    private let now: () -> Double
    private let describeValue: (Any) -> String
    private let describeError: (Swift.Error) -> String
    private let lock = NSLock()
    /// The outermost stages of the recorded subscription.
    private var roots: Set<Int> = []
    private var initialDone = false

    /// `now` tells the time, in seconds, of each moment; values and errors are kept as the describers show them.
    public init(
        now: @escaping () -> Double, describeValue: @escaping (Any) -> String = Tracer.defaultDescription,
        describeError: @escaping (Swift.Error) -> String = { "\($0)" }
    ) {
        self.now = now
        self.describeValue = describeValue
        self.describeError = describeError
        recorder.begin(Self.subscription, records: true)
    }

    /// The subscription's `subscribe` returned: stages subscribed from now on are inners of higher-order operators.
    public func closeInitialSubscription() {
        lock.withLock { initialDone = true }
        recorder.initialSubscriptionDone(Self.subscription)
    }

    /// The lanes recorded; those still open are closed with a disposal at `time`.
    public func finish(at time: Double) -> (stages: [StageLaneRecord], inners: [InnerSubscriptionRecord]) {
        recorder.finish(Self.subscription, at: time)
    }

    private func isRecorded(_ stage: TraceStage) -> Bool {
        lock.withLock {
            if !initialDone && stage.downstream == nil { roots.insert(stage.id) }
            return roots.contains(stage.root.id)
        }
    }

    public func stageSubscribed(_ stage: TraceStage) {
        guard isRecorded(stage) else { return }
        _ = recorder.stageSubscribed(stage, subscription: Self.subscription, time: now())
    }

    public func stage(_ stage: TraceStage, forwards event: TracedEvent) {
        guard recorder.stageForwards(stage).isRecorded else { return }
        switch event {
        case .next(let element): recorder.record(stage, .next, value: describeValue(element), time: now())
        case .error(let error): recorder.record(stage, .error, value: describeError(error), time: now())
        case .completed: recorder.record(stage, .completed, value: nil, time: now())
        }
    }

    public func stageDisposed(_ stage: TraceStage) {
        _ = recorder.stageDisposed(stage, time: now())
    }
}
