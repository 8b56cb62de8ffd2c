import Foundation
import RxCore

extension Builtins {
    /// `DispatchWorkItem { … }` with `perform()`, `cancel()` and `isCancelled`; queues take one wherever they take
    /// a closure (`async(execute:)`, `asyncAfter(deadline:execute:)`), and a cancelled one does nothing when run.
    @_optimize(none) static func registerWorkItems(_ registry: HostRegistry, context: ScriptContext) {
        let namespace = registry.namespace("DispatchWorkItem")
        namespace.constructor("init", .function("block")) { .object(DispatchWorkItemObject(body: $0)) }
        let item = registry.type(for: DispatchWorkItemObject.self, name: "DispatchWorkItem")
        item.method("perform", on: DispatchWorkItemObject.self) { item in
            try item.perform()
            return .void
        }
        item.method("cancel", on: DispatchWorkItemObject.self) { item in
            item.cancel()
            return .void
        }
        item.property("isCancelled") { receiver in
            guard case .object(let item as DispatchWorkItemObject) = receiver else { return .nil }
            return .bool(item.isCancelled)
        }
    }
}

extension ScriptRuntime {
    /// `queue.sync { … }`: the block runs at once on the calling thread, as Dispatch runs it, except that
    /// `main.sync` from another thread runs on main. Onto the serial queue already running the caller, Swift
    /// deadlocks: that is an error here.
    func sync(on queue: DispatchQueueObject, call: HostCall, _ body: () throws -> Value) throws -> Value {
        let isMain = queue.label == "main" && !queue.isConcurrent
        if let scheduler = virtualScheduler {
            if !queue.isConcurrent && currentThreadLabel == queue.label {
                throw call.failure(.syncDeadlock(queue.label))
            }
            return isMain ? try scheduler.running(as: "main", body) : try body()
        }
        guard isMain else { return try body() }
        if Thread.isMainThread { throw call.failure(.syncDeadlock("main")) }
        return try DispatchQueue.main.sync(execute: body)
    }
}
