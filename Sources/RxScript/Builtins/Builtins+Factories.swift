import RxCore

extension Builtins {
    /// `deferred generate from(optional:scheduler:) repeatElement interval timer using`, as globals (`interval(300ms)`) and on the
    /// `Observable` namespace (`Observable<Int>.interval(.milliseconds(300), scheduler: MainScheduler.instance)`).
    /// Timed factories run on `main` unless given a `scheduler:`.
    static func registerFactories(_ registry: HostRegistry, context: ScriptContext) {
        let namespace = registry.namespace("Observable")
        let main = Value.object(SchedulerObject(name: "main") { [runtime = context.runtime] in runtime.main })
        let currentThread = Value.object(SchedulerObject(CurrentThreadScheduler.instance,
                                                         name: "CurrentThreadScheduler"))
        func factory(_ signature: String, defaults: [String: Value] = [:],
                     _ body: @escaping (Arguments) throws -> Observable<Value>) {
            registry.function(signature, defaults: defaults) { arguments in .observable(try body(arguments)) }
            namespace.method(signature, defaults: defaults) { _, arguments in .observable(try body(arguments)) }
        }

        factory("deferred(_:)") { arguments in
            let factory = try arguments.function(0)
            return monitored(Observable<Value>.deferred {
                try factory.observableResult(of: factory.call(), for: "deferred")
            }, "deferred", arguments, context: context)
        }
        factory("generate(initialState:condition:scheduler:iterate:)",
                defaults: ["scheduler": currentThread]) { arguments in
            let condition = try arguments.function(1).predicate(for: "generate")
            let iterate = try arguments.function(3)
            return Observable<Value>.generate(initialState: arguments[0], condition: condition,
                                              scheduler: try arguments.scheduler(2)) { try iterate.call($0) }
        }
        factory("from(optional:scheduler:)") { arguments in
            let element: Value? = arguments[0].isNil ? .none : .some(arguments[0])
            return Observable<Value>.from(optional: element, scheduler: try arguments.scheduler(1))
        }
        factory("repeatElement(_:scheduler:)", defaults: ["scheduler": currentThread]) { arguments in
            Observable<Value>.repeatElement(arguments[0], scheduler: try arguments.scheduler(1))
        }
        factory("interval(_:scheduler:)", defaults: ["scheduler": main]) { arguments in
            Observable<Int>.interval(try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
                .values(Value.int)
        }
        factory("timer(_:period:scheduler:)", defaults: ["period": .nil, "scheduler": main]) { arguments in
            let period = arguments[1].isNil ? nil : try arguments.interval(1)
            return Observable<Int>.timer(try arguments.interval(0), period: period,
                                         scheduler: try arguments.timedScheduler(2)).values(Value.int)
        }
        factory("using(_:observableFactory:)") { arguments in
            let resourceFactory = try arguments.function(0)
            let observableFactory = try arguments.function(1)
            return Observable<Value>.using({ () throws -> ScriptResource in
                let resource = try resourceFactory.call()
                guard case .object(let object as DisposableObject) = resource else {
                    throw ScriptError(.closureResult("using", expected: "a Disposable", got: resource.typeName),
                                      at: resourceFactory.sourceRange)
                }
                return ScriptResource(value: resource, disposable: object.disposable)
            }, observableFactory: { resource in
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
