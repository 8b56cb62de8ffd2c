import Foundation
import RxCore

extension Builtins {
    /// `DispatchGroup` (`enter`/`leave`, `notify(queue:execute:)`, `wait()`, `wait(timeout:)`) and
    /// `DispatchSemaphore(value:)` (`wait()`, `wait(timeout:)`, `signal()`), with `DispatchTimeoutResult`. In
    /// real time a wait blocks the calling thread; on the virtual clock it blocks the simulated thread only while
    /// the others run, and a wait nothing left can end is an error rather than a hang.
    @_optimize(none) static func registerDispatchGroups(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        for name in ["success", "timedOut"] {
            let value = Value.object(EnumCaseObject("DispatchTimeoutResult", name))
            registry.namespace("DispatchTimeoutResult").property(name) { _ in value }
            // A bare `.success` is this; `.success(x)` stays a trait's event (calls look for methods first), and
            // the implicit member stays documented with the traits.
            registry.registering(name == "success" ? .traits : .schedulers) {
                registry.implicitMembers.property(name) { _ in value }
            }
        }
        func result(_ satisfied: Bool) -> Value {
            .object(EnumCaseObject("DispatchTimeoutResult", satisfied ? "success" : "timedOut"))
        }
        let timeout = HostParameter<DeadlineObject>.object(
            "timeout", as: DeadlineObject.self, expected: "a deadline such as .now() + 1")

        registry.namespace("DispatchGroup").constructor("init") { .object(DispatchGroupObject()) }
        let group = registry.type(for: DispatchGroupObject.self, name: "DispatchGroup")
        group.method("enter", on: DispatchGroupObject.self) { group in
            group.condition.withLock { group.count += 1 }
            return .void
        }
        group.method("leave", .call, on: DispatchGroupObject.self) { group, call in
            try runtime.leave(group, call: call)
            return .void
        }
        group.method("notify", queueParameter("queue"), .work(), on: DispatchGroupObject.self) {
            group, queue, work in
            let notify = { _ = runtime.after(.nanoseconds(0), on: queue.scheduler) { context.guarded(work.run) } }
            let now: Bool = group.condition.withLock {
                if group.count == 0 { return true }
                group.notifications.append(notify)
                return false
            }
            if now { notify() }
            return .void
        }
        group.method("wait", .call, on: DispatchGroupObject.self) { group, call in
            _ = try runtime.blockingWait("wait()", on: group.condition, deadline: nil, call: call) { group.count == 0 }
            return .void
        }
        group.method("wait", timeout, .call, on: DispatchGroupObject.self) { group, deadline, call in
            result(
                try runtime.blockingWait(
                    "wait(timeout:)", on: group.condition, deadline: deadline.nanoseconds, call: call
                ) { group.count == 0 })
        }

        let semaphore = registry.namespace("DispatchSemaphore")
        semaphore.constructor("init", .int("value")) { .object(DispatchSemaphoreObject(value: $0)) }
        let type = registry.type(for: DispatchSemaphoreObject.self, name: "DispatchSemaphore")
        type.method("signal", on: DispatchSemaphoreObject.self) { semaphore in
            let woke: Bool = semaphore.condition.withLock {
                semaphore.value += 1
                semaphore.condition.broadcast()
                return semaphore.waiters > 0
            }
            return .int(woke ? 1 : 0)
        }
        func wait(
            _ semaphore: DispatchSemaphoreObject, _ name: String, _ deadline: Int?, _ call: HostCall
        ) throws
            -> Bool
        {
            semaphore.condition.withLock { semaphore.waiters += 1 }
            defer { semaphore.condition.withLock { semaphore.waiters -= 1 } }
            return try runtime.blockingWait(
                name, on: semaphore.condition, deadline: deadline, call: call, isSatisfied: { semaphore.value > 0 },
                then: { semaphore.value -= 1 })
        }
        type.method("wait", .call, on: DispatchSemaphoreObject.self) { semaphore, call in
            _ = try wait(semaphore, "wait()", nil, call)
            return .void
        }
        type.method("wait", timeout, .call, on: DispatchSemaphoreObject.self) { semaphore, deadline, call in
            result(try wait(semaphore, "wait(timeout:)", deadline.nanoseconds, call))
        }
    }

    static func queueParameter(_ label: String) -> HostParameter<DispatchQueueObject> {
        .object(label, as: DispatchQueueObject.self, expected: "a DispatchQueue")
    }
}

extension ScriptRuntime {
    /// `group.leave()`: one less piece of work; at zero the `notify` blocks are queued.
    func leave(_ group: DispatchGroupObject, call: HostCall) throws {
        let notifications: [() -> Void] = try group.condition.withLock {
            guard group.count > 0 else { throw call.failure(.unbalancedLeave) }
            group.count -= 1
            guard group.count == 0 else { return [] }
            group.condition.broadcast()
            defer { group.notifications = [] }
            return group.notifications
        }
        for notify in notifications { notify() }
    }

    /// Blocks the calling thread until `isSatisfied` holds (then runs `then`, under the condition's lock) or the
    /// deadline (runtime-clock nanoseconds) passes; returns whether it held. On the virtual clock the other
    /// simulated threads run meanwhile, and a wait nothing can end is an error located at the call.
    func blockingWait(
        _ name: String, on condition: NSCondition, deadline: Int?, call: HostCall,
        isSatisfied: @escaping () -> Bool, then: () -> Void = {}
    ) throws -> Bool {
        guard let scheduler = virtualScheduler else {
            let limit = deadline.map { Date(timeIntervalSinceNow: Double($0 - nowNanoseconds) / 1e9) }
            return condition.withLock {
                while !isSatisfied() {
                    if let limit {
                        if !condition.wait(until: limit) && !isSatisfied() { return false }
                    } else {
                        condition.wait()
                    }
                }
                then()
                return true
            }
        }
        let ticks = deadline.map { nanoseconds -> Int in
            let seconds = Double(nanoseconds) / 1e9 / scheduler.resolution
            return seconds >= Double(Int.max / 4) ? Int.max / 4 : Int(seconds.rounded(.up))
        }
        let thread = currentThreadLabel
        switch waitVirtualThread(scheduler, deadline: ticks, isSatisfied: { condition.withLock(isSatisfied) }) {
        case .satisfied:
            condition.withLock(then)
            return true
        case .timedOut:
            return false
        case .never(let blockedWork):
            throw call.failure(
                blockedWork ? .waitBlocksItsSignal(name, thread: thread) : .waitsForever(name, thread: thread))
        }
    }
}

/// What a queue is given to run: a closure or a `DispatchWorkItem` (which does nothing once cancelled).
struct DispatchWork {
    let run: () throws -> Void
}

extension HostParameter where Wrapped == DispatchWork {
    /// A closure or a `DispatchWorkItem` (labelled `execute` by default, as Dispatch's methods are).
    static func work(_ label: String? = "execute") -> Self {
        Self(label, takesClosure: true) { arguments, index in
            if case .object(let item as DispatchWorkItemObject) = arguments[index] {
                return DispatchWork { try item.perform() }
            }
            let body = try arguments.function(index)
            return DispatchWork { _ = try body.call() }
        }
    }
}
