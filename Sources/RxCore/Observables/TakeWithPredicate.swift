/// Whether `take(while:)` / `take(until:)` also emit the element that ended the sequence.
public enum TakeBehavior {
    /// Emit the element that ended the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ended the sequence.
    case exclusive
}

extension ObservableType {
    /// Passes elements while `predicate` holds; completes at the first element that fails it.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, name: "take(while:)") { try !predicate($0) }
    }

    /// Passes elements until `predicate` holds; completes at the first element that satisfies it.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, name: "take(until:)", predicate: predicate)
    }

    /// Deprecated RxSwift spelling of `take(while:)`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Deprecated RxSwift spelling of `take(until:behavior:)`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(
        _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
    )
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }
}

final class TakeUntilPredicate<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool
    private let source: Observable<Element>
    let predicate: Predicate
    let behavior: TakeBehavior
    private let name: String

    init(source: Observable<Element>, behavior: TakeBehavior, name: String, predicate: @escaping Predicate) {
        self.source = source
        self.behavior = behavior
        self.name = name
        self.predicate = predicate
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let parent: TakeUntilPredicate<Observer.Element>
    private var running = true

    init(parent: TakeUntilPredicate<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            guard running else { return }
            do {
                running = try !parent.predicate(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if running {
                forwardOn(event)
            } else {
                if parent.behavior == .inclusive { forwardOn(event) }
                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
