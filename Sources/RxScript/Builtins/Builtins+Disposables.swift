import RxCore

extension Builtins {
    /// Disposables, dispose bags, `Disposables.create`, and the short form `disposable { … }`.
    static func registerDisposables(_ registry: HostRegistry, context: ScriptContext) {
        func action(_ function: Function) -> Disposable {
            Disposables.create(with: { context.guarded { _ = try function.call() } })
        }
        let disposables = registry.namespace("Disposables")
        disposables.method("create()") { _, _ in .disposable(Disposables.create()) }
        disposables.method("create(with:)") { _, arguments in .disposable(action(try arguments.function(0))) }
        registry.function("disposable(_:)") { arguments in .disposable(action(try arguments.function(0))) }

        let disposable = registry.type(for: DisposableObject.self, name: "Disposable")
        disposable.method("dispose()", on: DisposableObject.self) { object, _ in
            object.disposable.dispose()
            return .void
        }
        disposable.method("disposed(by:)", on: DisposableObject.self) { object, arguments in
            try arguments.object(0, as: DisposeBagObject.self, expected: "DisposeBag").bag.insert(object.disposable)
            return .void
        }
        disposable.method("addDisposableTo(_:)", on: DisposableObject.self) { object, arguments in
            try arguments.object(0, as: DisposeBagObject.self, expected: "DisposeBag").bag.insert(object.disposable)
            return .void
        }
        disposable.property("isDisposed") { receiver in
            guard case .object(let object as DisposableObject) = receiver, let cancelable = object.disposable as? Cancelable else {
                return .nil
            }
            return .bool(cancelable.isDisposed)
        }

        let bagNamespace = registry.namespace("DisposeBag")
        bagNamespace.constructor("init()") { _ in .object(DisposeBagObject()) }
        let bag = registry.type(for: DisposeBagObject.self, name: "DisposeBag")
        bag.method("insert(_:)", on: DisposeBagObject.self) { object, arguments in
            object.bag.insert(try arguments.disposable(0))
            return .void
        }
    }
}
