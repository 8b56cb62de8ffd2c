extension ObservableType where Element: ObservableType {
    /// Merges inner observables with at most `maxConcurrent` subscribed at a time; later ones wait in a queue.
    ///
    /// A queued inner is subscribed when a running one completes, through the current-thread trampoline.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), maxConcurrent: maxConcurrent)
    }

    /// Subscribes to each inner observable only after the previous one completed (`merge(maxConcurrent: 1)`).
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat() -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), maxConcurrent: 1, name: "concat")
    }
}

extension ObservableType {
    /// Maps each element to an observable and concatenates them: each inner waits for the previous to complete.
    ///
    /// `selector` runs when the element arrives, even if its inner has to wait.
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concatMap<Source: ObservableType>(
        _ selector: @escaping (Element) throws -> Source
    )
        -> Observable<Source.Element>
    {
        ConcatMap(source: asObservable(), selector: selector)
    }
}

/// Shared state of `merge(maxConcurrent:)`, `concat()` and `concatMap`.
private class MergeLimitedSink<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    let maxConcurrent: Int
    let lock = RecursiveLock()
    let group = CompositeDisposable()
    let sourceSubscription = SingleAssignmentDisposable()
    var stopped = false
    var activeCount = 0
    var queue = ElementQueue<SourceSequence>()

    init(maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func performMap(_ element: SourceElement) throws -> SourceSequence { rxAbstractMethod() }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let toSubscribe: SourceSequence? = lock.performLocked {
                do {
                    let inner = try performMap(element)
                    if activeCount < maxConcurrent {
                        activeCount += 1
                        return inner
                    }
                    queue.enqueue(inner)
                } catch {
                    forwardOn(.error(error))
                    dispose()
                }
                return nil
            }
            if let toSubscribe {
                subscribe(toSubscribe)
            }
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            lock.performLocked {
                if activeCount == 0 {
                    forwardOn(.completed)
                    dispose()
                } else {
                    sourceSubscription.dispose()
                }
                stopped = true
            }
        }
    }

    func subscribe(_ inner: SourceSequence) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = group.insert(innerSubscription) else { return }
        let observer = MergeLimitedSinkIter(parent: self, disposeKey: key)
        innerSubscription.setDisposable(inner.subscribe(observer))
    }

    /// Subscribes a queued inner through the trampoline, so a run of inners that complete synchronously
    /// becomes a loop instead of a recursion; the pending step is cancelled if the whole sink is disposed.
    func subscribeQueued(_ inner: SourceSequence) {
        let pending = SingleAssignmentDisposable()
        guard let key = group.insert(pending) else { return }
        pending.setDisposable(
            CurrentThreadScheduler.instance.schedule(inner) { [self] inner in
                group.remove(for: key)
                subscribe(inner)
                return Disposables.create()
            })
    }

    /// Call with the lock held.
    func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        group.remove(for: key)
        if let next = queue.dequeue() {
            subscribeQueued(next)
            return
        }
        activeCount -= 1
        if stopped && activeCount == 0 {
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class MergeLimitedSinkIter<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    ObserverType, TraceLinked
where Observer.Element == SourceSequence.Element {
    typealias Parent = MergeLimitedSink<SourceElement, SourceSequence, Observer>
    private let parent: Parent
    private let disposeKey: CompositeDisposable.DisposeKey

    init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    /// This source's subscription is traced under the operator's stage.
    var traceStage: TraceStage? { parent.traceStage }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardOn(event)
            case .error:
                parent.forwardOn(event)
                parent.dispose()
            case .completed:
                parent.innerCompleted(disposeKey)
            }
        }
    }
}

private final class MergeLimitedBasicSink<SourceSequence: ObservableType, Observer: ObserverType>:
    MergeLimitedSink<SourceSequence, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    override func performMap(_ element: SourceSequence) throws -> SourceSequence { element }
}

private final class ConcatMapSink<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    MergeLimitedSink<SourceElement, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(maxConcurrent: 1, observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence { try selector(element) }
}

final class MergeLimited<SourceSequence: ObservableType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>
    private let maxConcurrent: Int
    private let name: String

    init(source: Observable<SourceSequence>, maxConcurrent: Int, name: String = "merge(maxConcurrent:)") {
        self.source = source
        self.maxConcurrent = maxConcurrent
        self.name = name
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element
    {
        let sink = MergeLimitedBasicSink<SourceSequence, Observer>(
            maxConcurrent: maxConcurrent, observer: observer,
            cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}

final class ConcatMap<SourceElement, SourceSequence: ObservableType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override var operatorName: String { "concatMap" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element
    {
        let sink = ConcatMapSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}
