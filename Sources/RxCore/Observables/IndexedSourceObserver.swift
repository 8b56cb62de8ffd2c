/// A multi-source sink (`combineLatest`, `zip`) as its per-source observers report to it, under its lock.
protocol IndexedSourceSink: AnyObject {
    /// Source `index` produced a value (already stored by the observer).
    func next(_ index: Int)
    /// A source failed.
    func fail(_ error: Swift.Error)
    /// Source `index` completed.
    func done(_ index: Int)
}

/// Observes source `index` of a multi-source sink: hands each value to `setValue` (store it, or queue it) and
/// reports to the sink under the sink's lock; on a terminal event it releases its own subscription first.
final class IndexedSourceObserver<Element>: ObserverType, TraceLinked {
    typealias ValueSetter = (Element) -> Void

    private let lock: RecursiveLock
    private let parent: IndexedSourceSink
    private let index: Int
    private let subscription: Disposable
    private let setValue: ValueSetter

    init(
        lock: RecursiveLock, parent: IndexedSourceSink, index: Int, setValue: @escaping ValueSetter,
        subscription: Disposable
    ) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.subscription = subscription
        self.setValue = setValue
    }

    /// This source's subscription is traced under the operator's stage.
    var traceStage: TraceStage? { (parent as? TraceLinked)?.traceStage }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                setValue(value)
                parent.next(index)
            case .error(let error):
                subscription.dispose()
                parent.fail(error)
            case .completed:
                subscription.dispose()
                parent.done(index)
            }
        }
    }
}
