/// Supports push-style iteration over an observable sequence.
public protocol ObserverType {
    /// The type of elements observed.
    associatedtype Element

    /// Notifies the observer of a sequence event.
    func on(_ event: Event<Element>)

    /// Notifies the observer of the next element; the same as `on(.next(element))`.
    ///
    /// A requirement (not only an extension) so hot observers can take elements without building an `Event`:
    /// in unspecialized generic code each `Event<Element>` costs a metadata lookup and enum witness calls.
    func onNext(_ element: Element)

    /// Notifies the observer that the sequence completed; the same as `on(.completed)` (a requirement for
    /// the same reason as `onNext`).
    func onCompleted()
}

extension ObserverType {
    /// Sends `next(element)`.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `completed`.
    @inlinable public func onCompleted() { on(.completed) }
    /// Sends `error(error)`.
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements before sending them here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

/// A type-erased observer.
public struct AnyObserver<Element>: ObserverType {
    /// The function events are sent to.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler
    /// The wrapped observer's own `onNext`, so elements reach it without an `Event` (in unspecialized code each
    /// `Event` costs a generic metadata lookup). Not optional: calling an optional closure copied (retained and
    /// released) it on every element.
    @usableFromInline let nextHandler: (Element) -> Void

    /// An observer that calls `eventHandler` for every event.
    public init(eventHandler: @escaping EventHandler) {
        observer = eventHandler
        nextHandler = { eventHandler(.next($0)) }
    }

    /// An observer from its two entry points, for a sink that hands itself out: closures that call the sink's own
    /// methods directly, where `init(_:)` goes through a partial application and the protocol's witness.
    init(on: @escaping EventHandler, onNext: @escaping (Element) -> Void) {
        observer = on
        nextHandler = onNext
    }

    /// Wraps another observer.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
        nextHandler = observer.onNext
    }

    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    @inlinable public func onNext(_ element: Element) { nextHandler(element) }

    public func asObserver() -> AnyObserver<Element> { self }
}
