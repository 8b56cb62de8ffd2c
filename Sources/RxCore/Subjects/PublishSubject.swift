/// A subject that sends each event only to the observers subscribed at that moment.
///
/// After a terminal event, new subscribers immediately receive that terminal event; after `dispose()`,
/// they receive `RxError.disposed`.
public final class PublishSubject<Element>: StageReportingObservable<Element>, SubjectType, ObserverType, Cancelable,
    SynchronizedUnsubscribeType
{
    /// The observer side is the subject itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RecursiveLock()
    /// `observers` in delivery order, rebuilt when it changes; declared first so its offset is static.
    @exclusivity(unchecked) private var snapshot = ObserverSnapshot()
    private var observers = ObserverBag<Element>() {
        didSet { snapshot = ObserverSnapshot(observers) }
    }
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var stopped = false
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?

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
                let targets = observers
                observers.removeAll()
                return targets
            }
        }
        targets.dispatch(event)
    }

    /// Subscribes `observer` to future events; a stopped subject sends its terminal event at once.
    /// Pushes an element to every observer without building an `Event`.
    public func onNext(_ element: Element) {
        lock.lock()
        if disposed || stopped {
            lock.unlock()
            return
        }
        let targets = snapshot
        lock.unlock()
        targets.dispatchNext(element, as: Element.self)
    }

    /// Subscribes without reporting a stage, for operators that use a subject internally.
    override func subscribeUntraced<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.performLocked {
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            let key = observers.insert(ConcreteObserverBox(observer))
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked { _ = observers.removeKey(key) }
    }

    /// The subject itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every subscriber; later subscribers receive `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
