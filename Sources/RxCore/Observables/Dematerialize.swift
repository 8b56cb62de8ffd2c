/// A value that carries an `Event`, so `dematerialize` can unwrap it.
public protocol EventConvertible {
    /// The type of the event's elements.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize`.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final class Dematerialize<EventElement: EventConvertible>: Producer<EventElement.Element> {
    private let source: Observable<EventElement>

    init(source: Observable<EventElement>) {
        self.source = source
    }

    override var operatorName: String { "dematerialize" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == EventElement.Element
    {
        let sink = DematerializeSink<EventElement, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class DematerializeSink<EventElement: EventConvertible, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == EventElement.Element {
    func on(_ event: Event<EventElement>) {
        switch event {
        case .next(let carried):
            let inner = carried.event
            forwardOn(inner)
            if inner.isStopEvent { dispose() }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
