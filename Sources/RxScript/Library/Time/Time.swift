import RxCore

extension Builtins {
    /// `throttle debounce delay delaySubscription sample timeout buffer window`. A `scheduler:` is optional and
    /// defaults to `main`; durations are literals (`300ms`), `.milliseconds(300)`, or seconds as numbers.
    @_optimize(none) static func registerTime(_ observable: HostType, context: ScriptContext) {
        let main = Value.object(SchedulerObject(name: "main") { [runtime = context.runtime] in runtime.main })

        let scheduler = HostParameter<SchedulerType>.timedScheduler(default: main)
        observable.operator("throttle", .interval(), .bool("latest", default: true), scheduler) {
            source, dueTime, latest, scheduler in
            source.throttle(dueTime, latest: latest, scheduler: scheduler)
        }
        observable.operator("debounce", .interval(), scheduler) { source, dueTime, scheduler in
            source.debounce(dueTime, scheduler: scheduler)
        }
        observable.operator("delay", .interval(), scheduler) { source, dueTime, scheduler in
            source.delay(dueTime, scheduler: scheduler)
        }
        observable.operator("delaySubscription", .interval(), scheduler) { source, dueTime, scheduler in
            source.delaySubscription(dueTime, scheduler: scheduler)
        }
        // RxSwift's `defaultValue: nil` means "no default", so an explicit nil is the same as leaving it out.
        observable.operator("sample", .observable(), .value("defaultValue", default: .nil)) { source, sampler, value in
            source.sample(sampler, defaultValue: value.isNil ? nil : value)
        }
        observable.operator("timeout", .interval(), scheduler) { source, dueTime, scheduler in
            source.timeout(dueTime, scheduler: scheduler)
        }
        observable.operator("timeout", .interval(), .observable("other"), scheduler) {
            source, dueTime, other, scheduler in
            source.timeout(dueTime, other: other, scheduler: scheduler)
        }
        observable.operator("buffer", .interval("timeSpan"), .int("count"), scheduler) {
            source, span, count, scheduler in
            source.buffer(timeSpan: span, count: count, scheduler: scheduler).values(Value.array)
        }
        observable.operator("window", .interval("timeSpan"), .int("count"), scheduler) {
            source, span, count, scheduler in
            source.window(timeSpan: span, count: count, scheduler: scheduler).values(Value.observable)
        }
    }
}
