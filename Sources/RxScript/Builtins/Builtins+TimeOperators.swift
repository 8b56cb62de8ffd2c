import RxCore

extension Builtins {
    /// `throttle debounce delay delaySubscription sample timeout buffer window`, and `observe(on:)` /
    /// `subscribe(on:)` with their old spellings `observeOn` / `subscribeOn`. A `scheduler:` is optional and
    /// defaults to `main`; durations are literals (`300ms`), `.milliseconds(300)`, or seconds as numbers.
    static func registerTimeOperators(_ observable: HostType, context: ScriptContext) {
        let main = Value.object(SchedulerObject(name: "main") { [runtime = context.runtime] in runtime.main })

        observable.operator("throttle(_:latest:scheduler:)",
                            defaults: ["latest": true, "scheduler": main]) { source, arguments in
            source.throttle(try arguments.interval(0), latest: try arguments.bool(1),
                            scheduler: try arguments.timedScheduler(2))
        }
        observable.operator("debounce(_:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.debounce(try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
        }
        observable.operator("delay(_:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.delay(try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
        }
        observable.operator("delaySubscription(_:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.delaySubscription(try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
        }
        // RxSwift's `defaultValue: nil` means "no default", so an explicit nil is the same as leaving it out.
        observable.operator("sample(_:defaultValue:)", defaults: ["defaultValue": .nil]) { source, arguments in
            let defaultValue = arguments[1].isNil ? Optional<Value>.none : arguments[1]
            return source.sample(try arguments.observable(0), defaultValue: defaultValue)
        }
        observable.operator("timeout(_:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.timeout(try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
        }
        observable.operator("timeout(_:other:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.timeout(try arguments.interval(0), other: try arguments.observable(1),
                           scheduler: try arguments.timedScheduler(2))
        }
        observable.operator("buffer(timeSpan:count:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.buffer(timeSpan: try arguments.interval(0), count: try arguments.int(1),
                          scheduler: try arguments.timedScheduler(2)).values(Value.array)
        }
        observable.operator("window(timeSpan:count:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.window(timeSpan: try arguments.interval(0), count: try arguments.int(1),
                          scheduler: try arguments.timedScheduler(2)).values(Value.observable)
        }
        for signature in ["observe(on:)", "observeOn(_:)"] {
            observable.operator(signature) { source, arguments in source.observe(on: try arguments.scheduler(0)) }
        }
        // Registered after `subscribe(_:)`: overloads bind by label, and among equally good fits the first
        // registered wins, so `subscribe { event in … }` stays a subscription rather than `subscribe(on:)`.
        for signature in ["subscribe(on:)", "subscribeOn(_:)"] {
            // RxSwift's `SubscribeOn` keeps its source's own type, so a test source is subscribed without its
            // `asObservable()` wrapper and its termination is released on the scheduler too.
            observable.method(signature) { receiver, arguments in
                .observable(try Builtins.directObservable(receiver, arguments).subscribe(on: try arguments.scheduler(0)))
            }
        }
    }
}
