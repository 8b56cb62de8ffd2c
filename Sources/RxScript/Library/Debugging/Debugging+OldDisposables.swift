import RxCore

extension Builtins {
    /// `Disposables.create(d1, d2, …)` (each disposed in order), and RxSwift 2's `AnonymousDisposable { … }` and
    /// `NopDisposable.instance`, which note today's `Disposables.create { … }` and `Disposables.create()`.
    @_optimize(none) static func registerDisposableSpellings(_ registry: HostRegistry, context: ScriptContext) {
        let disposables = registry.namespace("Disposables")
        disposables.method("create", .disposable(), .disposable()) { _, first, second in
            .disposable(Disposables.create(first, second))
        }
        disposables.method("create", .disposable(), .disposable(), .disposable()) { _, first, second, third in
            .disposable(Disposables.create(first, second, third))
        }
        disposables.method("create", .disposable(), .disposable(), .disposable(), .disposable()) {
            _, first, second, third, fourth in
            .disposable(Disposables.create(first, second, third, fourth))
        }
        registry.namespace("AnonymousDisposable").constructor("init", .function(), .call) { action, call in
            context.noteOnce(
                "AnonymousDisposable", .olderSpelling("AnonymousDisposable { … }", "Disposables.create { … }"),
                at: call.range(ofName: "AnonymousDisposable"))
            return .disposable(Disposables.create(with: { context.guarded { _ = try action.call() } }))
        }
        let nop = registry.namespace("NopDisposable")
        registry.markOldSpelling("instance", of: nop.name, as: "NopDisposable.instance", today: "Disposables.create()")
        nop.property("instance") { _ in .disposable(Disposables.create()) }
    }
}
