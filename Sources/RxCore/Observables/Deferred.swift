extension ObservableType {
    /// Calls `observableFactory` on every subscription and subscribes to the observable it returns.
    ///
    /// A throwing factory fails that subscription with the error.
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>
    )
        -> Observable<Element>
    {
        Deferred(observableFactory: observableFactory)
    }
}

final class Deferred<Element>: Producer<Element> {
    typealias Factory = () throws -> Observable<Element>
    private let observableFactory: Factory

    init(observableFactory: @escaping Factory) {
        self.observableFactory = observableFactory
    }

    override var operatorName: String { "deferred" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = DeferredSink(observer: observer, cancel: cancel)
        let subscription = sink.run(observableFactory)
        return (sink, subscription)
    }
}

private final class DeferredSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func run(_ factory: () throws -> Observable<Observer.Element>) -> Disposable {
        do {
            return try factory().subscribe(self)
        } catch {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}
