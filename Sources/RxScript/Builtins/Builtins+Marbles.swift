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
        // `values:` is read after `frame:`, so a call with both wrong reports the frame.
        let values = HostParameter<Value>.marbleValues().deferred()
        let frame = HostParameter<Int>.marbleFrame { runtime.marbleFrameNanoseconds }
        registry.function("cold", .marbleText(), values, .marbleError(), frame) { text, values, error, frame in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: false)
            return .observable(coldMarbles(input.events, runtime: runtime))
        }
        registry.function("hot", .marbleText(), values, .marbleError(), frame) { text, values, error, frame in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: true)
            return .observable(hotMarbles(input.events, runtime: runtime))
        }
        registry.function("expect", .observable(), .marbleText(), values, .marbleError(), frame, .call) {
            stream, text, values, error, frame, call in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: false)
            try checkMarbles(stream, input, call, context: context)
            return .void
        }
        registry.function("expect", .observable()) { stream in .object(ExpectationObject(stream)) }
        let expectation = registry.type(for: ExpectationObject.self, name: "Expectation")
        expectation.method(
            "toBe", .marbleText(), values, .marbleError(), frame, .call,
            on: ExpectationObject.self
        ) { object, text, values, error, frame, call in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: false)
            try checkMarbles(object.stream, input, call, context: context)
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
        _ stream: Observable<Value>, _ expected: MarbleInput, _ call: HostCall,
        context: ScriptContext
    ) throws {
        guard let scheduler = context.runtime.virtualScheduler else {
            throw call.failure(.expectNeedsVirtualTime)
        }
        guard !scheduler.isRunning else { throw call.failure(.expectInsideScheduledWork) }
        let check = MarbleExpectation(expected: expected, place: call.range)
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
