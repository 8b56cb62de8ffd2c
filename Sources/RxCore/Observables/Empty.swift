extension ObservableType {
    /// Completes at once, synchronously in `subscribe`.
    public static func empty() -> Observable<Element> { Empty() }

    /// Never sends any event.
    public static func never() -> Observable<Element> { NeverProducer() }

    /// Fails at once with `error`, synchronously in `subscribe`.
    public static func error(_ error: Swift.Error) -> Observable<Element> { ErrorProducer(error: error) }
}

/// A source whose whole life is a fixed list of events sent synchronously during `subscribe`.
class ImmediateEventsProducer<Element>: Producer<Element> {
    var events: [Event<Element>] { [] }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let tracer = StageTracing.tracer {
            return StageTracing.traceSubscription(of: self, observer: observer, tracer: tracer) { traced, stage in
                for event in self.events { traced.on(event) }
                if self.events.last?.isStopEvent == true { stage.reportDisposed() }
                return Disposables.create()
            }
        }
        for event in events { observer.on(event) }
        return Disposables.create()
    }
}

final class Empty<Element>: ImmediateEventsProducer<Element> {
    override var operatorName: String { "empty" }
    override var events: [Event<Element>] { [.completed] }
}

final class NeverProducer<Element>: ImmediateEventsProducer<Element> {
    override var operatorName: String { "never" }
}

final class ErrorProducer<Element>: ImmediateEventsProducer<Element> {
    private let error: Swift.Error
    init(error: Swift.Error) { self.error = error }
    override var operatorName: String { "error" }
    override var events: [Event<Element>] { [.error(error)] }
}
