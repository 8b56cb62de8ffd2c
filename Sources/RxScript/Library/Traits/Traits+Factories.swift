import RxCore

extension Builtins {
    /// `Single.create { single in … }`, `Single.just/error/never/deferred/zip`, the same on `Maybe` (with
    /// `empty`), and `Completable.create/empty/error/never/deferred/concat/zip`.
    @_optimize(none) static func registerTraitFactories(_ registry: HostRegistry, context: ScriptContext) {
        let observableNamespace = registry.namespace("Observable")
        for kind in [PrimitiveTraitKind.single, .maybe, .completable] {
            let namespace = registry.namespace(kind.rawValue)
            func factory<each Parameter>(
                _ name: String, _ parameters: repeat HostParameter<each Parameter>,
                body: @escaping (repeat each Parameter) throws -> Observable<Value>
            ) {
                namespace.method(name, repeat each parameters) { (_: Value, values: repeat each Parameter) in
                    .object(TraitObject.make(kind, try body(repeat each values)))
                }
            }
            factory("create", .function("subscribe"), .call) { body, call in
                monitored(traitCreate(kind, body), "create", at: call.range, context: context)
            }
            factory("error", .error()) { error in .error(error) }
            factory("never") { .never() }
            factory("deferred", .function()) { factoryClosure in
                .deferred {
                    try traitResult(try factoryClosure.call(), kind, of: factoryClosure, for: "deferred").observable
                }
            }
            if kind != .completable {
                factory("just", .value()) { element in .just(element) }
                factory("just", .value(), .scheduler()) { element, scheduler in .just(element, scheduler: scheduler) }
                forwardFactory("zip", from: observableNamespace, to: namespace, as: kind)
            }
            if kind != .single {
                factory("empty") { .empty() }
            }
            if kind == .completable {
                factory("concat", completables) { completables in .concat(completables) }
                factory("zip", completables) { completables in .merge(completables) }
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

    /// Any number of completables (`_:...`), or one array of them.
    private static var completables: HostParameter<[Observable<Value>]> {
        HostParameter(nil, variadic: true) { arguments, index in
            var values = try arguments.array(index)
            if values.count == 1, case .array(let array) = values[0] { values = array }
            return try values.map { value in
                guard case .object(let trait as CompletableObject) = value else {
                    throw arguments.failure(
                        .argumentType(
                            "1", of: arguments.signature.description, expected: "Completable",
                            got: value.typeName), at: index)
                }
                return trait.observable
            }
        }
    }

    /// The Observable namespace's overloads of `name`, returning trait `kind`.
    private static func forwardFactory(
        _ name: String, from observable: HostType, to namespace: HostType,
        as kind: PrimitiveTraitKind
    ) {
        namespace.forward(name, from: observable) { method in
            method.wrapped { receiver, arguments, body in
                let result = try body(receiver, arguments)
                guard case .object(let made as ObservableConvertible) = result else { return result }
                return .object(TraitObject.make(kind, made.observable))
            }
        }
    }

    /// `Infallible.create { observer in observer(.next(1)) … }`, `Infallible.just/of/from/empty/never`, and
    /// `asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)`, `asInfallible(onErrorRecover:)` on
    /// observables and traits. An Infallible takes every Observable operator (which return Observables here).
    @_optimize(none) static func registerInfallible(
        _ registry: HostRegistry, observable: HostType, base: HostType,
        context: ScriptContext
    ) {
        registry.type(for: InfallibleObject.self, name: "Infallible", parent: observable)
        let namespace = registry.namespace("Infallible")
        func factory<each Parameter>(
            _ name: String, _ parameters: repeat HostParameter<each Parameter>,
            body: @escaping (repeat each Parameter) throws -> Infallible<Value>
        ) {
            namespace.method(name, repeat each parameters) { (_: Value, values: repeat each Parameter) in
                .object(InfallibleObject(try body(repeat each values)))
            }
        }
        factory("create", .function("subscribe"), .call) { body, call in
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
            return Infallible(monitored(created.asObservable(), "create", at: call.range, context: context))
        }
        factory("just", .value()) { element in .just(element) }
        factory("of", .variadic()) { elements in .from(elements) }
        factory("from", .array()) { elements in .from(elements) }
        factory("empty") { .empty() }
        factory("never") { .never() }

        let fallback = HostParameter<InfallibleObject>.object(
            "onErrorFallbackTo", as: InfallibleObject.self, expected: "Infallible")
        for type in [observable, base] {
            type.method("asInfallible", .value("onErrorJustReturn"), receiver: Builtins.observable) { source, element in
                .object(InfallibleObject(source.asInfallible(onErrorJustReturn: element)))
            }
            type.method("asInfallible", fallback, receiver: Builtins.observable) { source, fallback in
                .object(InfallibleObject(source.asInfallible(onErrorFallbackTo: Infallible(fallback.observable))))
            }
            type.method("asInfallible", .function("onErrorRecover"), receiver: Builtins.observable) {
                source, recover in
                .object(
                    InfallibleObject(
                        source.asInfallible { error in
                            guard case .object(let made as InfallibleObject) = try? recover.call(.error(error)) else {
                                return Infallible(.error(error))
                            }
                            return Infallible(made.observable)
                        }))
            }
        }
    }
}
