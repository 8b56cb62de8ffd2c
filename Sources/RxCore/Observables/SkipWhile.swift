extension ObservableType {
    /// Drops elements while `predicate` holds, then passes every element from the first that fails it.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// Deprecated RxSwift spelling of `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

final class SkipWhile<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool
    private let source: Observable<Element>
    let predicate: Predicate

    init(source: Observable<Element>, predicate: @escaping Predicate) {
        self.source = source
        self.predicate = predicate
    }

    override var operatorName: String { "skip(while:)" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Predicate = (Observer.Element) throws -> Bool
    private let predicate: Predicate
    private var passing = false

    init(predicate: @escaping Predicate, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            if !passing {
                do {
                    passing = try !predicate(element)
                } catch {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            if passing { forwardOn(event) }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
