import Dispatch
import RxCore

extension Builtins {
    /// Grand Central Dispatch as RxSwift code uses it: `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`,
    /// `DispatchQueue.global().asyncAfter(…)`, `DispatchQueue(label: "x").async { … }` (or
    /// `attributes: .concurrent`), `async(group:)` and `sync`, mapped onto the runtime's `main`, `background`,
    /// `serial(label)` and `concurrent(label)` schedulers through `after`, so the work is pending until it runs
    /// and follows virtual time.
    @_optimize(none) static func registerDispatch(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        let main = Value.object(DispatchQueueObject(label: "main") { runtime.main })
        let global = Value.object(DispatchQueueObject(label: "background", isConcurrent: true) { runtime.background })
        let dispatchQueue = registry.namespace("DispatchQueue")
        // `.main` and `.global()` where a DispatchQueue is expected (`notify(queue: .main)`).
        for type in [dispatchQueue, registry.implicitMembers] {
            type.property("main") { _ in main }
            type.method("global") { _ in global }
            // Any quality of service: the queue is the background one either way.
            type.method("global", .value("qos")) { _, _ in global }
        }
        func makeQueue(_ label: String, attributes: Value) -> Value {
            let isConcurrent: Bool
            switch attributes {
            case .array(let items): isConcurrent = items.contains { $0.description == "concurrent" }
            default: isConcurrent = attributes.description == "concurrent"
            }
            let queue = isConcurrent ? runtime.concurrent(label) : runtime.serial(label)
            return .object(DispatchQueueObject(label: label, isConcurrent: isConcurrent) { queue })
        }
        // The quality of service is accepted and not used.
        dispatchQueue.constructor("init", .string("label")) { makeQueue($0, attributes: .nil) }
        dispatchQueue.constructor("init", .string("label"), .value("qos")) { label, _ in
            makeQueue(label, attributes: .nil)
        }
        dispatchQueue.constructor("init", .string("label"), .value("attributes")) { makeQueue($0, attributes: $1) }
        dispatchQueue.constructor("init", .string("label"), .value("qos"), .value("attributes")) {
            label, _, attributes in
            makeQueue(label, attributes: attributes)
        }
        for name in ["userInteractive", "userInitiated", "default", "utility", "background", "unspecified"] {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("DispatchQoS", name)) }
        }
        for name in ["concurrent", "initiallyInactive"] {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("DispatchQueue.Attributes", name)) }
        }

        let queue = registry.type(for: DispatchQueueObject.self, name: "DispatchQueue")
        let deadline = HostParameter<DeadlineObject>.object(
            "deadline", as: DeadlineObject.self,
            expected: "a deadline such as .now() + 1")
        queue.method("asyncAfter", deadline, .work(), on: DispatchQueueObject.self) { queue, deadline, work in
            let delay = max(0, deadline.nanoseconds - runtime.nowNanoseconds)
            _ = runtime.after(.nanoseconds(delay), on: queue.scheduler) { context.guarded(work.run) }
            return .void
        }
        queue.method("async", .work(), on: DispatchQueueObject.self) { queue, work in
            _ = runtime.after(.nanoseconds(0), on: queue.scheduler) { context.guarded(work.run) }
            return .void
        }
        let group = HostParameter<DispatchGroupObject>.object(
            "group", as: DispatchGroupObject.self, expected: "a DispatchGroup")
        queue.method("async", group, .work(), .call, on: DispatchQueueObject.self) { queue, group, work, call in
            group.condition.withLock { group.count += 1 }
            _ = runtime.after(.nanoseconds(0), on: queue.scheduler) {
                context.guarded(work.run)
                context.guarded { try runtime.leave(group, call: call) }
            }
            return .void
        }
        queue.method("sync", .function("execute"), .call, on: DispatchQueueObject.self) { queue, body, call in
            try runtime.sync(on: queue, call: call) { try body.call() }
        }
        queue.property("label") { value in
            guard case .object(let object as DispatchQueueObject) = value else { return .nil }
            return .string(object.label)
        }
        registerWorkItems(registry, context: context)

        for type in [registry.implicitMembers, registry.namespace("DispatchTime")] {
            type.method("now") { _ in .object(DeadlineObject(runtime.nowNanoseconds)) }
            type.property("distantFuture") { _ in .object(DeadlineObject.distantFuture) }
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
    /// Whether several of its blocks may run at once (the global queues, `attributes: .concurrent`).
    public let isConcurrent: Bool
    private let resolve: () -> SchedulerType

    public init(label: String, isConcurrent: Bool = false, scheduler: @escaping () -> SchedulerType) {
        self.resolve = scheduler
        self.label = label
        self.isConcurrent = isConcurrent
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

    /// `DispatchTime.distantFuture`: later than any wait lasts.
    static let distantFuture = DeadlineObject(Int.max / 4)

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
