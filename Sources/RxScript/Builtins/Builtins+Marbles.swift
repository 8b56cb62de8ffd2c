import RxCore
import RxTest

extension Builtins {
    /// Marble inputs and checks: `cold("-a-b|")`, `hot("--a-^-b-|")` (with `values:`, `error:`, `frame:`), and
    /// `expect(stream, "-a-(b|)")` / `expect(stream).toBe("-a-(b|)")`.
    ///
    /// Sources run on the session's clock, real or virtual: a cold one starts its diagram at each subscription,
    /// a hot one when it is created (events before `^` have already happened). `expect` needs the virtual clock.
    static func registerMarbles(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        registry.function("cold(_:values:error:frame:)", defaults: MarbleInput.defaults) { arguments in
            .observable(
                coldMarbles(
                    try MarbleInput(arguments, at: 0, hot: false, defaultFrame: runtime.marbleFrameNanoseconds).events,
                    runtime: runtime))
        }
        registry.function("hot(_:values:error:frame:)", defaults: MarbleInput.defaults) { arguments in
            .observable(
                hotMarbles(
                    try MarbleInput(arguments, at: 0, hot: true, defaultFrame: runtime.marbleFrameNanoseconds).events,
                    runtime: runtime))
        }
        registry.function("expect(_:_:values:error:frame:)", defaults: MarbleInput.defaults) { arguments in
            let stream = try arguments.observable(0)
            try checkMarbles(
                stream, MarbleInput(arguments, at: 1, hot: false, defaultFrame: runtime.marbleFrameNanoseconds),
                arguments, context: context)
            return .void
        }
        registry.function("expect(_:)") { arguments in
            .object(ExpectationObject(try arguments.observable(0)))
        }
        let expectation = registry.type(for: ExpectationObject.self, name: "Expectation")
        expectation.method(
            "toBe(_:values:error:frame:)", on: ExpectationObject.self,
            defaults: MarbleInput.defaults
        ) { object, arguments in
            try checkMarbles(
                object.stream, MarbleInput(arguments, at: 0, hot: false, defaultFrame: runtime.marbleFrameNanoseconds),
                arguments, context: context)
            return .void
        }
    }

    /// Each subscription gets the events at their times from the moment it subscribed, on the clock current then
    /// (so a marble input made before `:time virtual` is stepped with the streams made after it).
    private static func coldMarbles(
        _ events: [(time: Int, event: Event<Value>)],
        runtime: ScriptRuntime
    ) -> Observable<Value> {
        Observable.create(named: "cold") { observer in
            let timers = CompositeDisposable()
            for (time, event) in events {
                _ = timers.insert(
                    runtime.after(Value.interval(nanoseconds: time), on: runtime.main) {
                        observer.on(event)
                    })
            }
            return timers
        }
    }

    /// The events happen at their times from now, to whoever is subscribed then.
    private static func hotMarbles(
        _ events: [(time: Int, event: Event<Value>)],
        runtime: ScriptRuntime
    ) -> Observable<Value> {
        let subject = PublishSubject<Value>()
        for (time, event) in events where time >= 0 {
            _ = runtime.after(Value.interval(nanoseconds: time), on: runtime.main) { subject.on(event) }
        }
        return subject.asObservable()
    }

    private static func checkMarbles(
        _ stream: Observable<Value>, _ expected: MarbleInput, _ arguments: Arguments,
        context: ScriptContext
    ) throws {
        guard let scheduler = context.runtime.virtualScheduler else {
            throw arguments.failure(.expectNeedsVirtualTime)
        }
        guard !scheduler.isRunning else { throw arguments.failure(.expectInsideScheduledWork) }
        let check = MarbleExpectation(expected: expected, place: arguments.callRange)
        let result = check.run(stream, on: scheduler)
        context.runtime.expectations.record(passed: result.passed)
        context.output(context.runtime.asciiOnly ? MarbleExpectation.ascii(result.report) : result.report)
    }
}

/// `expect(stream)`, waiting for `.toBe("-a-(b|)")`.
final class ExpectationObject: HostObject, @unchecked Sendable {
    let stream: Observable<Value>

    init(_ stream: Observable<Value>) {
        self.stream = stream
    }

    override var typeName: String { "Expectation" }
}
