import RxCore

extension Builtins {
    /// Disposables, dispose bags, `Disposables.create`, and the short form `disposable { … }`.
    @_optimize(none) static func registerDisposables(_ registry: HostRegistry, context: ScriptContext) {
        func action(_ function: Function) -> Disposable {
            Disposables.create(with: { context.guarded { _ = try function.call() } })
        }
        let disposables = registry.namespace("Disposables")
        disposables.method("create") { _ in .disposable(Disposables.create()) }
        disposables.method("create", .function("with")) { _, function in .disposable(action(function)) }
        registry.function("disposable", .function()) { function in .disposable(action(function)) }

        let disposable = registry.type(for: DisposableObject.self, name: "Disposable")
        disposable.method("dispose", on: DisposableObject.self) { object in
            object.disposable.dispose()
            return .void
        }
        for label in ["by", nil] {
            let bag = HostParameter<DisposeBagObject>.object(label, as: DisposeBagObject.self, expected: "DisposeBag")
            disposable.method(label == nil ? "addDisposableTo" : "disposed", bag, on: DisposableObject.self) {
                object, bag in
                bag.insert(object.disposable)
                return .void
            }
        }
        disposable.property("isDisposed") { receiver in
            guard case .object(let object as DisposableObject) = receiver,
                let cancelable = object.disposable as? Cancelable
            else {
                return .nil
            }
            return .bool(cancelable.isDisposed)
        }

        let bagNamespace = registry.namespace("DisposeBag")
        bagNamespace.constructor("init", .call) { call in .object(DisposeBagObject(madeIn: context, at: call.range)) }
        let bag = registry.type(for: DisposeBagObject.self, name: "DisposeBag")
        bag.method("insert", .disposable(), on: DisposeBagObject.self) { object, disposable in
            object.insert(disposable)
            return .void
        }
    }
}
