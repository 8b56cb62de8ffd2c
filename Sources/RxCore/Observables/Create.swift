import Synchronization

extension Observable {
    /// An observable whose `subscribe` runs `subscribe(observer)` for every subscription.
    ///
    /// After the first terminal event later events are dropped and the returned disposable is disposed,
    /// even when the terminal event happened before the closure returned.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    /// `create`, reported to stage tracing as `name` (a source built on it, such as a marble diagram's `cold`).
    public static func create(
        named name: String,
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
    ) -> Observable<Element> {
        AnonymousObservable(subscribe, name: name)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable
    let subscribeHandler: SubscribeHandler
    private let name: String

    init(_ subscribeHandler: @escaping SubscribeHandler, name: String = "create") {
        self.subscribeHandler = subscribeHandler
        self.name = name
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let stopped = Atomic<Bool>(false)

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return }
            forwardOn(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardOn(event)
            dispose()
        }
    }

    func onNext(_ element: Element) {
        if stopped.load(ordering: .acquiring) { return }
        forwardNext(element)
    }

    func run(_ parent: AnonymousObservable<Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(on: { self.on($0) }, onNext: { self.onNext($0) }))
    }
}
