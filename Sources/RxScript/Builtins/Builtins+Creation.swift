import RxCocoa
import RxCore

extension Builtins {
    /// `just of from range empty never error create`, each both as a global (`just(1)`) and on the
    /// `Observable` namespace (`Observable.just(1)`, `Observable<Int>.of(1, 2)`).
    static func registerCreation(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        let namespace = registry.namespace("Observable")
        let currentThread = Value.object(SchedulerObject(CurrentThreadScheduler.instance, name: "CurrentThreadScheduler"))
        func factory(_ signature: String, defaults: [String: Value] = [:],
                     _ body: @escaping (Arguments) throws -> Observable<Value>) {
            registry.function(signature, defaults: defaults) { arguments in .observable(try body(arguments)) }
            namespace.method(signature, defaults: defaults) { _, arguments in .observable(try body(arguments)) }
        }

        factory("just(_:)") { arguments in .just(arguments[0]) }
        factory("just(_:scheduler:)") { arguments in .just(arguments[0], scheduler: try arguments.scheduler(1)) }
        factory("of(_:...scheduler:)", defaults: ["scheduler": currentThread]) { arguments in
            .sequence(try arguments.array(0), named: "of", scheduler: try arguments.scheduler(1))
        }
        factory("from(_:scheduler:)", defaults: ["scheduler": currentThread]) { arguments in
            .from(try arguments.array(0), scheduler: try arguments.scheduler(1))
        }
        factory("from(optional:)") { arguments in arguments[0].isNil ? .empty() : .just(arguments[0]) }
        factory("range(_:_:)") { arguments in try range(arguments, scheduler: CurrentThreadScheduler.instance) }
        factory("range(start:count:scheduler:)", defaults: ["scheduler": currentThread]) { arguments in
            try range(arguments, scheduler: try arguments.scheduler(2))
        }
        factory("empty()") { _ in .empty() }
        factory("never()") { _ in .never() }
        factory("error(_:)") { arguments in .error(try arguments.error(0)) }
        factory("create(_:)") { arguments in
            monitored(create(try arguments.function(0)), "create", arguments, context: context)
        }
    }

    /// A source whose body runs per subscription, counted and watched for repeated side effects.
    static func monitored(_ source: Observable<Value>, _ name: String, _ arguments: Arguments,
                          context: ScriptContext) -> Observable<Value> {
        let place = arguments.callRange.map { " at \($0)" } ?? ""
        return SideEffectMonitor(source, label: name + place, screen: context.runtime.screen,
                                 warnsOnRepeat: name != "deferred")
    }

    /// `count` integers from `start`, emitted as script values but traced as `range`.
    private static func range(_ arguments: Arguments, scheduler: ImmediateSchedulerType) throws -> Observable<Value> {
        let start = try arguments.int(0)
        let count = try arguments.int(1)
        guard count >= 0 else { throw arguments.failure(.negativeCount("range"), at: 1) }
        guard count == 0 || !start.addingReportingOverflow(count - 1).overflow else {
            throw arguments.failure(.overflow("range"), at: 1)
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
