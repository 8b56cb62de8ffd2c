extension ObservableType {
    /// Runs side effects at each lifecycle step; a throwing handler ends the sequence with that error.
    ///
    /// `onSubscribe` runs before subscribing upstream, `onSubscribed` after; `onDispose` runs after the upstream
    /// subscription is disposed. The `after…` handlers run after the event was forwarded.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Do(
            source: asObservable(),
            eventHandler: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            afterEventHandler: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

final class Do<Element>: Producer<Element> {
    typealias EventHandler = (Event<Element>) throws -> Void
    private let source: Observable<Element>
    let eventHandler: EventHandler
    let afterEventHandler: EventHandler
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, eventHandler: @escaping EventHandler, afterEventHandler: @escaping EventHandler,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.eventHandler = eventHandler
        self.afterEventHandler = afterEventHandler
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override var operatorName: String { "do" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        onSubscribe?()
        let sink = DoSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        onSubscribed?()
        let onDispose = self.onDispose
        let allSubscriptions = Disposables.create {
            subscription.dispose()
            onDispose?()
        }
        return (sink, allSubscriptions)
    }
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let parent: Do<Element>

    init(parent: Do<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        do {
            try parent.eventHandler(event)
            forwardOn(event)
            try parent.afterEventHandler(event)
            if event.isStopEvent { dispose() }
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }
}
