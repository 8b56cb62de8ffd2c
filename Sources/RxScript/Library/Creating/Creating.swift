import RxCocoa
import RxCore

extension HostRegistry {
    /// Registers an observable factory from its declared parameters as a global (`just(1)`), on the `Observable`
    /// namespace (`Observable.just(1)`) and, unless `implicit` is false, as an implicit member, for where Swift
    /// infers the type (`return .just([])` in a `flatMap` closure).
    func observableFactory<each Parameter>(
        _ name: String, _ parameters: repeat HostParameter<each Parameter>, implicit: Bool = true,
        body: @escaping (repeat each Parameter) throws -> Observable<Value>
    ) {
        function(name, repeat each parameters) { (values: repeat each Parameter) in
            .observable(try body(repeat each values))
        }
        let tables = [namespace("Observable")] + (implicit ? [implicitMembers] : [])
        for table in tables {
            table.method(name, repeat each parameters) { (_: Value, values: repeat each Parameter) in
                .observable(try body(repeat each values))
            }
        }
    }
}

extension Builtins {
    /// `just of from range empty never error create`, each both as a global (`just(1)`) and on the
    /// `Observable` namespace (`Observable.just(1)`, `Observable<Int>.of(1, 2)`).
    @_optimize(none) static func registerCreation(
        _ registry: HostRegistry, observable: HostType, context: ScriptContext
    ) {
        let currentThread = Value.object(
            SchedulerObject(
                CurrentThreadScheduler.instance,
                name: "CurrentThreadScheduler"))

        registry.observableFactory("just", .value()) { element in .just(element) }
        registry.observableFactory("just", .value(), .scheduler()) { element, scheduler in
            .just(element, scheduler: scheduler)
        }
        registry.observableFactory("of", .variadic(), .scheduler(default: currentThread)) { elements, scheduler in
            .sequence(FloatingNumber.homogenized(elements), named: "of", scheduler: scheduler)
        }
        registry.observableFactory("from", .array(), .scheduler(default: currentThread)) { elements, scheduler in
            .from(elements, scheduler: scheduler)
        }
        registry.observableFactory("from", .value("optional")) { element in element.isNil ? .empty() : .just(element) }
        registry.observableFactory("range", .int(), .count(for: "range"), .call) { start, count, call in
            try range(start, count, call, scheduler: CurrentThreadScheduler.instance)
        }
        // The scheduler is read before the bounds, as before.
        let start = HostParameter<Int>.int("start").deferred()
        let count = HostParameter<Int>.count("count", for: "range").deferred()
        registry.observableFactory("range", start, count, .scheduler(default: currentThread), .call) {
            start, count, scheduler, call in
            try range(try start(), try count(), call, scheduler: scheduler)
        }
        registry.observableFactory("empty") { .empty() }
        registry.observableFactory("never") { .never() }
        // `.error(e)` is an event; where an observable is expected it becomes one (`Value.asExpectedObservable`).
        registry.observableFactory("error", .error(), implicit: false) { error in .error(error) }
        registry.observableFactory("create", .function(), .call) { body, call in
            monitored(create(body), "create", at: call.range, context: context)
        }
    }

    /// A source whose body runs per subscription, counted and watched for repeated side effects; `range` is the
    /// call that made it.
    static func monitored(
        _ source: Observable<Value>, _ name: String, at range: SourceRange?,
        context: ScriptContext
    ) -> Observable<Value> {
        let place = range.map { " at \($0)" } ?? ""
        return SideEffectMonitor(
            source, label: name + place, screen: context.runtime.screen,
            warnsOnRepeat: name != "deferred")
    }

    /// `count` integers from `start`, emitted as script values but traced as `range`; `count` is not negative.
    private static func range(
        _ start: Int, _ count: Int, _ call: HostCall,
        scheduler: ImmediateSchedulerType
    ) throws -> Observable<Value> {
        guard count == 0 || !start.addingReportingOverflow(count - 1).overflow else {
            throw call.failure(.overflow("range"), at: 1)
        }
        return .integers(from: start, count: count, named: "range", scheduler: scheduler) { .int($0) }
    }

    /// `create { observer in … }`: the closure runs once per subscription; an error it throws becomes an
    /// `error` event; it may return a disposable (`disposable { … }`, `Disposables.create()`) or nothing.
    static func create(_ body: Function) -> Observable<Value> {
        Observable<Value>.create { observer in
            do {
                let result = try body.call(.object(ObserverObject(observer)))
                if case .object(let object) = result, let disposable = object as? DisposableObject {
                    return disposable.disposable
                }
                return Disposables.create()
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}
