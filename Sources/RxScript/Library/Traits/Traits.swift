import RxCore

extension Builtins {
    /// RxSwift 6's traits: `Single`, `Maybe`, `Completable` (with `create`, `just`, `error`, `never`, `empty`,
    /// `deferred`, `zip`, `concat`), their subscribe forms and operators (which keep the trait, as RxSwift's
    /// signatures do), `andThen`, `asObservable()`, the Observable operators that make traits (`asSingle`,
    /// `asMaybe`, `asCompletable`), `.success(x)`/`.failure(e)`, and `Infallible`.
    ///
    /// Registered last: the traits reuse the Observable operators they share with it.
    @_optimize(none) static func registerPrimitiveSequences(
        _ registry: HostRegistry, observable: HostType, context: ScriptContext
    ) {
        registerObservableToTraits(observable)
        let base = registry.type(for: TraitObject.self, name: "PrimitiveSequence")
        base.method("asObservable", on: TraitObject.self) { trait in .observable(trait.observable) }
        let shared = [
            "delay", "delaySubscription", "observe", "observeOn", "subscribeOn", "retry", "retryWhen",
            "timeout", "catch", "catchError", "debug",
        ]
        forward(shared, from: observable, to: base, as: nil)
        let single = registry.type(for: SingleObject.self, name: "Single", parent: base)
        let maybe = registry.type(for: MaybeObject.self, name: "Maybe", parent: base)
        let completable = registry.type(for: CompletableObject.self, name: "Completable", parent: base)
        for type in [single, maybe] {
            forward(["map", "catchAndReturn", "catchErrorJustReturn"], from: observable, to: type, as: nil)
            forward(["filter", "compactMap"], from: observable, to: type, as: .maybe)
        }
        forward(["ifEmpty"], from: observable, to: maybe, as: .single, only: ["ifEmpty(default:)"])
        registerTraitFlattening(single: single, maybe: maybe)
        registerTraitConversions(single: single, maybe: maybe, completable: completable)
        registerTraitSubscribe(single: single, maybe: maybe, completable: completable, context: context)
        for type in [single, maybe, completable] {
            forward(["subscribe"], from: observable, to: type, as: nil, only: ["subscribe(on:)"])
        }
        registerTraitDo(single: single, maybe: maybe, completable: completable, context: context)
        registerTraitFactories(registry, context: context)
        registerInfallible(registry, observable: observable, base: base, context: context)

        registry.implicitMembers.method("success", .value()) { _, element in
            .object(TraitEventObject(.success(element)))
        }
        registry.implicitMembers.method("failure", .error()) { _, error in
            .object(TraitEventObject(.failure(error)))
        }
        registry.type(for: TraitEventObject.self, name: "SingleEvent")
    }

    /// `asSingle()`, `asMaybe()` and `asCompletable()` make the trait they name; `asObservable()` is the stream
    /// itself (`toArray()` and `first()`, Singles in RxSwift 6, are with their families).
    @_optimize(none) private static func registerObservableToTraits(_ observable: HostType) {
        observable.operator("asObservable") { source in source }
        func method(_ name: String, _ body: @escaping (Observable<Value>) -> Value) {
            observable.method(name, receiver: Builtins.observable) { source in body(source) }
        }
        method("asSingle") { .single($0.asSingle()) }
        method("asMaybe") { .maybe($0.asMaybe()) }
        method("asCompletable") { .completable($0.asCompletable()) }
    }

    /// Copies the Observable overloads of `names` (or just the `only` signatures) onto a trait type: the
    /// receiver's underlying observable goes in, and the result comes back as trait `kind` (nil: the receiver's).
    private static func forward(
        _ names: [String], from observable: HostType, to type: HostType, as kind: PrimitiveTraitKind?,
        only signatures: Set<String>? = nil
    ) {
        let typeName = type.name
        for name in names {
            type.forward(
                name, from: observable, keepingOwn: true,
                including: { signatures?.contains($0.signature.description) ?? true }
            ) { method in
                method.wrapped { receiver, arguments, body in
                    guard case .object(let trait as TraitObject) = receiver else {
                        throw arguments.failure(.wrongReceiver(typeName, got: receiver.typeName))
                    }
                    let result = try body(.observable(trait.observable), arguments)
                    guard case .object(let made as ObservableConvertible) = result else { return result }
                    return .object(TraitObject.make(kind ?? trait.kind, made.observable))
                }
            }
        }
    }

    /// The trait a closure returned, checked against what the operator needs.
    static func traitResult(
        _ result: Value, _ kind: PrimitiveTraitKind, of closure: Function, for operatorName: String
    )
        throws -> TraitObject
    {
        if case .object(let trait as TraitObject) = result, trait.kind == kind { return trait }
        throw ScriptError(
            .traitClosureResult(operatorName, expected: kind.rawValue, got: result.typeName),
            at: closure.sourceRange)
    }

    /// `flatMap`, `flatMapMaybe`, `flatMapCompletable` on a Single; `flatMap` on a Maybe; `ifEmpty(switchTo:)`.
    @_optimize(none) private static func registerTraitFlattening(single: HostType, maybe: HostType) {
        single.method("flatMap", .function(), on: SingleObject.self) { trait, selector in
            .single(
                trait.single.flatMap {
                    try traitResult(try selector.call($0), .single, of: selector, for: "flatMap").single
                })
        }
        single.method("flatMapMaybe", .function(), on: SingleObject.self) { trait, selector in
            .maybe(
                trait.single.flatMapMaybe {
                    try traitResult(try selector.call($0), .maybe, of: selector, for: "flatMapMaybe").maybe
                })
        }
        single.method("flatMapCompletable", .function(), on: SingleObject.self) { trait, selector in
            .completable(
                trait.single.flatMapCompletable {
                    let result = try selector.call($0)
                    return try traitResult(result, .completable, of: selector, for: "flatMapCompletable").completable
                })
        }
        maybe.method("flatMap", .function(), on: MaybeObject.self) { trait, selector in
            .maybe(
                trait.maybe.flatMap {
                    try traitResult(try selector.call($0), .maybe, of: selector, for: "flatMap").maybe
                })
        }
        maybe.method("ifEmpty", .value("switchTo"), .call, on: MaybeObject.self) { trait, other, call in
            switch other {
            case .object(let other as SingleObject): return .single(trait.maybe.ifEmpty(switchTo: other.single))
            case .object(let other as MaybeObject): return .maybe(trait.maybe.ifEmpty(switchTo: other.maybe))
            default:
                throw call.failure(
                    .argumentType(
                        "'switchTo'", of: "ifEmpty(switchTo:)", expected: "Single or Maybe",
                        got: other.typeName), at: 0)
            }
        }
    }

    /// `asMaybe()` and `asCompletable()` on a Single; `andThen` and `concat` on a Completable.
    @_optimize(none) private static func registerTraitConversions(
        single: HostType, maybe: HostType, completable: HostType
    ) {
        single.method("asMaybe", on: SingleObject.self) { trait in .maybe(trait.single.asMaybe()) }
        single.method("asCompletable", on: SingleObject.self) { trait in .completable(trait.single.asCompletable()) }
        completable.method("andThen", .value(), .call, on: CompletableObject.self) { trait, next, call in
            let first = trait.completable
            switch next {
            case .object(let next as SingleObject): return .single(first.andThen(next.single))
            case .object(let next as MaybeObject): return .maybe(first.andThen(next.maybe))
            case .object(let next as CompletableObject): return .completable(first.andThen(next.completable))
            case .object(let next as ObservableConvertible): return .observable(first.andThen(next.observable))
            default: throw call.failure(.andThenArgument(got: next.typeName), at: 0)
            }
        }
        let next = HostParameter<CompletableObject>.object(as: CompletableObject.self, expected: "Completable")
        completable.method("concat", next, on: CompletableObject.self) { trait, next in
            .completable(trait.completable.concat(next.completable))
        }
    }

    /// Each trait's `subscribe` forms, traced with the trait's events (`success(x)`), and `subscribe { event in }`
    /// handing over `.success(x)`/`.failure(e)` for a Single, `.success(x)`/`.error(e)`/`.completed` for a Maybe.
    @_optimize(none) private static func registerTraitSubscribe(
        single: HostType, maybe: HostType, completable: HostType,
        context: ScriptContext
    ) {
        func subscribe(
            _ trait: TraitObject, _ call: HostCall, onSuccess: Function?, onError: Function?,
            onCompleted: Function?, onDisposed: Function?
        ) -> Value {
            let subscription = context.runtime.tracer.subscribe(
                trait.observable, expression: call.range?.text ?? "subscribe", place: call.range,
                onNext: onSuccess.map { handler in { value in context.guarded { _ = try handler.call(value) } } },
                onError: onError.map { handler in { error in context.guarded { _ = try handler.call(.error(error)) } } }
                    ?? context.unhandledError,
                onCompleted: onCompleted.map { handler in { context.guarded { _ = try handler.call() } } },
                onDisposed: onDisposed.map { handler in { context.guarded { _ = try handler.call() } } },
                style: trait.kind.traceStyle)
            return .disposable(subscription)
        }
        // Only Single's current spelling marks its handlers as closures: `subscribe(onSuccess: f) { error in … }`
        // then prefers `onFailure:` to the older `onError:`.
        func handler(_ label: String, default value: Value? = .nil, marked: Bool = false) -> HostParameter<Function?> {
            .optionalFunction(label, default: value, takesClosure: marked)
        }
        single.method(
            "subscribe", handler("onSuccess", marked: true), handler("onFailure", marked: true),
            handler("onDisposed", marked: true), .call, receiver: traitReceiver
        ) { trait, onSuccess, onFailure, onDisposed, call in
            subscribe(trait, call, onSuccess: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed)
        }
        single.method(
            "subscribe", handler("onSuccess"), handler("onError", default: nil), handler("onDisposed"), .call,
            receiver: { receiver, arguments in
                context.noteOldSpelling(
                    "subscribe(onSuccess:onError:)", "subscribe(onSuccess:onFailure:)",
                    at: arguments.nameRange ?? arguments.callRange)
                return try traitReceiver(receiver, arguments)
            }
        ) { trait, onSuccess, onError, onDisposed, call in
            subscribe(trait, call, onSuccess: onSuccess, onError: onError, onCompleted: nil, onDisposed: onDisposed)
        }
        maybe.method(
            "subscribe", handler("onSuccess"), handler("onError"), handler("onCompleted"), handler("onDisposed"),
            .call, receiver: traitReceiver
        ) { trait, onSuccess, onError, onCompleted, onDisposed, call in
            subscribe(
                trait, call, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
        // `onError` is read first, as before.
        completable.method(
            "subscribe", handler("onCompleted").deferred(), handler("onError"), handler("onDisposed").deferred(),
            .call, receiver: traitReceiver
        ) { trait, onCompleted, onError, onDisposed, call in
            subscribe(
                trait, call, onSuccess: nil, onError: onError, onCompleted: try onCompleted(),
                onDisposed: try onDisposed())
        }
        for type in [single, maybe, completable] {
            type.method("subscribe", .function(), .call, receiver: traitReceiver) { trait, handler, call in
                let isSingle = trait.kind == .single
                let subscription = context.runtime.tracer.subscribe(
                    trait.observable, expression: call.range?.text ?? "subscribe", place: call.range,
                    onNext: { value in
                        context.guarded { _ = try handler.call(.object(TraitEventObject(.success(value)))) }
                    },
                    onError: { error in
                        let event: Value = isSingle ? .object(TraitEventObject(.failure(error))) : .event(.error(error))
                        context.guarded { _ = try handler.call(event) }
                    },
                    onCompleted: { context.guarded { _ = try handler.call(.event(.completed)) } },
                    style: trait.kind.traceStyle)
                return .disposable(subscription)
            }
        }
    }

    private static func traitReceiver(_ receiver: Value, _ arguments: Arguments) throws -> TraitObject {
        if case .object(let trait as TraitObject) = receiver { return trait }
        throw arguments.failure(.wrongReceiver("PrimitiveSequence", got: receiver.typeName))
    }

    /// `do` with each trait's labels: `onSuccess`/`afterSuccess` on a Single, `onNext`/`onCompleted` on a Maybe,
    /// `onCompleted` on a Completable.
    @_optimize(none) private static func registerTraitDo(
        single: HostType, maybe: HostType, completable: HostType,
        context: ScriptContext
    ) {
        let handlers = DoHandlers(context: context)
        let (element, failure, action, lifecycle) = (
            handlers.element, handlers.failure, handlers.action,
            handlers.lifecycle
        )
        func handler(_ label: String) -> HostParameter<Function?> { .optionalFunction(label, default: .nil) }
        single.method(
            "do", handler("onSuccess"), handler("afterSuccess"), handler("onError"), handler("afterError"),
            handler("onSubscribe"), handler("onSubscribed"), handler("onDispose"), receiver: traitReceiver
        ) { trait, onSuccess, afterSuccess, onError, afterError, onSubscribe, onSubscribed, onDispose in
            .single(
                trait.single.do(
                    onSuccess: element(onSuccess), afterSuccess: element(afterSuccess), onError: failure(onError),
                    afterError: failure(afterError), onSubscribe: lifecycle(onSubscribe),
                    onSubscribed: lifecycle(onSubscribed), onDispose: lifecycle(onDispose)))
        }
        maybe.method(
            "do", handler("onNext"), handler("afterNext"), handler("onError"), handler("afterError"),
            handler("onCompleted"), handler("afterCompleted"), handler("onSubscribe"), handler("onSubscribed"),
            handler("onDispose"), receiver: traitReceiver
        ) {
            trait, onNext, afterNext, onError, afterError, onCompleted, afterCompleted, onSubscribe, onSubscribed,
            onDispose in
            .maybe(
                trait.maybe.do(
                    onNext: element(onNext), afterNext: element(afterNext), onError: failure(onError),
                    afterError: failure(afterError), onCompleted: action(onCompleted),
                    afterCompleted: action(afterCompleted), onSubscribe: lifecycle(onSubscribe),
                    onSubscribed: lifecycle(onSubscribed), onDispose: lifecycle(onDispose)))
        }
        completable.method(
            "do", handler("onError"), handler("afterError"), handler("onCompleted"), handler("afterCompleted"),
            handler("onSubscribe"), handler("onSubscribed"), handler("onDispose"), receiver: traitReceiver
        ) { trait, onError, afterError, onCompleted, afterCompleted, onSubscribe, onSubscribed, onDispose in
            .completable(
                trait.completable.do(
                    onError: failure(onError), afterError: failure(afterError),
                    onCompleted: action(onCompleted), afterCompleted: action(afterCompleted),
                    onSubscribe: lifecycle(onSubscribe), onSubscribed: lifecycle(onSubscribed),
                    onDispose: lifecycle(onDispose)))
        }
    }
}
