import RxCore

extension Builtins {
    /// `flatMap flatMapFirst flatMapLatest concatMap`, whose closures must return observables, and
    /// `merge() merge(maxConcurrent:) concat() switchLatest()` on an observable of observables.
    @_optimize(none) static func registerFlattening(_ observable: HostType) {
        observable.operator("flatMap", .function()) { source, selector in
            source.flatMap(selector.observableSelector(for: "flatMap"))
        }
        observable.operator("flatMapFirst", .function()) { source, selector in
            source.flatMapFirst(selector.observableSelector(for: "flatMapFirst"))
        }
        observable.operator("flatMapLatest", .function()) { source, selector in
            source.flatMapLatest(selector.observableSelector(for: "flatMapLatest"))
        }
        observable.operator("concatMap", .function()) { source, selector in
            source.concatMap(selector.observableSelector(for: "concatMap"))
        }
        observable.operator("merge", .call) { source, call in
            InnerSources(source, operatorName: "merge", at: call.range).merge()
        }
        // RxSwift accepts any Int here, but a limit below 1 would never subscribe an inner.
        observable.operator("merge", .int("maxConcurrent") { $0 > 0 ? nil : .maxConcurrent }, .call) {
            source, limit, call in
            InnerSources(source, operatorName: "merge", at: call.range).merge(maxConcurrent: limit)
        }
        observable.operator("concat", .call) { source, call in
            InnerSources(source, operatorName: "concat", at: call.range).concat()
        }
        observable.operator("switchLatest", .call) { source, call in
            InnerSources(source, operatorName: "switchLatest", at: call.range).switchLatest()
        }
    }
}

/// An inner observable of an observable of observables, in the form RxCore's `merge()` and `switchLatest()` take.
struct InnerObservable: ObservableType {
    typealias Element = Value
    let observable: Observable<Value>

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Value {
        observable.subscribe(observer)
    }

    func asObservable() -> Observable<Value> { observable }
}

/// Sees an observable of script values as an observable of observables, so `merge()`, `concat()` and
/// `switchLatest()` run RxCore's own operators. It is no operator of its own: it adds no stage to the trace.
/// An element that is not an observable ends the sequence with an error pointing at the call.
private final class InnerSources: Observable<InnerObservable> {
    private let source: Observable<Value>
    private let name: String
    private let range: SourceRange?

    init(_ source: Observable<Value>, operatorName: String, at range: SourceRange?) {
        self.source = source
        self.name = operatorName
        self.range = range
    }

    override var operatorName: String { source.operatorName }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == InnerObservable {
        source.subscribe(InnerSourcesObserver(observer: observer, name: name, range: range))
    }
}

private final class InnerSourcesObserver<Observer: ObserverType>: ObserverType, TraceLinked
where Observer.Element == InnerObservable {
    private let observer: Observer
    private let name: String
    private let range: SourceRange?
    // Events to one observer are serialized, so this flag needs no lock.
    private var stopped = false

    init(observer: Observer, name: String, range: SourceRange?) {
        self.observer = observer
        self.name = name
        self.range = range
    }

    var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }

    func on(_ event: Event<Value>) {
        if stopped { return }
        switch event {
        case .next(let value):
            if case .object(let object) = value, let convertible = object as? ObservableConvertible {
                observer.on(.next(InnerObservable(observable: convertible.observable)))
            } else {
                stopped = true
                observer.on(.error(ScriptError(.innerNotObservable(name, got: value.typeName), at: range)))
            }
        case .error(let error):
            stopped = true
            observer.on(.error(error))
        case .completed:
            stopped = true
            observer.on(.completed)
        }
    }
}
