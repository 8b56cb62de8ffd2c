import RxCore

extension Builtins {
    /// `subscribe()`, `subscribe(onNext:onError:onCompleted:onDisposed:)`, `subscribe { event in }` and
    /// `subscribe(observer)` (an observer or subject, traced like the others). Errors thrown by handlers are
    /// reported, since RxSwift's handlers cannot throw. Then `subscribe(on:)` and its old spelling `subscribeOn`.
    @_optimize(none) static func registerSubscribe(_ observable: HostType, context: ScriptContext) {
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
        // The argument is an observer (or a view, which `subscribeTargets` turns down, as `bind(to:)` does) or a
        // closure; a trailing closure prefers it.
        let target = HostParameter<SubscribeTarget>(nil, takesClosure: true) { arguments, index in
            let value = arguments[index]
            if case .object(let object) = value, object is ObserverConvertible || object is ViewObject {
                return .observer(value)
            }
            if case .object(let object) = value, object is RelayObject {
                throw arguments.failure(.relayIsNotAnObserver, at: index)
            }
            return .handler(try arguments.function(index))
        }
        observable.method("subscribe", target, .call, receiver: convertible) { source, target, call in
            switch target {
            case .observer(let observer):
                // `subscribe(observer)` is ObservableType's own requirement: RxSwift calls it on the source itself.
                return try subscribeTargets(source.directObservable, [observer], call, context: context)
            case .handler(let handler):
                let subscription = context.runtime.tracer.subscribe(
                    source.observable, expression: call.range?.text ?? "subscribe", place: call.range,
                    onNext: { value in context.guarded { _ = try handler.call(.event(.next(value))) } },
                    onError: { error in context.guarded { _ = try handler.call(.event(.error(error))) } },
                    onCompleted: { context.guarded { _ = try handler.call(.event(.completed)) } })
                return .disposable(subscription)
            }
        }
        // Registered after `subscribe(_:)`: overloads bind by label, and among equally good fits the first
        // registered wins, so `subscribe { event in … }` stays a subscription rather than `subscribe(on:)`.
        for (name, label) in [("subscribe", "on"), ("subscribeOn", nil)] {
            // RxSwift's `SubscribeOn` keeps its source's own type, so a test source is subscribed without its
            // `asObservable()` wrapper and its termination is released on the scheduler too.
            observable.method(name, .scheduler(label), receiver: Builtins.directObservable) { source, scheduler in
                .observable(source.subscribe(on: scheduler))
            }
        }
    }

    /// The receiver as an object standing for an observable; anything else is the error `observable(_:_:)` gives.
    private static func convertible(_ receiver: Value, _ arguments: Arguments) throws -> ObservableConvertible {
        if case .object(let object) = receiver, let convertible = object as? ObservableConvertible {
            return convertible
        }
        throw arguments.failure(.wrongReceiver("Observable", got: receiver.typeName))
    }
}

/// What `subscribe(_:)` was given: an observer (or a view) to feed, or a closure that takes each event.
private enum SubscribeTarget {
    case observer(Value)
    case handler(Function)
}
