import Synchronization

extension ObservableType {
    /// Maps each element to an observable and merges every inner sequence as it is subscribed.
    ///
    /// The result completes once the source and every inner have completed; the first error (from the source,
    /// an inner, or a throwing `selector`) ends it.
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Source: ObservableType>(
        _ selector: @escaping (Element) throws -> Source
    )
        -> Observable<Source.Element>
    {
        FlatMap(source: asObservable(), selector: selector)
    }

    /// Like `flatMap`, but ignores source elements (without calling `selector`) while an inner is running.
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapFirst<Source: ObservableType>(
        _ selector: @escaping (Element) throws -> Source
    )
        -> Observable<Source.Element>
    {
        FlatMapFirst(source: asObservable(), selector: selector)
    }
}

extension ObservableType where Element: ObservableType {
    /// Merges the elements of every inner observable; completes when the outer and all inners have completed.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable())
    }
}

extension Observable {
    /// Merges the given sources, subscribing to all of them at once.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Merges the sources of an array, subscribing to all of them at once.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Merges the sources of a collection, subscribing to all of them at once.
    /// - seealso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }
}

/// Shared state of `merge`, `flatMap` and `flatMapFirst`: one outer subscription plus any number of inners.
///
/// The lock guards the counters and every forward, so inners on different threads reach the observer one at a
/// time; it is recursive so an inner that emits while being subscribed does not deadlock.
class MergeSink<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    typealias Iter = MergeSinkIter<SourceElement, SourceSequence, Observer>
    let lock = RecursiveLock()
    let group = CompositeDisposable()
    let sourceSubscription = SingleAssignmentDisposable()
    var activeCount = 0
    var stopped = false
    /// Looked up once per subscription: allocating through it needs no generic metadata lookup per inner.
    private let iterType: Iter.Type = Iter.self

    /// Whether a source element should start an inner now (`flatMapFirst` refuses while one runs).
    var subscribeNext: Bool { true }

    func performMap(_ element: SourceElement) throws -> SourceSequence { rxAbstractMethod() }

    func onNext(_ element: SourceElement) {
        // Explicit lock and no `Optional<SourceSequence>`: both would cost generic metadata lookups per element.
        lock.lock()
        guard subscribeNext else {
            lock.unlock()
            return
        }
        let inner: SourceSequence
        do {
            inner = try performMap(element)
        } catch {
            forwardErrorAndDispose(error)
            lock.unlock()
            return
        }
        activeCount += 1
        lock.unlock()
        subscribeInner(inner)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            lock.performLocked {
                stopped = true
                // The outer log ends here even while inners keep running.
                sourceSubscription.dispose()
                checkCompleted()
            }
        }
    }

    private func subscribeInner(_ inner: SourceSequence) {
        let observer = iterType.init(parent: self)
        guard let key = group.insert(observer) else { return }
        observer.disposeKey = key
        observer.setSubscription(inner.subscribe(observer))
    }

    /// Call with the lock held.
    func checkCompleted() {
        if stopped && activeCount == 0 {
            forwardCompletedAndDispose()
        }
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    /// Subscribes a fixed list of sources as if an outer had emitted them and completed.
    func run(_ sources: [SourceElement]) -> Disposable {
        _ = group.insert(sourceSubscription)
        for source in sources {
            on(.next(source))
        }
        lock.performLocked {
            stopped = true
            checkCompleted()
        }
        return group
    }
}

/// One inner subscription of a merge: its observer, and the disposable the group holds for it (set once, as a
/// `SingleAssignmentDisposable` is, but without allocating one per inner).
final class MergeSinkIter<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>: ObserverType,
    Disposable, TraceLinked
where Observer.Element == SourceSequence.Element {
    typealias Parent = MergeSink<SourceElement, SourceSequence, Observer>
    private static var disposedBit: Int { 1 }
    private static var setBit: Int { 2 }

    private let parent: Parent
    /// Where the group holds this inner; set right after insertion, before the inner is subscribed.
    @exclusivity(unchecked) var disposeKey: CompositeDisposable.DisposeKey?
    private let subscriptionState = Atomic<Int>(0)
    @exclusivity(unchecked) private var subscription: Disposable?

    required init(parent: Parent) {
        self.parent = parent
    }

    /// Stores the inner subscription; disposes it at once when this inner was disposed first.
    func setSubscription(_ disposable: Disposable) {
        subscription = disposable
        let previous = subscriptionState.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            disposable.dispose()
            subscription = nil
        }
    }

    func dispose() {
        let previous = subscriptionState.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.setBit != 0 {
            let disposable = subscription
            subscription = nil
            disposable?.dispose()
        }
    }

    /// Inner subscriptions are traced under the operator's stage.
    var traceStage: TraceStage? { parent.traceStage }

    func onNext(_ element: Observer.Element) {
        parent.lock.lock()
        parent.forwardNext(element)
        parent.lock.unlock()
    }

    func onCompleted() {
        parent.lock.lock()
        innerCompleted()
        parent.lock.unlock()
    }

    /// Call with the lock held.
    private func innerCompleted() {
        if let disposeKey { parent.group.remove(for: disposeKey) }
        parent.activeCount -= 1
        parent.checkCompleted()
    }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardOn(event)
            case .error:
                parent.forwardOn(event)
                parent.dispose()
            case .completed:
                innerCompleted()
            }
        }
    }
}

private final class MergeBasicSink<SourceSequence: ObservableType, Observer: ObserverType>:
    MergeSink<SourceSequence, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    override func performMap(_ element: SourceSequence) throws -> SourceSequence { element }
}

private final class FlatMapSink<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    MergeSink<SourceElement, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence { try selector(element) }
}

private final class FlatMapFirstSink<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    MergeSink<SourceElement, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override var subscribeNext: Bool { activeCount == 0 }

    override func performMap(_ element: SourceElement) throws -> SourceSequence { try selector(element) }
}

final class FlatMap<SourceElement, SourceSequence: ObservableType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override var operatorName: String { "flatMap" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element
    {
        let sink = FlatMapSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}

final class FlatMapFirst<SourceElement, SourceSequence: ObservableType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override var operatorName: String { "flatMapFirst" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element
    {
        let sink = FlatMapFirstSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}

final class Merge<SourceSequence: ObservableType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>

    init(source: Observable<SourceSequence>) {
        self.source = source
    }

    override var operatorName: String { "merge" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element
    {
        let sink = MergeBasicSink<SourceSequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}

final class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override var operatorName: String { "merge" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = MergeBasicSink<Observable<Element>, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink, subscription)
    }
}
