import Foundation
import RxCore

extension Builtins {
    /// The Foundation, Dispatch and RxSwift names guides use beside operators: `Thread.sleep(forTimeInterval:)`,
    /// the scheduler initializers (`SerialDispatchQueueScheduler(qos:)`…), `DispatchSource.makeTimerSource(queue:)`
    /// and `Resources.total`. Every queue maps onto the runtime's `main`, `background` or `serial(label)`, so the
    /// work follows virtual time and counts as pending.
    static func registerFoundation(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        registerThread(registry, runtime: runtime)
        registerSchedulerInitializers(registry, runtime: runtime)
        registerTimerSource(registry, context: context)
        registry.namespace("Resources").property("total") { _ in .int(Resources.total) }
        // Swift stops the program; a script's run stops with the message and where it was called.
        for name in ["fatalError", "preconditionFailure"] {
            registry.function("\(name)(_:)") { arguments in
                throw ScriptError(.fatalError(try arguments.string(0)), at: arguments.callRange)
            }
            registry.function("\(name)()") { arguments in throw ScriptError(.fatalError(""), at: arguments.callRange) }
        }
    }

    /// `Thread.sleep(forTimeInterval:)`: in real time it blocks the script's thread while other queues run on; in
    /// virtual time it moves the clock on, running what falls due meanwhile when called from the top level.
    private static func registerThread(_ registry: HostRegistry, runtime: ScriptRuntime) {
        let thread = registry.namespace("Thread")
        thread.method("sleep(forTimeInterval:)") { _, arguments in
            let seconds = try arguments.double(0)
            guard seconds > 0 else { return .void }
            if let scheduler = runtime.virtualScheduler {
                let ticks = Int((seconds / scheduler.resolution).rounded())
                if scheduler.isRunning {
                    scheduler.sleep(ticks)
                } else {
                    scheduler.advanceTo(scheduler.clock + ticks)
                }
            } else {
                Thread.sleep(forTimeInterval: seconds)
            }
            return .void
        }
        thread.property("isMainThread") { _ in .bool(runtime.screen.isOnMain) }
    }

    private static func registerSchedulerInitializers(_ registry: HostRegistry, runtime: ScriptRuntime) {
        func scheduler(_ value: SchedulerType, _ name: String) -> Value { .object(SchedulerObject(value, name: name)) }
        let serial = registry.namespace("SerialDispatchQueueScheduler")
        let defaultName = "rx.global_dispatch_queue.serial"
        serial.constructor("init(qos:)") { _ in scheduler(runtime.serial(defaultName), defaultName) }
        serial.constructor("init(qos:internalSerialQueueName:)") { arguments in
            let name = try arguments.string(1)
            return scheduler(runtime.serial(name), name)
        }
        serial.constructor("init(internalSerialQueueName:)") { arguments in
            let name = try arguments.string(0)
            return scheduler(runtime.serial(name), name)
        }
        serial.constructor("init(queue:internalSerialQueueName:)") { arguments in
            let name = try arguments.string(1)
            return scheduler(runtime.serial(name), name)
        }
        let concurrent = registry.namespace("ConcurrentDispatchQueueScheduler")
        concurrent.constructor("init(qos:)") { _ in scheduler(runtime.background, "background") }
        concurrent.constructor("init(queue:)") { arguments in
            let queue = try arguments.object(0, as: DispatchQueueObject.self, expected: "a DispatchQueue")
            return scheduler(queue.scheduler, queue.label)
        }
        registry.namespace("OperationQueue").constructor("init()") { _ in .object(OperationQueueObject()) }
        registry.namespace("OperationQueueScheduler").constructor("init(operationQueue:)") { _ in
            scheduler(runtime.background, "background")
        }
        registry.namespace("MainScheduler").constructor("init()") { _ in scheduler(runtime.main, "main") }
    }

    /// `DispatchSource.makeTimerSource(queue:)` with `schedule(deadline:repeating:)`, `setEventHandler`, `resume()`
    /// and `cancel()`.
    private static func registerTimerSource(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        let source = registry.namespace("DispatchSource")
        source.method("makeTimerSource()") { _, _ in .object(TimerSourceObject(runtime: runtime, scheduler: runtime.main)) }
        source.method("makeTimerSource(queue:)") { _, arguments in
            let queue = try arguments.object(0, as: DispatchQueueObject.self, expected: "a DispatchQueue")
            return .object(TimerSourceObject(runtime: runtime, scheduler: queue.scheduler))
        }
        let timer = registry.type(for: TimerSourceObject.self, name: "DispatchSourceTimer")
        timer.method("schedule(deadline:repeating:)", on: TimerSourceObject.self,
                     defaults: ["repeating": .nil]) { timer, arguments in
            let deadline = try arguments.object(0, as: DeadlineObject.self, expected: "a deadline such as .now() + 1")
            timer.delay = max(0, deadline.nanoseconds - runtime.nowNanoseconds)
            timer.period = arguments[1].isNil ? nil : try arguments.interval(1)
            return .void
        }
        timer.method("setEventHandler(handler:)", on: TimerSourceObject.self) { timer, arguments in
            let handler = try arguments.function(0)
            timer.handler = { context.guarded { _ = try handler.call() } }
            return .void
        }
        timer.method("resume()", on: TimerSourceObject.self) { timer, _ in
            timer.resume()
            return .void
        }
        timer.method("cancel()", on: TimerSourceObject.self) { timer, _ in
            timer.cancel()
            return .void
        }
    }
}

/// `OperationQueue()`: work given to an `OperationQueueScheduler` runs on `background`.
final class OperationQueueObject: HostObject, @unchecked Sendable {
    override var typeName: String { "OperationQueue" }
}

/// A `DispatchSourceTimer`: fires its handler after the deadline, then every period until cancelled.
final class TimerSourceObject: HostObject, @unchecked Sendable {
    private let runtime: ScriptRuntime
    private let scheduler: SchedulerType
    private let lock = NSLock()
    var delay = 0
    var period: RxTimeInterval?
    var handler: (() -> Void)?
    private var pending: Disposable?
    private var isCancelled = false

    init(runtime: ScriptRuntime, scheduler: SchedulerType) {
        self.runtime = runtime
        self.scheduler = scheduler
    }

    override var typeName: String { "DispatchSourceTimer" }

    func resume() { fire(after: Value.interval(nanoseconds: delay)) }

    func cancel() {
        let scheduled = lock.withLock {
            isCancelled = true
            defer { pending = nil }
            return pending
        }
        scheduled?.dispose()
    }

    private func fire(after interval: RxTimeInterval) {
        let scheduled = runtime.after(interval, on: scheduler) { [weak self] in
            guard let self, !self.lock.withLock({ self.isCancelled }) else { return }
            self.handler?()
            if let period = self.period { self.fire(after: period) }
        }
        lock.withLock { if !isCancelled { pending = scheduled } }
    }
}
