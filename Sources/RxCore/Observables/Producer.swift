import Synchronization

/// Base class of the core's operators: builds a sink per subscription and ties its lifetime to one disposer.
///
/// `subscribe` installs the current-thread trampoline when none runs on this thread, as RxSwift does, so
/// work that sources schedule during subscription (`of`, `range`, `concat` steps) runs before it returns,
/// interleaved in FIFO order. With a stage tracer installed, every subscription is reported (see `StageTracing`).
open class Producer<Element>: Observable<Element> {
    public override init() { super.init() }

    open override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let tracer = StageTracing.tracer {
            return StageTracing.traceSubscription(of: self, observer: observer, tracer: tracer) { traced, stage in
                self.subscribeTrampolined(traced, stage: stage)
            }
        }
        return subscribeTrampolined(observer, stage: nil)
    }

    private func subscribeTrampolined<Observer: ObserverType>(_ observer: Observer, stage: TraceStage?) -> Disposable
    where Observer.Element == Element {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            return subscribeNow(observer, stage: stage)
        }
        trampoline.isRunning = true
        let disposable = subscribeNow(observer, stage: stage)
        trampoline.drain()
        trampoline.isRunning = false
        return disposable
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer, stage: TraceStage?) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer(stage: stage)
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Creates the sink for one subscription and subscribes it upstream.
    ///
    /// - Returns: the sink (disposed first) and the upstream subscription.
    open func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        rxAbstractMethod()
    }
}

/// Owns a subscription's sink and upstream subscription; disposing it (or a terminal event) releases both once.
final class SinkDisposer: Cancelable {
    private static let disposedBit = 1
    private static let setBit = 2

    private let state = Atomic<Int>(0)
    private var sink: Disposable?
    private var subscription: Disposable?
    private let stage: TraceStage?

    init(stage: TraceStage?) {
        self.stage = stage
    }

    var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        if state.load(ordering: .acquiring) & Self.disposedBit != 0 {
            // Already ended during `run` (e.g. `just`): dispose() saw nothing to release, so release here.
            // Nothing reads the set bit once disposed, so it is not recorded (one atomic RMW saved).
            sink.dispose()
            subscription.dispose()
            return
        }
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.setBit == 0, "Sink and subscription were already set")
        if previous & Self.disposedBit != 0 {
            release()
        }
    }

    func dispose() {
        // Disposing a subscription that already ended is common (every `subscribe(...).dispose()` after a
        // terminal event): a plain load answers it without an atomic read-modify-write.
        if state.load(ordering: .acquiring) & Self.disposedBit != 0 { return }
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if let stage { stage.reportDisposed() }
        if previous & Self.setBit != 0 {
            release()
        }
    }

    private func release() {
        guard let sink, let subscription else { return }
        sink.dispose()
        subscription.dispose()
        self.sink = nil
        self.subscription = nil
    }
}
