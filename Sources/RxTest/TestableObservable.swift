import RxCore

/// A test source with recorded events and a log of its subscriptions.
///
/// Like RxTest's, it is an `ObservableType` but not an `Observable`: operators reach it through
/// `asObservable()` (a `create`), so a terminal event ends the logged subscription at once.
public class TestableObservable<Element>: ObservableType {
    /// The scheduler it runs on.
    public let scheduler: TestScheduler
    /// The events it sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// When it was subscribed and unsubscribed.
    public internal(set) var subscriptions: [Subscription] = []

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("Abstract method")
    }

    func recordUnsubscribe(_ index: Int) {
        let start = subscriptions[index].subscribe
        subscriptions[index] = Subscription(start, scheduler.clock)
    }
}

/// Sends its events at their absolute times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for entry in self.observers { entry.observer.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key, AnyObserver(observer)))
        subscriptions.append(Subscription(scheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.observers.removeAll { $0.key == key }
            self.recordUnsubscribe(index)
        }
    }
}

/// Sends its events at their offsets from each subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscriptions.append(Subscription(scheduler.clock))
        let index = subscriptions.count - 1
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            let item = scheduler.scheduleAt(scheduler.clock + recorded.time) {
                observer.on(recorded.value)
                return Disposables.create()
            }
            _ = scheduled.insert(item)
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.recordUnsubscribe(index)
        }
    }
}
