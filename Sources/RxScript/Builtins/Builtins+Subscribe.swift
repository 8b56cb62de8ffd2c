import RxCore

extension Builtins {
    /// `subscribe()`, `subscribe(onNext:onError:onCompleted:onDisposed:)`, `subscribe { event in }` and
    /// `subscribe(observer)` (an observer or subject, traced like the others). Errors thrown by handlers are
    /// reported, since RxSwift's handlers cannot throw.
    static func registerSubscribe(_ observable: HostType, context: ScriptContext) {
        func handler(_ label: String) -> HostParameter<Function?> { .optionalFunction(label, default: .nil) }
        observable.method(
            "subscribe", handler("onNext"), handler("onError"), handler("onCompleted"),
            handler("onDisposed"), .call, receiver: Builtins.observable
        ) {
            source, onNext, onError, onCompleted, onDisposed, call in
            let subscription = context.runtime.tracer.subscribe(
                source, expression: call.range?.text ?? "subscribe", place: call.range,
                onNext: onNext.map { handler in { value in context.guarded { _ = try handler.call(value) } } },
                onError: onError.map { handler in { error in context.guarded { _ = try handler.call(.error(error)) } } }
                    ?? context.unhandledError,
                onCompleted: onCompleted.map { handler in { context.guarded { _ = try handler.call() } } },
                onDisposed: onDisposed.map { handler in { context.guarded { _ = try handler.call() } } })
            return .disposable(subscription)
        }
        // Old API: the argument is read as an observer, a view, a relay or a closure, and the bound arguments go on
        // to `subscribeTargets`, which `bind(to:)` shares.
        observable.method("subscribe(_:{})") { receiver, arguments in
            let source = try Builtins.observable(receiver, arguments)
            if case .object(let object) = arguments[0], object is ObserverConvertible || object is ViewObject {
                // `subscribe(observer)` is ObservableType's own requirement: RxSwift calls it on the source itself.
                return try subscribeTargets(
                    try Builtins.directObservable(receiver, arguments), [arguments[0]], arguments,
                    context: context)
            }
            if case .object(let object) = arguments[0], object is RelayObject {
                throw arguments.failure(.relayIsNotAnObserver, at: 0)
            }
            let handler = try arguments.function(0)
            let subscription = context.runtime.tracer.subscribe(
                source, expression: arguments.callRange?.text ?? "subscribe", place: arguments.callRange,
                onNext: { value in context.guarded { _ = try handler.call(.event(.next(value))) } },
                onError: { error in context.guarded { _ = try handler.call(.event(.error(error))) } },
                onCompleted: { context.guarded { _ = try handler.call(.event(.completed)) } })
            return .disposable(subscription)
        }
    }
}
