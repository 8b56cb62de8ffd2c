import Dispatch
import RxCore

extension Builtins {
    /// Grand Central Dispatch as RxSwift code uses it: `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`,
    /// `DispatchQueue.global().asyncAfter(…)`, `DispatchQueue(label: "x").async { … }`, mapped onto the
    /// runtime's `main`, `background` and `serial(label)` schedulers through `after`, so the work is pending
    /// until it runs and follows virtual time.
    static func registerDispatch(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        let main = Value.object(DispatchQueueObject(label: "main") { runtime.main })
        let global = Value.object(DispatchQueueObject(label: "background") { runtime.background })
        let dispatchQueue = registry.namespace("DispatchQueue")
        dispatchQueue.property("main") { _ in main }
        dispatchQueue.method("global") { _ in global }
        // Any quality of service: the queue is the background one either way.
        dispatchQueue.method("global", .value("qos")) { _, _ in global }
        dispatchQueue.constructor("init", .string("label")) { label in
            let queue = runtime.serial(label)
            return .object(DispatchQueueObject(label: label) { queue })
        }
        for name in ["userInteractive", "userInitiated", "default", "utility", "background", "unspecified"] {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("DispatchQoS", name)) }
        }

        let queue = registry.type(for: DispatchQueueObject.self, name: "DispatchQueue")
        let deadline = HostParameter<DeadlineObject>.object(
            "deadline", as: DeadlineObject.self,
            expected: "a deadline such as .now() + 1")
        queue.method("asyncAfter", deadline, .function("execute"), on: DispatchQueueObject.self) {
            queue, deadline, body in
            let delay = max(0, deadline.nanoseconds - runtime.nowNanoseconds)
            _ = runtime.after(.nanoseconds(delay), on: queue.scheduler) { context.guarded { _ = try body.call() } }
            return .void
        }
        queue.method("async", .function("execute"), on: DispatchQueueObject.self) { queue, body in
            _ = runtime.after(.nanoseconds(0), on: queue.scheduler) { context.guarded { _ = try body.call() } }
            return .void
        }
        queue.property("label") { value in
            guard case .object(let object as DispatchQueueObject) = value else { return .nil }
            return .string(object.label)
        }

        for type in [registry.implicitMembers, registry.namespace("DispatchTime")] {
            type.method("now") { _ in .object(DeadlineObject(runtime.nowNanoseconds)) }
        }

    }
}

extension ScriptRuntime {
    /// The runtime clock in nanoseconds: virtual time, or the uptime clock `DispatchTime.now()` reads.
    var nowNanoseconds: Int {
        if let scheduler = virtualScheduler {
            return Int((Double(scheduler.clock) * scheduler.resolution * 1e9).rounded())
        }
        return Int(truncatingIfNeeded: DispatchTime.now().uptimeNanoseconds)
    }
}

/// A dispatch queue as scripts see it: one of the runtime's schedulers, under the queue's label.
public final class DispatchQueueObject: HostObject, @unchecked Sendable {
    /// Where its work runs (for `main` and the global queue, on the session's current clock).
    public var scheduler: SchedulerType { resolve() }
    /// Its label (`main`, `background`, or the one given).
    public let label: String
    private let resolve: () -> SchedulerType

    public init(label: String, scheduler: @escaping () -> SchedulerType) {
        self.resolve = scheduler
        self.label = label
    }

    public override var typeName: String { "DispatchQueue" }
    public override var description: String { "DispatchQueue(\(label))" }
}

/// A point on the runtime clock (`.now() + 1`), in nanoseconds.
public final class DeadlineObject: HostObject, ScriptOperable, @unchecked Sendable {
    /// Nanoseconds on the runtime clock.
    public let nanoseconds: Int

    public init(_ nanoseconds: Int) {
        self.nanoseconds = nanoseconds
    }

    public override var typeName: String { "DispatchTime" }
    public override var description: String { "DispatchTime(\(Value.formatDuration(nanoseconds)))" }

    /// `deadline + interval`, `interval + deadline` and `deadline - interval`, the interval being a duration or
    /// seconds as a number.
    public func apply(_ op: String, _ other: Value, reversed: Bool) throws -> Value? {
        let offset: Int
        switch other {
        case .duration(let nanoseconds): offset = nanoseconds
        case .int(let seconds): offset = seconds.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .double(let seconds) where seconds.isFinite && abs(seconds) < 9e9: offset = Int((seconds * 1e9).rounded())
        default: return nil
        }
        switch (op, reversed) {
        case ("+", _): return .object(DeadlineObject(nanoseconds &+ offset))
        case ("-", false): return .object(DeadlineObject(nanoseconds &- offset))
        default: return nil
        }
    }
}
