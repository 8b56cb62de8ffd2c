import RxCore

/// `bind(to:)` for observers, as RxCocoa has it: every event, errors included, goes to each observer.
extension ObservableType {
    /// Subscribes every observer to all of this sequence's events, errors included.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Subscribes every observer of optional elements to all of this sequence's events, errors included.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }
}
