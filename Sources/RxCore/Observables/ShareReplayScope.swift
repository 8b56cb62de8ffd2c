/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope {
    /// Each connection has its own subject: after the subscriber count drops to 0 or the source terminates,
    /// the next subscriber re-subscribes to the source with an empty replay buffer. The recommended default.
    case whileConnected
    /// One subject for the operator's lifetime: reconnections see stale replayed values, and after the source
    /// terminates new subscribers get the replay and the terminal event without re-subscribing.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last `replay` elements to
    /// each new one.
    ///
    /// The replay is delivered synchronously inside `subscribe`.
    ///
    /// - seealso: [shareReplay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return RefCount(source: multicast(PublishSubject()), name: "share")
        case (.forever, _):
            return RefCount(source: multicast(ReplaySubject.create(bufferSize: replay)), name: "share")
        case (.whileConnected, 0):
            return ShareWhileConnected(source: asObservable())
        case (.whileConnected, 1):
            return ShareReplay1WhileConnected(source: asObservable())
        case (.whileConnected, _):
            return RefCount(
                source: multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }),
                name: "share")
        }
    }

    /// Old spelling of `share(replay: bufferSize, scope: .forever)`.
    @available(*, deprecated, renamed: "share(replay:scope:)")
    public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
        share(replay: bufferSize, scope: .forever)
    }

    /// Old spelling of `share(replay: 1)`.
    @available(*, deprecated, renamed: "share(replay:)")
    public func shareReplayLatestWhileConnected() -> Observable<Element> {
        share(replay: 1, scope: .whileConnected)
    }
}

/// The whileConnected shares for replay 0 and 1: one connection at a time, made by the first subscriber.
private class ShareWhileConnectedBase<Element>: StageReportingObservable<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let lock = RecursiveLock()
    @exclusivity(unchecked) fileprivate var connection: ShareConnection<Element>?
    private let replaysLast: Bool

    init(source: Observable<Element>, replaysLast: Bool) {
        self.source = source
        self.replaysLast = replaysLast
        super.init()
    }

    override var operatorName: String { "share" }

    override func subscribeUntraced<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        let connection: ShareConnection<Element>
        if let current = self.connection {
            connection = current
        } else {
            connection = ShareConnection(parent: self, lock: lock, remembersLast: replaysLast)
            self.connection = connection
        }
        let (disposable, isFirst, last) = connection.synchronizedAdd(observer)
        lock.unlock()
        // The observer is already registered; the replay goes out after the lock is released (RxSwift moved it
        // out to avoid lock-order deadlocks between chained shares), and only then does the first one connect.
        if let last { observer.on(.next(last)) }
        if isFirst { connection.connect(linkedTo: (observer as? TraceLinked)?.traceStage) }
        return disposable
    }
}

/// `share()`: `.whileConnected` without replay.
private final class ShareWhileConnected<Element>: ShareWhileConnectedBase<Element> {
    init(source: Observable<Element>) {
        super.init(source: source, replaysLast: false)
    }
}

/// `share(replay: 1)`: `.whileConnected`, replaying the connection's last element.
private final class ShareReplay1WhileConnected<Element>: ShareWhileConnectedBase<Element> {
    init(source: Observable<Element>) {
        super.init(source: source, replaysLast: true)
    }
}

/// One connection of a whileConnected share: its observers, and optionally the last element for replay.
///
/// It ends (and is forgotten by its parent) when the source terminates or its last observer leaves; the next
/// subscriber then gets a fresh connection.
private final class ShareConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    private let lock: RecursiveLock
    private let remembersLast: Bool
    private let source: Observable<Element>
    /// Strong until the connection ends: subscribers may hold only their disposables, not the share itself.
    @exclusivity(unchecked) private var parent: ShareWhileConnectedBase<Element>?
    private let subscription = SingleAssignmentDisposable()
    @exclusivity(unchecked) private var observers = ObserverBag<Element>()
    @exclusivity(unchecked) private var last: Element?
    @exclusivity(unchecked) private var ended = false

    init(parent: ShareWhileConnectedBase<Element>, lock: RecursiveLock, remembersLast: Bool) {
        self.parent = parent
        self.source = parent.source
        self.lock = lock
        self.remembersLast = remembersLast
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes to the source; if the connection already ended, the disposed `subscription` disposes the
    /// new source subscription as soon as it is set.
    ///
    /// With stage tracing, the upstream stages appear under `stage`, the share stage of the subscriber that connected.
    func connect(linkedTo stage: TraceStage?) {
        if let stage {
            subscription.setDisposable(source.subscribe(StageLinkedObserver(observer: self, traceStage: stage)))
        } else {
            subscription.setDisposable(source.subscribe(self))
        }
    }

    /// Adds `observer` (the caller holds the lock); returns its disposable, whether it is the first observer,
    /// and the element to replay to it.
    func synchronizedAdd<Observer: ObserverType>(
        _ observer: Observer
    )
        -> (Disposable, isFirst: Bool, last: Element?) where Observer.Element == Element
    {
        let isFirst = observers.isEmpty
        let key = observers.insert(ConcreteObserverBox(observer))
        return (SubscriptionDisposable(owner: self, key: key), isFirst, last)
    }

    func on(_ event: Event<Element>) {
        let targets: ObserverBag<Element> = lock.performLocked {
            if ended { return ObserverBag() }
            switch event {
            case .next(let element):
                if remembersLast { last = element }
                return observers
            case .error, .completed:
                let targets = observers
                synchronizedEnd()
                return targets
            }
        }
        targets.dispatch(event)
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        let disconnect: Bool = lock.performLocked {
            if observers.removeKey(key) == nil { return false }
            if !observers.isEmpty { return false }
            synchronizedEnd()
            return true
        }
        if disconnect { subscription.dispose() }
    }

    private func synchronizedEnd() {
        ended = true
        observers = ObserverBag()
        last = nil
        if parent?.connection === self { parent?.connection = nil }
        parent = nil
    }
}
