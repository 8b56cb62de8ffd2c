import RxCore

extension Builtins {
    /// `throttle debounce delay delaySubscription sample timeout buffer window`, and `observe(on:)` /
    /// `subscribe(on:)` with their old spellings `observeOn` / `subscribeOn`. A `scheduler:` is optional and
    /// defaults to `main`; durations are literals (`300ms`), `.milliseconds(300)`, or seconds as numbers.
    static func registerTimeOperators(_ observable: HostType, context: ScriptContext) {
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
        for (name, label) in [("observe", "on"), ("observeOn", nil)] {
            observable.operator(name, .scheduler(label)) { source, scheduler in source.observe(on: scheduler) }
        }
        // Registered after `subscribe(_:)`: overloads bind by label, and among equally good fits the first
        // registered wins, so `subscribe { event in … }` stays a subscription rather than `subscribe(on:)`.
        for (name, label) in [("subscribe", "on"), ("subscribeOn", nil)] {
            // RxSwift's `SubscribeOn` keeps its source's own type, so a test source is subscribed without its
            // `asObservable()` wrapper and its termination is released on the scheduler too.
            observable.method(name, .scheduler(label), receiver: Builtins.directObservable) { source, scheduler in
                .observable(source.subscribe(on: scheduler))
            }
        }
    }
}
