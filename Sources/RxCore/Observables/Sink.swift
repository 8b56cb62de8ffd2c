import Synchronization

/// Base class of per-subscription operator state: forwards events downstream until disposed.
open class Sink<Observer: ObserverType>: Disposable, TraceLinked {
    /// The downstream observer.
    public final let observer: Observer
    /// Disposes the whole subscription (this sink and its upstream).
    public final let cancel: Cancelable
    private let disposed = Atomic<Bool>(false)

    public init(observer: Observer, cancel: Cancelable) {
        Resources.incrementTotal()
        self.observer = observer
        self.cancel = cancel
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Sends `event` downstream unless this sink is disposed.
    @inline(__always)
    public final func forwardOn(_ event: Event<Observer.Element>) {
        if disposed.load(ordering: .relaxed) { return }
        observer.on(event)
    }

    /// True once disposed; events are then dropped.
    public final var isDisposed: Bool { disposed.load(ordering: .relaxed) }

    open func dispose() {
        disposed.store(true, ordering: .relaxed)
        cancel.dispose()
    }

    /// The traced stage this sink delivers to, so upstream stages can link to it.
    public var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }
}
