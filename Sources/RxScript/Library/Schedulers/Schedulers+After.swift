import RxCore

extension Builtins {
    /// `after(1s) { … }` and `after(2s, on: background) { … }`: run a closure later (on `main` by default).
    /// The timer counts as pending work, so a script waits for it; the result can be disposed to cancel it.
    @_optimize(none) static func registerAfter(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        // A non-nil default lets the trailing closure skip `on:` (a nil default marks an optional closure).
        let main = Value.object(SchedulerObject(name: "main") { runtime.main })
        // A scheduler with a clock; `nil` is `main` too.
        let on = HostParameter<SchedulerType>("on", default: main) { arguments, index in
            arguments[index].isNil ? runtime.main : try arguments.timedScheduler(index)
        }
        registry.function("after", .interval(), on, .function()) { delay, scheduler, body in
            .disposable(runtime.after(delay, on: scheduler) { context.guarded { _ = try body.call() } })
        }
    }
}
