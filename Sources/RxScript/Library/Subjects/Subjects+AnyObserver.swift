import RxCore

extension Builtins {
    /// RxSwift's `AnyObserver`: `AnyObserver<Int> { event in … }` (or `AnyObserver(eventHandler:)`) calls the
    /// closure with each event, `AnyObserver(observer)` wraps any observer; `asObserver()` on observers.
    @_optimize(none) static func registerAnyObserver(_ registry: HostRegistry, context: ScriptContext) {
        let namespace = registry.namespace("AnyObserver")
        namespace.constructor("init", .function("eventHandler")) { handler in
            .object(
                ObserverObject(
                    AnyObserver { event in context.guarded { _ = try handler.call(.event(event)) } }))
        }
        namespace.constructor("init", .observer(expected: "an observer, subject or Binder")) { observer in
            .object(ObserverObject(observer.observer))
        }
        let observer = registry.type(for: ObserverObject.self, name: "Observer")
        observer.method("asObserver") { receiver in receiver }
    }
}
