import RxCore

/// RxTest's virtual-time scheduler: integer ticks of one second, with the `+1` processing delay for work
/// scheduled now or in the past.
public final class TestScheduler: VirtualTimeScheduler {
    /// RxTest's default times for `start`.
    public enum Defaults {
        public static let created = 100
        public static let subscribed = 200
        public static let disposed = 1000
    }

    public override init(initialClock: Int = 0, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        super.init(
            initialClock: initialClock, resolution: resolution,
            simulateProcessingDelay: simulateProcessingDelay)
    }

    /// A hot observable that sends `events` at their absolute times, whoever is subscribed.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` at their offsets from each subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at exactly `time` (no processing delay).
    public func scheduleAt(_ time: Int, action: @escaping () -> Void) {
        _ = scheduleAt(time, label: nil) {
            action()
            return Disposables.create()
        }
    }

    /// Creates the observable at `created`, subscribes at `subscribed`, disposes at `disposed`, runs the clock,
    /// and returns what the observer recorded.
    public func start<Element>(
        created: Int, subscribed: Int, disposed: Int,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source!.subscribe(observer) }
        scheduleAt(disposed) { subscription!.dispose() }
        start()
        return observer
    }

    /// `start` with created 100 and subscribed 200.
    public func start<Element>(
        disposed: Int, create: @escaping () -> Observable<Element>
    )
        -> TestableObserver<Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with created 100, subscribed 200 and disposed 1000.
    public func start<Element>(_ create: @escaping () -> Observable<Element>) -> TestableObserver<Element> {
        start(
            created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
            create: create)
    }
}
