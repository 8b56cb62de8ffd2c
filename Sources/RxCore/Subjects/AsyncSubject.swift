/// A subject that emits only the last element, and only once the source completes.
///
/// On completion its subscribers get `next(last)` then `completed` (just `completed` with no element);
/// on error, just the error. Later subscribers get the same ending at once.
public final class AsyncSubject<Element>: StageReportingObservable<Element>, SubjectType, ObserverType, Cancelable,
    SynchronizedUnsubscribeType
{
    /// The observer side is the subject itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = RecursiveLock()
    @exclusivity(unchecked) private var observers = ObserverBag<Element>()
    @exclusivity(unchecked) private var lastElement: Element?
    @exclusivity(unchecked) private var disposed = false
    /// `next(last)` when it completed with an element (delivered as `next` + `completed`), else the terminal event.
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?

    /// A subject that has seen nothing yet.
    public override init() {
        super.init()
    }

    public override var operatorName: String { "AsyncSubject" }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// True once `dispose()` has run.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Remembers a `next`; on a terminal event, delivers the ending to the current subscribers.
    public func on(_ event: Event<Element>) {
        let (targets, ending): (ObserverBag<Element>, Event<Element>?) = lock.performLocked {
            if disposed || stoppedEvent != nil { return (ObserverBag(), nil) }
            switch event {
            case .next(let element):
                lastElement = element
                return (ObserverBag(), nil)
            case .error:
                stoppedEvent = event
            case .completed:
                stoppedEvent = lastElement.map { .next($0) } ?? .completed
            }
            let targets = observers
            observers.removeAll()
            return (targets, stoppedEvent)
        }
        guard let ending else { return }
        // Every observer gets `next(last)` before any of them gets `completed`, as in RxSwift.
        targets.dispatch(ending)
        if case .next = ending { targets.dispatch(Event<Element>.completed) }
    }

    /// Subscribes `observer` to the ending; a stopped subject sends it at once.
    override func subscribeUntraced<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.performLocked {
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            if let stoppedEvent {
                observer.on(stoppedEvent)
                if case .next = stoppedEvent { observer.on(.completed) }
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
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Drops every subscriber and the remembered element; later subscribers receive `RxError.disposed`.
    ///
    /// RxSwift's `AsyncSubject` has no `dispose()`; this one behaves like the other subjects'.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            lastElement = nil
            stoppedEvent = nil
        }
    }
}
