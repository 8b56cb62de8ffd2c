import RxCore

/// RxCocoa's `ControlEvent`: a control's events as an observable that never errors, subscribes and observes
/// on main, and completes when its control goes away. It has no current value.
public struct ControlEvent<PropertyType>: ObservableType {
    public typealias Element = PropertyType
    private let events: Observable<PropertyType>

    /// Wraps `events`, subscribing on `scheduler` (main).
    public init<Events: ObservableType>(events: Events, scheduler: ImmediateSchedulerType = MainScheduler.instance)
    where Events.Element == PropertyType {
        self.events = events.asObservable().subscribe(on: scheduler)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == PropertyType {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<PropertyType> { events }

    /// Itself.
    public func asControlEvent() -> ControlEvent<PropertyType> { self }
}
