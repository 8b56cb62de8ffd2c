import RxCore

extension Builtins {
    /// `main`, `background`, `serial("name")`, `MainScheduler.instance`, `MainScheduler.asyncInstance`,
    /// `CurrentThreadScheduler.instance`: schedulers named by role, resolved on the clock current when a stream is made.
    @_optimize(none) static func registerSchedulers(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        let main = Value.object(SchedulerObject(name: "main") { runtime.main })
        let background = Value.object(SchedulerObject(name: "background") { runtime.background })
        registry.value("main", main)
        registry.value("background", background)
        registry.function("serial", .string()) { name in .object(SchedulerObject(runtime.serial(name), name: name)) }
        registry.namespace("MainScheduler").property("instance") { _ in main }
        let mainAsync = Value.object(SchedulerObject(name: "main") { runtime.mainAsync })
        registry.namespace("MainScheduler").property("asyncInstance") { _ in mainAsync }
        let currentThread = Value.object(
            SchedulerObject(CurrentThreadScheduler.instance, name: "CurrentThreadScheduler"))
        registry.namespace("CurrentThreadScheduler").property("instance") { _ in currentThread }
        registry.type(for: SchedulerObject.self, name: "Scheduler")
    }

    /// `observe(on:)` and its old spelling `observeOn`.
    @_optimize(none) static func registerObserveOn(_ observable: HostType) {
        for (name, label) in [("observe", "on"), ("observeOn", nil)] {
            observable.operator(name, .scheduler(label)) { source, scheduler in source.observe(on: scheduler) }
        }
    }
}
