extension ObservableType {
    /// Passes the elements that satisfy `predicate`; a throwing predicate ends the sequence with that error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }

    /// Drops every element, passing only the terminal event; the result's type is `Never`, as in RxSwift 6.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable(), name: "ignoreElements")
    }

    /// `ignoreElements()` typed with any element type: a sequence without elements fits every type.
    /// For dynamically typed hosts (RxScript), whose observables all carry one element type.
    public func ignoreElements<Result>(as resultType: Result.Type) -> Observable<Result> {
        IgnoreElements(source: asObservable(), name: "ignoreElements")
    }
}

final class Filter<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool
    private let source: Observable<Element>
    private let predicate: Predicate

    init(source: Observable<Element>, predicate: @escaping Predicate) {
        self.source = source
        self.predicate = predicate
    }

    override var operatorName: String { "filter" }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = FilterSink<Element, Observer>(predicate: predicate, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class FilterSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element {
    typealias Predicate = (Element) throws -> Bool
    private let predicate: Predicate

    init(predicate: @escaping Predicate, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    @inline(__always)
    func onNext(_ element: Element) {
        let passes: Bool
        do {
            passes = try predicate(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if passes { forwardNext(element) }
    }

    func onCompleted() {
        forwardCompletedAndDispose()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// `ignoreElements`, and `asCompletable` under its own name.
final class IgnoreElements<Element, Result>: Producer<Result> {
    private let source: Observable<Element>
    private let name: String

    init(source: Observable<Element>, name: String) {
        self.source = source
        self.name = name
    }

    override var operatorName: String { name }

    override func run<Observer: ObserverType>(
        _ observer: Observer, cancel: Cancelable
    )
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result
    {
        let sink = IgnoreElementsSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink, subscription)
    }
}

private final class IgnoreElementsSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            return
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
