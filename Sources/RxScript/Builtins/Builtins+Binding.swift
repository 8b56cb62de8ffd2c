import RxCocoa
import RxCore

extension Builtins {
    /// `bind(to:)` (observers, subjects, relays, Binders, control properties and named sinks, variadic),
    /// `bind(to: table.rx.items(cellIdentifier:)) { row, element, cell in … }`, `bind(onNext:)`, RxCocoa's
    /// Driver (`asDriver(onErrorJustReturn:)` / `onErrorDriveWith:` / `onErrorRecover:`, `drive`) and Signal
    /// (`asSignal(…)`, `emit`). Each binding is a top-level subscription, traced as `#N` like `subscribe()`.
    static func registerBinding(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        for signature in ["bind(to:...)", "bindTo(_:...)"] {
            observable.method(signature) { receiver, arguments in
                try subscribeTargets(
                    try Builtins.observable(receiver, arguments), arguments.array(0), arguments,
                    context: context)
            }
        }
        observable.method("bind(to:_:)") { receiver, arguments in
            guard case .object(let items as CellItemsObject) = arguments[0] else {
                throw arguments.failure(
                    .argumentType(
                        "'to'", of: "bind(to:_:)",
                        expected: "table.rx.items(cellIdentifier:)", got: arguments[0].typeName),
                    at: 0)
            }
            let configure = try arguments.function(1)
            let binder = items.table.rx.items { row, model, cell in
                context.guarded {
                    _ = try configure.call([.int(row), Value(native: model), .object(ViewObject.wrap(cell))])
                }
            }
            return try subscribeTargets(
                try Builtins.observable(receiver, arguments), [binderValue(binder)], arguments,
                context: context)
        }
        observable.method("bind(onNext:{})") { receiver, arguments in
            let source = try Builtins.observable(receiver, arguments)
            let onNext = try arguments.function(0)
            return .disposable(
                context.runtime.tracer.subscribe(
                    source, expression: arguments.callRange?.text ?? "bind", place: arguments.callRange,
                    onNext: { value in context.guarded { _ = try onNext.call(value) } },
                    onError: { error in context.runtime.screen.bindingError(error, target: nil) }))
        }

        registerTraits(registry, observable: observable, context: context)
    }

    /// Driver and Signal: made on main, never erroring, shared (Driver replays the latest element).
    private static func registerTraits(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        let screen = context.runtime.screen!
        for kind in [TraitKind.driver, .signal] {
            let name = kind == .driver ? "asDriver" : "asSignal"
            let recoveries: [(String, (Observable<Value>, Arguments) throws -> Observable<Value>)] = [
                ("onErrorJustReturn:", { source, arguments in source.catchAndReturn(arguments[0]) }),
                (
                    kind == .driver ? "onErrorDriveWith:" : "onErrorSignalWith:",
                    { source, arguments in
                        let fallback = try arguments.observable(0)
                        return source.catch { _ in fallback }
                    }
                ),
                (
                    "onErrorRecover:{}",
                    { source, arguments in
                        let recover = try arguments.function(0).observableSelector(for: "\(name)(onErrorRecover:)")
                        return source.catch { error in try recover(.error(error)) }
                    }
                ),
            ]
            for (label, recover) in recoveries {
                observable.method("\(name)(\(label))") { receiver, arguments in
                    try kind.make(try Builtins.observable(receiver, arguments), screen: screen) { source in
                        try recover(source, arguments)
                    }
                }
            }
            let namespace = registry.namespace(kind == .driver ? "Driver" : "Signal")
            namespace.method("just(_:)") { _, arguments in
                kind.raw(.just(arguments[0]).subscribe(on: screen.makeMainScheduler()))
            }
            namespace.method("of(_:...)") { _, arguments in
                kind.raw(.from(try arguments.array(0), scheduler: screen.makeMainScheduler()))
            }
            namespace.method("from(_:)") { _, arguments in
                kind.raw(.from(try arguments.array(0), scheduler: screen.makeMainScheduler()))
            }
            namespace.method("empty()") { _, _ in
                kind.raw(Observable<Value>.empty().subscribe(on: screen.makeMainScheduler()))
            }
            namespace.method("never()") { _, _ in kind.raw(.never()) }
        }

        let driverType = registry.type(for: DriverObject.self, name: "Driver", parent: observable)
        let signalType = registry.type(for: SignalObject.self, name: "Signal", parent: observable)
        // A Driver's (or Signal's) operators give a Driver (Signal) again, shared anew, as SharedSequence's do.
        let sharedOperators = [
            "map", "filter", "compactMap", "flatMapLatest", "flatMapFirst", "flatMap", "concatMap",
            "distinctUntilChanged", "do", "debug", "scan", "startWith", "throttle", "debounce",
            "delay", "skip", "withLatestFrom", "switchLatest",
        ]
        for (type, kind) in [(driverType, TraitKind.driver), (signalType, .signal)] {
            for name in sharedOperators {
                guard let overloads = observable.methods(named: name) else { continue }
                type.overrideMethods(
                    name,
                    overloads.map { method in
                        method.wrapped { receiver, arguments, body in
                            let result = try body(receiver, arguments)
                            guard case .object(let made as ObservableObject) = result else { return result }
                            return kind.shared(made.observable)
                        }
                    })
            }
        }

        // `drive` and `emit` are on every observable, not only traits: `driver.map { … }` is still a Driver in
        // RxCocoa, and code that builds one in steps must be able to drive it.
        for name in ["drive", "emit"] {
            observable.method(name == "drive" ? "drive(_:...)" : "emit(to:...)") { receiver, arguments in
                try subscribeTargets(
                    try Builtins.observable(receiver, arguments), arguments.array(0), arguments,
                    context: context)
            }
            observable.method(
                "\(name)(onNext:onCompleted:onDisposed:)",
                defaults: ["onNext": nil, "onCompleted": nil, "onDisposed": nil]
            ) { receiver, arguments in
                let source = try Builtins.observable(receiver, arguments)
                let onNext = try arguments.optionalFunction(0)
                let onCompleted = try arguments.optionalFunction(1)
                let onDisposed = try arguments.optionalFunction(2)
                return .disposable(
                    context.runtime.tracer.subscribe(
                        source, expression: arguments.callRange?.text ?? name, place: arguments.callRange,
                        onNext: onNext.map { handler in { value in context.guarded { _ = try handler.call(value) } } },
                        onError: { error in context.runtime.screen.bindingError(error, target: nil) },
                        onCompleted: onCompleted.map { handler in { context.guarded { _ = try handler.call() } } },
                        onDisposed: onDisposed.map { handler in { context.guarded { _ = try handler.call() } } }))
            }
        }
    }

    /// Subscribes `source` as a traced top-level subscription that feeds every target: observers and subjects
    /// get every event (as RxCocoa's `bind(to:)` sends them); Binders, control properties and named sinks apply
    /// elements on main and report an error as a binding error; relays accept elements, ignore completion, and
    /// report an error as RxRelay's binding error. A target that already has a live source is warned about.
    static func subscribeTargets(
        _ source: Observable<Value>, _ targets: [Value], _ arguments: Arguments,
        context: ScriptContext
    ) throws -> Value {
        var observers: [AnyObserver<Value>] = []
        var relays: [RelayObject] = []
        var bound: [BindingTarget] = []
        for (position, target) in targets.enumerated() {
            switch target {
            case .object(let relay as RelayObject): relays.append(relay)
            case .object(let bindable as BindableObject):
                observers.append(bindable.observer)
                if let place = bindable.bindingTarget { bound.append(place) }
            case .object(let view as ViewObject):
                throw arguments.failure(.viewIsNotBindable(view.view.name, kind: view.view.kind), at: 0)
            case .object(let object as ObserverConvertible): observers.append(object.observer)
            default:
                let message = DiagnosticMessage.argumentType(
                    "\(position + 1)", of: arguments.signature.description,
                    expected: "an observer, Binder, subject or relay",
                    got: target.typeName)
                throw arguments.failure(message, at: 0)
            }
        }
        let screen = context.runtime.screen!
        let subscription = context.runtime.tracer.subscribe(
            source, expression: arguments.callRange?.text ?? arguments.signature.name,
            place: arguments.callRange,
            willSubscribe: { subscription in
                for target in bound { screen.attach(subscription, to: target) }
            },
            onNext: { value in
                for observer in observers { observer.onNext(value) }
                for relay in relays { relay.accept(value) }
            },
            onError: { error in
                for observer in observers { observer.onError(error) }
                for relay in relays { screen.bindingError(error, target: relay.bindingName) }
            },
            onCompleted: {
                for observer in observers { observer.onCompleted() }
            })
        return .disposable(subscription)
    }
}

/// Driver or Signal, as the language makes them: RxCocoa's order (deliver on main, then recover, then share by
/// the trait's strategy).
enum TraitKind {
    case driver, signal

    /// `source` shared by the trait's strategy (replay 1 for a Driver, none for a Signal).
    func shared(_ source: Observable<Value>) -> Value {
        switch self {
        case .driver: return .object(DriverObject(Driver(source).asObservable()))
        case .signal: return .object(SignalObject(Signal(source).asObservable()))
        }
    }

    /// `source` as the trait, unshared (`Driver.just`, `Driver.never`).
    func raw(_ source: Observable<Value>) -> Value {
        self == .driver ? .object(DriverObject(source)) : .object(SignalObject(source))
    }

    /// `source` delivered on a new main scheduler, recovered, then shared.
    func make(
        _ source: Observable<Value>, screen: Screen,
        recover: (Observable<Value>) throws -> Observable<Value>
    ) rethrows -> Value {
        shared(try recover(source.observe(on: screen.makeMainScheduler())))
    }
}
