import RxCore

extension Builtins {
    /// `bind(to:)` (observers, subjects and relays, variadic), `bind(onNext:)`, RxCocoa's
    /// `asDriver(onErrorJustReturn:)` / `asDriver(onErrorDriveWith:)` / `asDriver(onErrorRecover:)`, and `drive`.
    /// Each binding or drive is a top-level subscription, traced as `#N` like `subscribe()`.
    static func registerBinding(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        observable.method("bind(to:...)") { receiver, arguments in
            try subscribeTargets(try Builtins.observable(receiver, arguments), arguments.array(0), arguments,
                                 context: context)
        }
        observable.method("bind(onNext:)") { receiver, arguments in
            let source = try Builtins.observable(receiver, arguments)
            let onNext = try arguments.function(0)
            let place = arguments.callRange
            return .disposable(context.runtime.tracer.subscribe(
                source, expression: place?.text ?? "bind",
                onNext: { value in context.guarded { _ = try onNext.call(value) } },
                onError: { error in context.reportError(ScriptError(.bindingError(nil, error), at: place)) }))
        }

        let main = context.runtime.main
        func driver(_ signature: String,
                    _ recover: @escaping (Observable<Value>, Arguments) throws -> Observable<Value>) {
            observable.method(signature) { receiver, arguments in
                // RxCocoa's order: deliver on main first, then recover, then share the latest element.
                let delivered = try Builtins.observable(receiver, arguments).observe(on: main)
                return .object(DriverObject(try recover(delivered, arguments).share(replay: 1, scope: .whileConnected)))
            }
        }
        driver("asDriver(onErrorJustReturn:)") { source, arguments in source.catchAndReturn(arguments[0]) }
        driver("asDriver(onErrorDriveWith:)") { source, arguments in
            let fallback = try arguments.observable(0)
            return source.catch { _ in fallback }
        }
        driver("asDriver(onErrorRecover:)") { source, arguments in
            let recover = try arguments.function(0).observableSelector(for: "asDriver(onErrorRecover:)")
            return source.catch { error in try recover(.error(error)) }
        }

        registry.type(for: DriverObject.self, name: "Driver", parent: observable)
        // On every observable, not only drivers: RxCocoa's `driver.map { … }` is still a Driver (its operators
        // add no sharing), and here it is a plain observable, so `driver.map { … }.drive(…)` must work too.
        observable.method("drive(_:...)") { receiver, arguments in
            try subscribeTargets(try Builtins.observable(receiver, arguments), arguments.array(0), arguments,
                                 context: context)
        }
        observable.method("drive(onNext:onCompleted:onDisposed:)",
                          defaults: ["onNext": nil, "onCompleted": nil, "onDisposed": nil]) { receiver, arguments in
            let source = try Builtins.observable(receiver, arguments)
            let onNext = try arguments.optionalFunction(0)
            let onCompleted = try arguments.optionalFunction(1)
            let onDisposed = try arguments.optionalFunction(2)
            return .disposable(context.runtime.tracer.subscribe(
                source, expression: arguments.callRange?.text ?? "drive",
                onNext: onNext.map { handler in { value in context.guarded { _ = try handler.call(value) } } },
                onCompleted: onCompleted.map { handler in { context.guarded { _ = try handler.call() } } },
                onDisposed: onDisposed.map { handler in { context.guarded { _ = try handler.call() } } }))
        }
    }

    /// Subscribes `source` as a traced top-level subscription that feeds every target: observers and subjects
    /// get every event (as RxCocoa's `bind(to:)` sends them); relays accept elements, ignore completion, and
    /// report an error as RxRelay's binding error.
    static func subscribeTargets(_ source: Observable<Value>, _ targets: [Value], _ arguments: Arguments,
                                 context: ScriptContext) throws -> Value {
        var observers: [AnyObserver<Value>] = []
        var relays: [RelayObject] = []
        for (position, target) in targets.enumerated() {
            switch target {
            case .object(let relay as RelayObject): relays.append(relay)
            case .object(let object as ObserverConvertible): observers.append(object.observer)
            default:
                let message = DiagnosticMessage.argumentType("\(position + 1)", of: arguments.signature.description,
                                                             expected: "an observer, subject or relay",
                                                             got: target.typeName)
                throw arguments.failure(message, at: 0)
            }
        }
        let place = arguments.callRange
        let subscription = context.runtime.tracer.subscribe(
            source, expression: place?.text ?? arguments.signature.name,
            onNext: { value in
                for observer in observers { observer.onNext(value) }
                for relay in relays { relay.accept(value) }
            },
            onError: { error in
                for observer in observers { observer.onError(error) }
                for relay in relays {
                    context.reportError(ScriptError(.bindingError(relay.bindingName, error), at: place))
                }
            },
            onCompleted: {
                for observer in observers { observer.onCompleted() }
            })
        return .disposable(subscription)
    }
}

extension DiagnosticMessage {
    static func bindingError(_ target: String?, _ error: Swift.Error) -> Self {
        let description = (error as? ScriptError)?.description ?? ScriptRuntime.describeError(error)
        return DiagnosticMessage("binding error\(target.map { " to \($0)" } ?? ""): \(description)")
    }
    static let relayIsNotAnObserver: Self = "a relay is not an observer; feed it with bind(to:) or accept(_:)"
}
