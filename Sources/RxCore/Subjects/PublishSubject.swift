/// A subject that sends each event only to the observers subscribed at that moment.
///
/// After a terminal event, new subscribers immediately receive that terminal event; after `dispose()`,
/// they receive `RxError.disposed`.
public final class PublishSubject<Element>: StageReportingObservable<Element>, SubjectType, ObserverType, Cancelable,
    SynchronizedUnsubscribeType
{
    /// The observer side is the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    /// Guards the fields below. Nothing calls out while holding it (observers are called, and removed ones
    /// released, after it is let go), so a plain mutex serves where RxSwift takes a recursive lock.
    private let lock = SpinLock()
    /// `observers` in delivery order, rebuilt when it changes; declared first so its offset is static.
    @exclusivity(unchecked) private var snapshot = ObserverSnapshot()
    @exclusivity(unchecked) private var observers = ObserverBag<Element>()
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?

    /// What a subscription found under the lock.
    private enum SubscribeOutcome {
        case subscribed(BagKey)
        case stopped(Event<Element>)
        case disposed
    }

    /// Removes every observer (under the lock), handing them back to be released after it.
    private func takeObservers() -> ObserverBag<Element> {
        let taken = observers
        observers.removeAll()
        snapshot = ObserverSnapshot()
        return taken
    }

    /// A subject with no subscribers.
    public override init() {
        super.init()
    }

    public override var operatorName: String { "PublishSubject" }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// True once `dispose()` has run.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Broadcasts `event` to the current subscribers; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        let targets: ObserverBag<Element> = lock.performLocked {
            switch event {
            case .next:
                if disposed || stopped { return ObserverBag() }
                return observers
            case .error, .completed:
                // As in RxSwift, only the recorded terminal event is checked here: `dispose()` clears it, so
                // a terminal event sent after disposal is recorded and replayed to later subscribers.
                if stoppedEvent != nil { return ObserverBag() }
                stoppedEvent = event
                stopped = true
                return takeObservers()
            }
        }
        targets.dispatch(event)
    }

    /// Pushes an element to every observer without building an `Event`.
    public func onNext(_ element: Element) {
        let targets: ObserverSnapshot? = lock.performLocked {
            disposed || stopped ? nil : snapshot
        }
        targets?.dispatchNext(element, as: Element.self)
    }

    /// Subscribes without reporting a stage, for operators that use a subject internally. A stopped subject sends
    /// its terminal event at once, a disposed one `RxError.disposed` (after the lock, so the observer may
    /// re-enter the subject).
    override func subscribeUntraced<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let box = ConcreteObserverBox(observer)
        let outcome: SubscribeOutcome = lock.performLocked {
            if let stoppedEvent = stoppedEvent { return .stopped(stoppedEvent) }
            if disposed { return .disposed }
            let key = observers.insert(box)
            snapshot = ObserverSnapshot(observers)
            return .subscribed(key)
        }
        switch outcome {
        case .subscribed(let key):
            return SubscriptionDisposable(owner: self, key: key)
        case .stopped(let event):
            observer.on(event)
            return Disposables.create()
        case .disposed:
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        let removed: ObserverBox<Element>? = lock.performLocked {
            guard let removed = observers.removeKey(key) else { return nil }
            snapshot = ObserverSnapshot(observers)
            return removed
        }
        _ = removed
    }

    /// The subject itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every subscriber; later subscribers receive `RxError.disposed`.
    public func dispose() {
        let removed: ObserverBag<Element> = lock.performLocked {
            disposed = true
            stoppedEvent = nil
            return takeObservers()
        }
        _ = removed
    }
}
