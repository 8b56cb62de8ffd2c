/// A `PublishSubject` that never terminates: it only accepts elements.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {}

    /// Sends `element` to the current subscribers.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer, for: self, named: "PublishRelay")
    }

    /// The underlying subject as an observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
