import Foundation
import RxCore

extension Builtins {
    /// Marble inputs and checks: `cold("-a-b|")`, `hot("--a-^-b-|")` (with `values:`, `error:`, `frame:`), and
    /// `expect(stream, "-a-(b|)")` / `expect(stream).toBe("-a-(b|)")`, with a `hint:` an exercise shows on failure.
    ///
    /// Sources run on the session's clock, real or virtual: a cold one starts its diagram at each subscription,
    /// a hot one when it is created (events before `^` have already happened). `expect` needs the virtual clock.
    @_optimize(none) static func registerMarbles(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        // `values:` is read after `frame:`, so a call with both wrong reports the frame.
        let values = HostParameter<Value>.marbleValues().deferred()
        let frame = HostParameter<Int>.marbleFrame { runtime.marbleFrameNanoseconds }
        registry.function("cold", .marbleText(), values, .marbleError(), frame, .call) {
            text, values, error, frame, call in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: false)
            return noted(coldMarbles(input.events, runtime: runtime), input, hot: false, call, runtime)
        }
        registry.function("hot", .marbleText(), values, .marbleError(), frame, .call) {
            text, values, error, frame, call in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: true)
            return noted(hotMarbles(input.events, runtime: runtime), input, hot: true, call, runtime)
        }
        let hint = HostParameter<String>.string("hint", default: "")
        registry.function("expect", .observable(), .marbleText(), values, .marbleError(), frame, hint, .call) {
            stream, text, values, error, frame, hint, call in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: false)
            try checkMarbles(stream, input, hint: hint, call, context: context)
            return .void
        }
        registry.function("expect", .observable()) { stream in .object(ExpectationObject(stream)) }
        let expectation = registry.type(for: ExpectationObject.self, name: "Expectation")
        expectation.method(
            "toBe", .marbleText(), values, .marbleError(), frame, hint, .call,
            on: ExpectationObject.self
        ) { object, text, values, error, frame, hint, call in
            let input = try MarbleInput(text, values: try values(), error: error, frame: frame, hot: false)
            try checkMarbles(object.stream, input, hint: hint, call, context: context)
            return .void
        }
    }

    /// Keeps what made a marble input, for `:export`.
    private static func noted(
        _ observable: Observable<Value>, _ input: MarbleInput, hot: Bool, _ call: HostCall, _ runtime: ScriptRuntime
    ) -> Value {
        runtime.marbleSources.add(
            MarbleSource(
                observable: observable, isHot: hot, events: input.events, frame: input.frame, place: call.range,
                createdAt: runtime.tracer.clock.elapsedSeconds))
        return .observable(observable)
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
        HotMarbles(events.filter { $0.time >= 0 }, runtime: runtime)
    }

    private static func checkMarbles(
        _ stream: Observable<Value>, _ expected: MarbleInput, hint: String, _ call: HostCall,
        context: ScriptContext
    ) throws {
        guard let scheduler = context.runtime.virtualScheduler else {
            throw call.failure(.expectNeedsVirtualTime)
        }
        guard !scheduler.isRunning else { throw call.failure(.expectInsideScheduledWork) }
        let check = MarbleExpectation(
            expected: expected, place: call.range, hint: hint.trimmingCharacters(in: .whitespacesAndNewlines))
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

/// A hot marble source: its events happen at their times from its creation, to whoever is subscribed then.
///
/// Seen from a clock of its own (`marbles()` runs on one), it shows the events still to come at their times to
/// that subscriber alone, as a hot source made on RxTest's scheduler would, and fires nothing in the session.
private final class HotMarbles: Observable<Value> {
    private let subject = PublishSubject<Value>()
    private let events: [(time: Int, event: Event<Value>)]
    private let runtime: ScriptRuntime
    /// The virtual clock and its time (in ticks) when the source was made on it.
    private let virtualStart: (scheduler: VirtualTimeScheduler, tick: Int)?
    private let lock = NSLock()
    /// Which events have happened in the session.
    private var happened: [Bool]

    init(_ events: [(time: Int, event: Event<Value>)], runtime: ScriptRuntime) {
        self.events = events
        self.runtime = runtime
        virtualStart = runtime.virtualScheduler.map { ($0, $0.clock) }
        happened = Array(repeating: false, count: events.count)
        super.init()
        for (index, (time, event)) in events.enumerated() {
            _ = runtime.after(Value.interval(nanoseconds: time), on: runtime.main) { [subject, weak self] in
                self?.lock.withLock { self?.happened[index] = true }
                subject.on(event)
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Value {
        guard let (scheduler, start) = virtualStart, scheduler.isIsolated else {
            return subject.asObservable().subscribe(observer)
        }
        let own = PublishSubject<Value>()
        let subscription = own.asObservable().subscribe(observer)
        let elapsed = Int((Double(scheduler.clock - start) * scheduler.resolution * 1e9).rounded())
        let waiting = lock.withLock { events.indices.filter { !happened[$0] } }
        let timers = CompositeDisposable()
        for index in waiting {
            let (time, event) = events[index]
            _ = timers.insert(
                runtime.after(Value.interval(nanoseconds: max(0, time - elapsed)), on: runtime.main) { own.on(event) })
        }
        return Disposables.create(subscription, timers)
    }
}
