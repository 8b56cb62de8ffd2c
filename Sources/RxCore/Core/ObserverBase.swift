import Synchronization

/// Base of observers that enforce the grammar themselves: the first terminal event wins, later events are dropped.
open class ObserverBase<Element>: ObserverType, Disposable {
    private let stopped = Atomic<Bool>(false)

    public init() {}

    public final func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .acquiring) { onCore(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) { onCore(event) }
        }
    }

    @inline(__always)
    public final func onNext(_ element: Element) {
        if !stopped.load(ordering: .acquiring) { onNextCore(element) }
    }

    public final func onCompleted() {
        if !stopped.exchange(true, ordering: .acquiringAndReleasing) { onCompletedCore() }
    }

    /// Handles an event that passed the grammar check.
    open func onCore(_ event: Event<Element>) { rxAbstractMethod() }

    /// Handles an element that passed the grammar check; by default `onCore(.next(element))`.
    open func onNextCore(_ element: Element) { onCore(.next(element)) }

    /// Handles completion that passed the grammar check; by default `onCore(.completed)`.
    open func onCompletedCore() { onCore(.completed) }

    open func dispose() { stopped.store(true, ordering: .releasing) }
}

/// An observer that calls a closure for every event that passes the grammar check.
public final class AnonymousObserver<Element>: ObserverBase<Element> {
    public typealias EventHandler = (Event<Element>) -> Void
    private let eventHandler: EventHandler

    public init(_ eventHandler: @escaping EventHandler) {
        Resources.incrementTotal()
        self.eventHandler = eventHandler
    }

    deinit { Resources.decrementTotal() }

    public override func onCore(_ event: Event<Element>) { eventHandler(event) }
}

/// Global hooks, as RxSwift's `Hooks`.
public enum Hooks {
    nonisolated(unsafe) private static var errorHandler: (Swift.Error) -> Void = { error in
        #if DEBUG
            print("Unhandled error happened: \(error)")
        #endif
    }
    private static let lock = SpinLock()

    /// Called with errors that reach a `subscribe` without `onError`.
    public static var defaultErrorHandler: (Swift.Error) -> Void {
        get { lock.performLocked { errorHandler } }
        set { lock.performLocked { errorHandler = newValue } }
    }
}
