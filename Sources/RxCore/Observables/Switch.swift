extension ObservableType where Element: ObservableType {
    /// Mirrors the most recent inner observable: each new inner disposes the previous one before it is subscribed.
    ///
    /// Completes once the outer has completed and the latest inner has completed.
    /// - seealso: [switch operator on reactivex.io](http://reactivex.io/documentation/operators/switch.html)
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable())
    }
}

extension ObservableType {
    /// Maps each element to an observable and mirrors only the latest one (`map` + `switchLatest`).
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapLatest<Source: ObservableType>(
        _ selector: @escaping (Element) throws -> Source
    )
        -> Observable<Source.Element>
    {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

private class SwitchSink<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == SourceSequence.Element {
    let lock = RecursiveLock()
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    var stopped = false
    /// Identifies the current inner; events from older inners are dropped.
    var latest = 0
    var hasLatest = false

    func performMap(_ element: SourceElement) throws -> SourceSequence { rxAbstractMethod() }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(outerSubscription, innerSubscription)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard let (id, inner) = nextElementArrived(element) else { return }
            let subscription = SingleAssignmentDisposable()
            // Assigning disposes the previous inner before the new one is subscribed.
            innerSubscription.disposable = subscription
            let observer = SwitchSinkIter(parent: self, id: id, subscription: subscription)
            subscription.setDisposable(inner.subscribe(observer))
        case .error(let error):
            lock.performLocked {
                forwardOn(.error(error))
                dispose()
            }
        case .completed:
            lock.performLocked {
                stopped = true
                outerSubscription.dispose()
                if !hasLatest {
                    forwardOn(.completed)
                    dispose()
                }
            }
        }
    }

    private func nextElementArrived(_ element: SourceElement) -> (Int, SourceSequence)? {
        lock.performLocked {
            do {
                let inner = try performMap(element)
                hasLatest = true
                latest &+= 1
                return (latest, inner)
            } catch {
                forwardOn(.error(error))
                dispose()
                return nil
            }
        }
    }
}

private final class SwitchSinkIter<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    ObserverType, TraceLinked
where Observer.Element == SourceSequence.Element {
    typealias Parent = SwitchSink<SourceElement, SourceSequence, Observer>
    private let parent: Parent
    private let id: Int
    private let subscription: Disposable

    init(parent: Parent, id: Int, subscription: Disposable) {
        self.parent = parent
        self.id = id
        self.subscription = subscription
    }

    /// This source's subscription is traced under the operator's stage.
    var traceStage: TraceStage? { parent.traceStage }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.performLocked {
            if event.isStopEvent { subscription.dispose() }
            guard parent.latest == id else { return }
            switch event {
            case .next:
                parent.forwardOn(event)
            case .error:
                parent.forwardOn(event)
                parent.dispose()
            case .completed:
                parent.hasLatest = false
                if parent.stopped {
                    parent.forwardOn(event)
                    parent.dispose()
                }
            }
        }
    }
}

private final class SwitchIdentitySink<SourceSequence: ObservableType, Observer: ObserverType>:
    SwitchSink<SourceSequence, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    override func performMap(_ element: SourceSequence) throws -> SourceSequence { element }
}

private final class MapSwitchSink<SourceElement, SourceSequence: ObservableType, Observer: ObserverType>:
    SwitchSink<SourceElement, SourceSequence, Observer>
where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence { try selector(element) }
}

final class Switch<SourceSequence: ObservableType>: Producer<SourceSequence.Element> {
    private let source: Observable<SourceSequence>

    init(source: Observable<SourceSequence>) {
        self.source = source
    }

    override var operatorName: String { "switchLatest" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element
    {
        let sink = SwitchIdentitySink<SourceSequence, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}

final class FlatMapLatest<SourceElement, SourceSequence: ObservableType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence
    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override var operatorName: String { "flatMapLatest" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element
    {
        let sink = MapSwitchSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink, subscription)
    }
}
