import Foundation
import RxCore

/// Passes every stage callback to several tracers, so several subscriptions made one after the other are each
/// recorded by their own `SubscriptionLaneTracer` (added just before its subscription is made, it keeps the
/// stages of that subscription and ignores the others').
public final class StageTracerFanOut: StageTracer, @unchecked Sendable {
    private let lock = NSLock()
    private var tracers: [StageTracer] = []

    public init() {}

    /// Passes the callbacks from now on to `tracer` too.
    public func add(_ tracer: StageTracer) {
        lock.withLock { tracers.append(tracer) }
    }

    private var current: [StageTracer] { lock.withLock { tracers } }

    public func stageSubscribed(_ stage: TraceStage) {
        for tracer in current { tracer.stageSubscribed(stage) }
    }

    public func stage(_ stage: TraceStage, forwards event: TracedEvent) {
        for tracer in current { tracer.stage(stage, forwards: event) }
    }

    public func stageDisposed(_ stage: TraceStage) {
        for tracer in current { tracer.stageDisposed(stage) }
    }
}
