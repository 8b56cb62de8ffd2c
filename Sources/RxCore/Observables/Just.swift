extension ObservableType {
    /// One element, then completion, synchronously in `subscribe` (not through the trampoline).
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }

    /// One element then completion, each scheduled on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduled(element: element, scheduler: scheduler)
    }
}

/// Inlinable through `just`, so callers allocate a specialized `Just` without a metadata lookup.
@usableFromInline
final class Just<Element>: Producer<Element> {
    private let element: Element

    @usableFromInline
    init(element: Element) {
        self.element = element
    }

    override var operatorName: String { "just" }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let tracer = StageTracing.tracer {
            return StageTracing.traceSubscription(of: self, observer: observer, tracer: tracer) { traced, stage in
                traced.on(.next(self.element))
                traced.on(.completed)
                stage.reportDisposed()
                return Disposables.create()
            }
        }
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}

final class JustScheduled<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override var operatorName: String { "just" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = JustScheduledSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {
    func run(_ parent: JustScheduled<Observer.Element>) -> Disposable {
        let scheduler = parent.scheduler
        return scheduler.schedule(parent.element) { element in
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardOn(.completed)
                self.dispose()
                return Disposables.create()
            }
        }
    }
}
