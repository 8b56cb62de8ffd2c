/// An inner sequence a parent hands out (a window, a group): subscribing retains the parent's ref count until the
/// subscription ends, so the parent's source stays subscribed while inner sequences are observed.
final class InnerSequence<Element>: Producer<Element> {
    private let subject: InnerSubject<Element>
    private let refCount: RefCountDisposable
    private let name: String

    init(subject: InnerSubject<Element>, refCount: RefCountDisposable, operatorName: String) {
        self.subject = subject
        self.refCount = refCount
        self.name = operatorName
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let release = refCount.retain()
        let sink = InnerForwardSink(observer: observer, cancel: cancel)
        let subscription = Disposables.create(release, subject.subscribe(sink))
        return (sink, subscription)
    }
}

private final class InnerForwardSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}

/// The hot stream behind an inner sequence: forwards to current observers; late observers get the terminal event.
final class InnerSubject<Element>: Observable<Element>, ObserverType {
    private let lock = RecursiveLock()
    @exclusivity(unchecked) private var observers = Bag<(Event<Element>) -> Void>()
    @exclusivity(unchecked) private var stopEvent: Event<Element>?

    func on(_ event: Event<Element>) {
        let targets: [(Event<Element>) -> Void] = lock.performLocked {
            if stopEvent != nil { return [] }
            let targets = observers.elements
            if event.isStopEvent {
                stopEvent = event
                observers.removeAll()
            }
            return targets
        }
        for target in targets { target(event) }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key: BagKey? = lock.performLocked {
            if stopEvent != nil { return nil }
            return observers.insert(observer.on)
        }
        guard let key else {
            if let stopEvent = lock.performLocked({ stopEvent }) { observer.on(stopEvent) }
            return Disposables.create()
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.performLocked { _ = self.observers.removeKey(key) }
        }
    }
}
