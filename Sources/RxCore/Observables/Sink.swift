import Synchronization

/// Base class of per-subscription operator state: forwards events downstream until disposed.
open class Sink<Observer: ObserverType>: Disposable, TraceLinked {
    // Fixed-size fields come before the generic one so their offsets are static: reading them on the
    // per-event path then needs no generic metadata lookup.
    private let disposed = Atomic<Bool>(false)
    /// Disposes the whole subscription (this sink and its upstream).
    public final let cancel: Cancelable
    /// The downstream observer.
    public final let observer: Observer

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

    /// Sends `next(element)` downstream unless this sink is disposed, without building an `Event`.
    @inline(__always)
    public final func forwardNext(_ element: Observer.Element) {
        if disposed.load(ordering: .relaxed) { return }
        observer.onNext(element)
    }

    /// Sends `error(error)` downstream and disposes; kept out of line so hot paths build no `Event`.
    @inline(never)
    public final func forwardErrorAndDispose(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Sends `completed` downstream and disposes, without building an `Event`.
    public final func forwardCompletedAndDispose() {
        if !disposed.load(ordering: .relaxed) { observer.onCompleted() }
        dispose()
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
