import RxCocoa
import RxCore

extension Builtins {
    /// RxCocoa's Driver (`asDriver(onErrorJustReturn:)` / `onErrorDriveWith:` / `onErrorRecover:`, `drive`) and
    /// Signal (`asSignal(…)`, `emit`): made on main, never erroring, shared (Driver replays the latest element).
    @_optimize(none) static func registerDrivers(_ registry: HostRegistry, observable: HostType, context: ScriptContext)
    {
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

        registerRelayConversions(registry, context: context)
        registerSharedSequenceStatics(registry)
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
        // `drive(table.rx.items(cellIdentifier:)) { row, element, cell in … }`, as `bind(to:)` takes it; the closure
        // is labeled so that `drive(a, b)` still means two targets.
        let items = HostParameter<CellItemsObject>.object(
            as: CellItemsObject.self, expected: "table.rx.items(cellIdentifier:)")
        observable.method("drive", items, .function("configureCell"), .call, receiver: Builtins.observable) {
            source, items, configure, call in
            let binder = binderValue(items.binder(configure, context: context))
            return try subscribeTargets(source, [binder], call, context: context)
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
