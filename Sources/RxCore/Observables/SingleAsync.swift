extension ObservableType {
    /// Passes the only element at once; fails with `RxError.moreThanOneElement` at a second element and with
    /// `RxError.noElements` if the source completes empty.
    public func single() -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: nil)
    }

    /// Like `single()`, counting only the elements that satisfy `predicate`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: predicate)
    }
}

final class SingleAsync<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool
    private let source: Observable<Element>
    let predicate: Predicate?

    init(source: Observable<Element>, predicate: Predicate?) {
        self.source = source
        self.predicate = predicate
    }

    override var operatorName: String { "single" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = SingleAsyncSink(predicate: predicate, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class SingleAsyncSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Predicate = (Observer.Element) throws -> Bool
    private let predicate: Predicate?
    private var seenValue = false

    init(predicate: Predicate?, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                if let predicate, try !predicate(element) { return }
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if seenValue {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            seenValue = true
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(seenValue ? .completed : .error(RxError.noElements))
            dispose()
        }
    }
}
