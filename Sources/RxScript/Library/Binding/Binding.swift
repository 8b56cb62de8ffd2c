import RxCocoa
import RxCore

extension Builtins {
    /// `bind(to:)` (observers, subjects, relays, Binders, control properties and named sinks, variadic),
    /// `bind(to: table.rx.items(cellIdentifier:)) { row, element, cell in … }`, `bind(onNext:)`, RxCocoa's
    /// Driver (`asDriver(onErrorJustReturn:)` / `onErrorDriveWith:` / `onErrorRecover:`, `drive`) and Signal
    /// (`asSignal(…)`, `emit`). Each binding is a top-level subscription, traced as `#N` like `subscribe()`.
    @_optimize(none) static func registerBinding(_ registry: HostRegistry, observable: HostType, context: ScriptContext)
    {
        for (name, label) in [("bind", "to"), ("bindTo", nil)] {
            observable.method(name, .variadic(label), .call, receiver: Builtins.observable) { source, targets, call in
                try subscribeTargets(source, targets, call, context: context)
            }
        }
        // `bindTo(table.rx_itemsWithCellIdentifier("Cell")) { … }` is RxSwift 2's spelling of the same call.
        for (name, label) in [("bind", "to"), ("bindTo", nil)] {
            let items = HostParameter<HostObject>.matching(
                label, expected: "table.rx.items(cellIdentifier:), picker.rx.itemTitles or picker.rx.items"
            ) { value in
                guard case .object(let object) = value, object is CellItemsObject || object is PickerItemsObject
                else { return nil }
                return object
            }
            observable.method(name, items, .function(), .call, receiver: Builtins.observable) {
                source, target, configure, call in
                if let picker = target as? PickerItemsObject {
                    return try bindPickerTitles(source, picker, configure, call, context: context)
                }
                let items = target as! CellItemsObject
                return try subscribeTargets(
                    source, [binderValue(items.binder(configure, context: context))], call, context: context)
            }
        }
        observable.method("bind", .function("onNext"), .call, receiver: Builtins.observable) { source, onNext, call in
            let subscription = context.runtime.tracer.subscribe(
                source, expression: call.range?.text ?? "bind", place: call.range,
                onNext: { value in context.guarded { _ = try onNext.call(value) } },
                onError: { error in context.runtime.screen.bindingError(error, target: nil) })
            return .disposable(subscription)
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
            case .object(let items as CellItemsObject) where items.needsClosure:
                throw call.failure(.itemsNeedClosure(items.description, call: call.signature.name), at: 0)
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

    /// RxCocoa 2's `field.rx_text`, today's `field.rx.text`, noted once where it is read.
    @_optimize(none) static func registerOldRxText(_ registry: HostRegistry, context: ScriptContext) {
        let view = registry.type(for: ViewObject.self, name: "View")
        // RxSwift 2's `table.rx_itemsWithCellIdentifier("Cell")`, today's `table.rx.items(cellIdentifier:)`.
        view.method("rx_itemsWithCellIdentifier", .string(), .value("cellType", default: .nil), .call) {
            [unowned view] receiver, identifier, _, call in
            context.noteOnce(
                "rx_itemsWithCellIdentifier",
                .olderSpelling("rx_itemsWithCellIdentifier(_:)", "rx.items(cellIdentifier:)"),
                at: call.range(ofName: "rx_itemsWithCellIdentifier"))
            let rx = try view.property(named: "rx")!.get(receiver)
            guard case .object(let reactive as ReactiveObject) = rx, let items = reactive.type.methods(named: "items")
            else { throw call.failure(.unknownMember("rx_itemsWithCellIdentifier", type: receiver.typeName)) }
            let arguments = CallArguments(values: [.string(identifier)], labels: ["cellIdentifier"])
            let (method, bound) = try OverloadResolver.resolve(items, arguments, name: "items")
            return try method.body(rx, bound)
        }
        registry.markOldSpelling("rx_text", of: view.name, as: "rx_text", today: "rx.text")
        view.property("rx_text") { [unowned view] receiver in
            let rx = try view.property(named: "rx")!.get(receiver)
            guard case .object(let reactive as ReactiveObject) = rx, let text = reactive.type.property(named: "text")
            else {
                throw ScriptError(.unknownMember("rx_text", type: receiver.typeName), at: nil)
            }
            // RxCocoa 2's `rx_text` was a `ControlProperty<String>`: its text is never an Optional.
            let property = try text.get(rx)
            guard case .object(let object as ControlPropertyObject) = property else { return property }
            return .object(
                ControlPropertyObject(
                    object.property.bridged({ $0.map { $0.isNil ? .string("") : $0.unwrapped } }, write: { $0 })))
        }
    }
}
