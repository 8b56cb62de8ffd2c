/// What an `Infallible` delivers: `next(element)` or `completed`.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension Infallible {
    /// The callback an `Infallible.create` body sends events through.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An `Infallible` whose `subscribe` body runs per subscription.
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> Disposable
    )
        -> Infallible<Element>
    {
        Infallible(
            Observable<Element>.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            })
    }
}
