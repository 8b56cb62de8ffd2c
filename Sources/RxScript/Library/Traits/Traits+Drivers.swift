import RxCocoa
import RxCore

extension Builtins {
    /// `bind(to:)` (observers, subjects, relays, Binders, control properties and named sinks, variadic),
    /// `bind(to: table.rx.items(cellIdentifier:)) { row, element, cell in … }`, `bind(onNext:)`, RxCocoa's
    /// Driver (`asDriver(onErrorJustReturn:)` / `onErrorDriveWith:` / `onErrorRecover:`, `drive`) and Signal
    /// (`asSignal(…)`, `emit`). Each binding is a top-level subscription, traced as `#N` like `subscribe()`.
    static func registerBinding(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        for (name, label) in [("bind", "to"), ("bindTo", nil)] {
            observable.method(name, .variadic(label), .call, receiver: Builtins.observable) { source, targets, call in
                try subscribeTargets(source, targets, call, context: context)
            }
        }
        let items = HostParameter<CellItemsObject>.object(
            "to", as: CellItemsObject.self, expected: "table.rx.items(cellIdentifier:)")
        observable.method("bind", items, .function(), .call, receiver: Builtins.observable) {
            source, items, configure, call in
            let binder = items.table.rx.items { row, model, cell in
                context.guarded {
                    _ = try configure.call([.int(row), Value(native: model), .object(ViewObject.wrap(cell))])
                }
            }
            return try subscribeTargets(source, [binderValue(binder)], call, context: context)
        }
        observable.method("bind", .function("onNext"), .call, receiver: Builtins.observable) { source, onNext, call in
            let subscription = context.runtime.tracer.subscribe(
                source, expression: call.range?.text ?? "bind", place: call.range,
                onNext: { value in context.guarded { _ = try onNext.call(value) } },
                onError: { error in context.runtime.screen.bindingError(error, target: nil) })
            return .disposable(subscription)
        }

        registerTraits(registry, observable: observable, context: context)
    }

    /// Driver and Signal: made on main, never erroring, shared (Driver replays the latest element).
    private static func registerTraits(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        let screen = context.runtime.screen!
        for kind in [TraitKind.driver, .signal] {
            let name = kind == .driver ? "asDriver" : "asSignal"
            observable.method(name, .value("onErrorJustReturn"), receiver: Builtins.observable) { source, element in
                kind.make(source, screen: screen) { $0.catchAndReturn(element) }
            }
            let fallbackLabel = kind == .driver ? "onErrorDriveWith" : "onErrorSignalWith"
            observable.method(name, .observable(fallbackLabel), receiver: Builtins.observable) { source, fallback in
                kind.make(source, screen: screen) { $0.catch { _ in fallback } }
            }
            observable.method(name, .function("onErrorRecover"), receiver: Builtins.observable) { source, recover in
                let recover = recover.observableSelector(for: "\(name)(onErrorRecover:)")
                return kind.make(source, screen: screen) { $0.catch { error in try recover(.error(error)) } }
            }
            let namespace = registry.namespace(kind == .driver ? "Driver" : "Signal")
            namespace.method("just", .value()) { _, element in
                kind.raw(.just(element).subscribe(on: screen.makeMainScheduler()))
            }
            for elements in [HostParameter<[Value]>.variadic(), .array()] {
                namespace.method(elements.isVariadic ? "of" : "from", elements) { _, elements in
                    kind.raw(.from(elements, scheduler: screen.makeMainScheduler()))
                }
            }
            namespace.method("empty") { _ in
                kind.raw(Observable<Value>.empty().subscribe(on: screen.makeMainScheduler()))
            }
            namespace.method("never") { _ in kind.raw(.never()) }
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
                type.forward(name, from: observable) { method in
                    method.wrapped { receiver, arguments, body in
                        let result = try body(receiver, arguments)
                        guard case .object(let made as ObservableObject) = result else { return result }
                        return kind.shared(made.observable)
                    }
                }
            }
        }

        // `drive` and `emit` are on every observable, not only traits: `driver.map { … }` is still a Driver in
        // RxCocoa, and code that builds one in steps must be able to drive it.
        // The handlers carry no closure marks, as before: a trailing closure resolves by defaults alone.
        func handler(_ label: String) -> HostParameter<Function?> {
            .optionalFunction(label, default: .nil, takesClosure: false)
        }
        for (name, label) in [("drive", nil), ("emit", "to")] {
            observable.method(name, .variadic(label), .call, receiver: Builtins.observable) { source, targets, call in
                try subscribeTargets(source, targets, call, context: context)
            }
            observable.method(
                name, handler("onNext"), handler("onCompleted"), handler("onDisposed"), .call,
                receiver: Builtins.observable
            ) { source, onNext, onCompleted, onDisposed, call in
                let subscription = context.runtime.tracer.subscribe(
                    source, expression: call.range?.text ?? name, place: call.range,
                    onNext: onNext.map { handler in { value in context.guarded { _ = try handler.call(value) } } },
                    onError: { error in context.runtime.screen.bindingError(error, target: nil) },
                    onCompleted: onCompleted.map { handler in { context.guarded { _ = try handler.call() } } },
                    onDisposed: onDisposed.map { handler in { context.guarded { _ = try handler.call() } } })
                return .disposable(subscription)
            }
        }
    }

    /// Subscribes `source` as a traced top-level subscription that feeds every target: observers and subjects
    /// get every event (as RxCocoa's `bind(to:)` sends them); Binders, control properties and named sinks apply
    /// elements on main and report an error as a binding error; relays accept elements, ignore completion, and
    /// report an error as RxRelay's binding error. A target that already has a live source is warned about.
    static func subscribeTargets(
        _ source: Observable<Value>, _ targets: [Value], _ call: HostCall,
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
                throw call.failure(.viewIsNotBindable(view.view.name, kind: view.view.kind), at: 0)
            case .object(let object as ObserverConvertible): observers.append(object.observer)
            default:
                let message = DiagnosticMessage.argumentType(
                    "\(position + 1)", of: call.signature.description,
                    expected: "an observer, Binder, subject or relay",
                    got: target.typeName)
                throw call.failure(message, at: 0)
            }
        }
        let screen = context.runtime.screen!
        let subscription = context.runtime.tracer.subscribe(
            source, expression: call.range?.text ?? call.signature.name,
            place: call.range,
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
