/// A `BehaviorSubject` that never terminates: it holds a current value and only accepts elements.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        subject.currentValue
    }

    /// Makes `element` the current value and sends it to the current subscribers.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// Subscribes `observer`, sending it the current value first.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer, for: self, named: "BehaviorRelay")
    }

    /// The underlying subject as an observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
