import RxCore

extension Builtins {
    /// `Single.create { single in … }`, `Single.just/error/never/deferred/zip`, the same on `Maybe` (with
    /// `empty`), and `Completable.create/empty/error/never/deferred/concat/zip`.
    static func registerTraitFactories(_ registry: HostRegistry, context: ScriptContext) {
        let observableNamespace = registry.namespace("Observable")
        for kind in [PrimitiveTraitKind.single, .maybe, .completable] {
            let namespace = registry.namespace(kind.rawValue)
            func factory(_ signature: String, _ body: @escaping (Arguments) throws -> Observable<Value>) {
                namespace.method(signature) { _, arguments in .object(TraitObject.make(kind, try body(arguments))) }
            }
            factory("create(subscribe:)") { arguments in
                monitored(traitCreate(kind, try arguments.function(0)), "create", arguments, context: context)
            }
            factory("error(_:)") { arguments in .error(try arguments.error(0)) }
            factory("never()") { _ in .never() }
            factory("deferred(_:)") { arguments in
                let factoryClosure = try arguments.function(0)
                return .deferred {
                    try traitResult(try factoryClosure.call(), kind, of: factoryClosure, for: "deferred").observable
                }
            }
            if kind != .completable {
                factory("just(_:)") { arguments in .just(arguments[0]) }
                factory("just(_:scheduler:)") { arguments in .just(arguments[0], scheduler: try arguments.scheduler(1))
                }
                forwardFactory("zip", from: observableNamespace, to: namespace, as: kind)
            }
            if kind != .single {
                factory("empty()") { _ in .empty() }
            }
            if kind == .completable {
                factory("concat(_:...)") { arguments in .concat(try completables(arguments)) }
                factory("zip(_:...)") { arguments in .merge(try completables(arguments)) }
            }
        }
    }

    /// A trait's `create`: the closure runs per subscription with the trait's observer; a thrown error fails the
    /// trait; it may return a disposable or nothing.
    private static func traitCreate(_ kind: PrimitiveTraitKind, _ body: Function) -> Observable<Value> {
        Observable<Value>.create { observer in
            do {
                let answer = EventCallbackFunction.trait(kind, send: observer.on)
                if case .object(let object as DisposableObject) = try body.call(.function(answer)) {
                    return object.disposable
                }
            } catch {
                observer.onError(error)
            }
            return Disposables.create()
        }
    }

    /// The completables of a variadic (or array) argument.
    private static func completables(_ arguments: Arguments) throws -> [Observable<Value>] {
        var values = try arguments.array(0)
        if values.count == 1, case .array(let array) = values[0] { values = array }
        return try values.map { value in
            guard case .object(let trait as CompletableObject) = value else {
                throw arguments.failure(
                    .argumentType(
                        "1", of: arguments.signature.description, expected: "Completable",
                        got: value.typeName), at: 0)
            }
            return trait.observable
        }
    }

    /// The Observable namespace's overloads of `name`, returning trait `kind`.
    private static func forwardFactory(
        _ name: String, from observable: HostType, to namespace: HostType,
        as kind: PrimitiveTraitKind
    ) {
        guard let overloads = observable.methods(named: name) else { return }
        namespace.overrideMethods(
            name,
            overloads.map { method in
                method.wrapped { receiver, arguments, body in
                    let result = try body(receiver, arguments)
                    guard case .object(let made as ObservableConvertible) = result else { return result }
                    return .object(TraitObject.make(kind, made.observable))
                }
            })
    }

    /// `Infallible.create { observer in observer(.next(1)) … }`, `Infallible.just/of/from/empty/never`, and
    /// `asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)`, `asInfallible(onErrorRecover:)` on
    /// observables and traits. An Infallible takes every Observable operator (which return Observables here).
    static func registerInfallible(
        _ registry: HostRegistry, observable: HostType, base: HostType,
        context: ScriptContext
    ) {
        registry.type(for: InfallibleObject.self, name: "Infallible", parent: observable)
        let namespace = registry.namespace("Infallible")
        func factory(_ signature: String, _ body: @escaping (Arguments) throws -> Infallible<Value>) {
            namespace.method(signature) { _, arguments in .object(InfallibleObject(try body(arguments))) }
        }
        factory("create(subscribe:)") { arguments in
            let body = try arguments.function(0)
            let created = Infallible<Value>.create { observer in
                let callback = EventCallbackFunction.infallible { event in
                    switch event {
                    case .next(let value): observer(.next(value))
                    default: observer(.completed)
                    }
                }
                do {
                    if case .object(let object as DisposableObject) = try body.call(.function(callback)) {
                        return object.disposable
                    }
                } catch {
                    context.reportError(error)
                }
                return Disposables.create()
            }
            return Infallible(monitored(created.asObservable(), "create", arguments, context: context))
        }
        factory("just(_:)") { arguments in .just(arguments[0]) }
        factory("of(_:...)") { arguments in .from(try arguments.array(0)) }
        factory("from(_:)") { arguments in .from(try arguments.array(0)) }
        factory("empty()") { _ in .empty() }
        factory("never()") { _ in .never() }

        for type in [observable, base] {
            type.method("asInfallible(onErrorJustReturn:)") { receiver, arguments in
                .object(
                    InfallibleObject(
                        try Builtins.observable(receiver, arguments)
                            .asInfallible(onErrorJustReturn: arguments[0])))
            }
            type.method("asInfallible(onErrorFallbackTo:)") { receiver, arguments in
                let fallback = try arguments.object(0, as: InfallibleObject.self, expected: "Infallible")
                return .object(
                    InfallibleObject(
                        try Builtins.observable(receiver, arguments)
                            .asInfallible(onErrorFallbackTo: Infallible(fallback.observable))))
            }
            type.method("asInfallible(onErrorRecover:{})") { receiver, arguments in
                let recover = try arguments.function(0)
                return .object(
                    InfallibleObject(
                        try Builtins.observable(receiver, arguments).asInfallible { error in
                            guard case .object(let made as InfallibleObject) = try? recover.call(.error(error)) else {
                                return Infallible(.error(error))
                            }
                            return Infallible(made.observable)
                        }))
            }
        }
    }
}
