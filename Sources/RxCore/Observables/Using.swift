extension ObservableType {
    /// Creates a resource per subscription and an observable that uses it; the resource is disposed right
    /// after the observable's subscription.
    ///
    /// A throwing factory fails the subscription with the error (the resource, if created, is still disposed).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory:
            @escaping (Resource) throws
            -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class Using<Element, Resource: Disposable>: Producer<Element> {
    let resourceFactory: () throws -> Resource
    let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override var operatorName: String { "using" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = UsingSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class UsingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func run<Resource>(_ parent: Using<Observer.Element, Resource>) -> Disposable {
        var resource: Disposable = Disposables.create()
        do {
            let created = try parent.resourceFactory()
            resource = created
            let source = try parent.observableFactory(created)
            return Disposables.create(source.subscribe(self), resource)
        } catch {
            return Disposables.create(Observable<Observer.Element>.error(error).subscribe(self), resource)
        }
    }

    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }
}
