/// Represents a push-style sequence.
public protocol ObservableType: ObservableConvertibleType {
    /// The type of elements in the sequence.
    associatedtype Element

    /// Subscribes `observer` to receive this sequence's events; disposing the result cancels the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element

    /// This sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

extension ObservableType {
    /// Wraps any observable type in an `Observable` through `create`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
