/// A subject that holds a current value and sends it to each new subscriber, then every later event.
///
/// After a terminal event, new subscribers receive only that terminal event, not the last value.
public final class BehaviorSubject<Element>: StageReportingObservable<Element>, SubjectType, ObserverType, Cancelable,
    SynchronizedUnsubscribeType
{
    /// The observer side is the subject itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let lock = RecursiveLock()
    @exclusivity(unchecked) private var element: Element
    @exclusivity(unchecked) private var observers = ObserverBag<Element>()
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
    }

    public override var operatorName: String { "BehaviorSubject" }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// True once `dispose()` has run.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The current value; throws the error the subject failed with, or `RxError.disposed`.
    public func value() throws -> Element {
        try lock.performLocked {
            if disposed { throw RxError.disposed(object: self) }
            if let error = stoppedEvent?.error { throw error }
            return element
        }
    }

    /// The current value without the terminal checks, for `BehaviorRelay`, whose subject never stops.
    var currentValue: Element { lock.performLocked { element } }

    /// Records a `next` as the current value and broadcasts the event; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        let targets: ObserverBag<Element> = lock.performLocked {
            if disposed || stoppedEvent != nil { return ObserverBag() }
            switch event {
            case .next(let value): element = value
            case .error, .completed: stoppedEvent = event
            }
            return observers
        }
        targets.dispatch(event)
    }

    /// Subscribes `observer`, sending it the current value first; a stopped subject sends only its terminal event.
    override func subscribeUntraced<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The current value is sent while holding the (recursive) lock, so a concurrent `onNext` cannot
        // slip in between; a re-entrant `onNext` from the observer's own handler is still allowed.
        lock.performLocked {
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(ConcreteObserverBox(observer))
            observer.on(.next(element))
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked {
            if disposed { return }
            _ = observers.removeKey(key)
        }
    }

    /// The subject itself.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every subscriber; later subscribers and `value()` get `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
