import RxCore

extension Builtins {
    /// `deferred generate from(optional:scheduler:) repeatElement interval timer using`, as globals (`interval(300ms)`) and on the
    /// `Observable` namespace (`Observable<Int>.interval(.milliseconds(300), scheduler: MainScheduler.instance)`).
    /// Timed factories run on `main` unless given a `scheduler:`.
    @_optimize(none) static func registerFactories(_ registry: HostRegistry, context: ScriptContext) {
        let main = Value.object(SchedulerObject(name: "main") { [runtime = context.runtime] in runtime.main })
        let currentThread = Value.object(
            SchedulerObject(
                CurrentThreadScheduler.instance,
                name: "CurrentThreadScheduler"))

        registry.observableFactory("deferred", .function(), .call) { factory, call in
            monitored(
                Observable<Value>.deferred {
                    try factory.observableResult(of: factory.call(), for: "deferred")
                }, "deferred", at: call.range, context: context)
        }
        // The scheduler is read after both closures, as before.
        let generateScheduler = HostParameter<ImmediateSchedulerType>.scheduler(default: currentThread).deferred()
        registry.observableFactory(
            "generate", .value("initialState"), .function("condition"), generateScheduler,
            .function("iterate")
        ) { initialState, condition, scheduler, iterate in
            Observable<Value>.generate(
                initialState: initialState, condition: condition.predicate(for: "generate"),
                scheduler: try scheduler()
            ) { try iterate.call($0) }
        }
        registry.observableFactory("from", .value("optional"), .scheduler()) { element, scheduler in
            Observable<Value>.from(optional: element.isNil ? .none : .some(element.unwrappedOnce), scheduler: scheduler)
        }
        registry.observableFactory("repeatElement", .value(), .scheduler(default: currentThread)) {
            element, scheduler in
            Observable<Value>.repeatElement(element, scheduler: scheduler)
        }
        registry.observableFactory("interval", .interval(), .timedScheduler(default: main)) { period, scheduler in
            Observable<Int>.interval(period, scheduler: scheduler).values(Value.int)
        }
        // The period is read first, then the due time, then the scheduler, as before.
        let dueTime = HostParameter<RxTimeInterval>.interval().deferred()
        let timerScheduler = HostParameter<SchedulerType>.timedScheduler(default: main).deferred()
        registry.observableFactory("timer", dueTime, .optionalInterval("period", default: .nil), timerScheduler) {
            dueTime, period, scheduler in
            Observable<Int>.timer(try dueTime(), period: period, scheduler: try scheduler()).values(Value.int)
        }
        registry.observableFactory("using", .function(), .function("observableFactory")) {
            resourceFactory, observableFactory in
            Observable<Value>.using(
                { () throws -> ScriptResource in
                    let resource = try resourceFactory.call()
                    guard case .object(let object as DisposableObject) = resource else {
                        throw ScriptError(
                            .closureResult("using", expected: "a Disposable", got: resource.typeName),
                            at: resourceFactory.sourceRange)
                    }
                    return ScriptResource(value: resource, disposable: object.disposable)
                },
                observableFactory: { resource in
                    try observableFactory.observableResult(of: observableFactory.call(resource.value), for: "using")
                })
        }
    }
}

/// The resource a `using` resource factory made: the script value handed to the observable factory, and
/// the disposable `using` disposes after the observable's subscription.
private final class ScriptResource: Disposable {
    let value: Value
    private let disposable: Disposable

    init(value: Value, disposable: Disposable) {
        self.value = value
        self.disposable = disposable
    }

    func dispose() { disposable.dispose() }
}
