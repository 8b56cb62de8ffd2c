import Foundation
import RxCore

extension Builtins {
    /// The Foundation, Dispatch and RxSwift names guides use beside operators: `Thread.sleep(forTimeInterval:)`,
    /// the scheduler initializers (`SerialDispatchQueueScheduler(qos:)`…) and
    /// `DispatchSource.makeTimerSource(queue:)`. Every queue maps onto the runtime's `main`, `background` or
    /// `serial(label)`, so the work follows virtual time and counts as pending.
    @_optimize(none) static func registerFoundation(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        registerThread(registry, runtime: runtime)
        registerThreadObjects(registry, runtime: runtime)
        registerSchedulerInitializers(registry, runtime: runtime)
        registerTimerSource(registry, context: context)
        registerDispatchGroups(registry, context: context)
        registerRunLoops(registry, context: context)
    }

    /// `Thread.sleep(forTimeInterval:)`, `Thread.sleep(until:)` and Glibc's `sleep(_:)`/`usleep(_:)`: in real
    /// time they block the calling thread while other queues run on; in virtual time they sleep the simulated
    /// thread that calls them while the others run (`ScriptRuntime.sleepVirtualThread`).
    @_optimize(none) private static func registerThread(_ registry: HostRegistry, runtime: ScriptRuntime) {
        let thread = registry.namespace("Thread")
        func sleep(seconds: Double) {
            guard seconds > 0, seconds.isFinite else { return }
            if let scheduler = runtime.virtualScheduler {
                let ticks = Int(min((seconds / scheduler.resolution).rounded(), Double(Int.max / 4)))
                runtime.sleepVirtualThread(scheduler, ticks: ticks)
            } else {
                Thread.sleep(forTimeInterval: seconds)
            }
        }
        thread.method("sleep", .double("forTimeInterval")) { _, seconds in
            sleep(seconds: seconds)
            return .void
        }
        let until = HostParameter<DateObject>.object("until", as: DateObject.self, expected: "a Date")
        thread.method("sleep", until) { _, date in
            sleep(seconds: date.date.timeIntervalSince(runtime.currentDate))
            return .void
        }
        registry.function("sleep", .int()) { seconds in
            sleep(seconds: Double(seconds))
            return .int(0)
        }
        registry.function("usleep", .int()) { microseconds in
            sleep(seconds: Double(microseconds) / 1e6)
            return .int(0)
        }
        thread.property("isMainThread") { _ in .bool(runtime.screen.isOnMain) }
    }

    @_optimize(none) private static func registerSchedulerInitializers(_ registry: HostRegistry, runtime: ScriptRuntime)
    {
        func scheduler(_ value: SchedulerType, _ name: String) -> Value { .object(SchedulerObject(value, name: name)) }
        let serial = registry.namespace("SerialDispatchQueueScheduler")
        let defaultName = "rx.global_dispatch_queue.serial"
        // The quality of service and the queue are accepted and not used: the name picks the serial queue.
        serial.constructor("init", .value("qos")) { _ in scheduler(runtime.serial(defaultName), defaultName) }
        serial.constructor("init", .value("qos"), .string("internalSerialQueueName")) { _, name in
            scheduler(runtime.serial(name), name)
        }
        serial.constructor("init", .string("internalSerialQueueName")) { name in scheduler(runtime.serial(name), name) }
        serial.constructor("init", .value("queue"), .string("internalSerialQueueName")) { _, name in
            scheduler(runtime.serial(name), name)
        }
        let concurrent = registry.namespace("ConcurrentDispatchQueueScheduler")
        let queue = HostParameter<DispatchQueueObject>.object(
            "queue", as: DispatchQueueObject.self,
            expected: "a DispatchQueue")
        concurrent.constructor("init", .value("qos")) { _ in scheduler(runtime.background, "background") }
        concurrent.constructor("init", queue) { queue in scheduler(queue.scheduler, queue.label) }
        registry.namespace("OperationQueue").constructor("init") { .object(OperationQueueObject()) }
        registry.namespace("OperationQueueScheduler").constructor("init", .value("operationQueue")) { _ in
            scheduler(runtime.background, "background")
        }
        registry.namespace("MainScheduler").constructor("init") { scheduler(runtime.main, "main") }
    }

    /// `DispatchSource.makeTimerSource(queue:)` with `schedule(deadline:repeating:)`, `setEventHandler`, `resume()`
    /// and `cancel()`.
    @_optimize(none) private static func registerTimerSource(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        let source = registry.namespace("DispatchSource")
        source.method("makeTimerSource") { _ in .object(TimerSourceObject(runtime: runtime, scheduler: runtime.main)) }
        let queue = HostParameter<DispatchQueueObject>.object(
            "queue", as: DispatchQueueObject.self,
            expected: "a DispatchQueue")
        source.method("makeTimerSource", queue) { _, queue in
            .object(TimerSourceObject(runtime: runtime, scheduler: queue.scheduler))
        }
        let timer = registry.type(for: TimerSourceObject.self, name: "DispatchSourceTimer")
        let deadline = HostParameter<DeadlineObject>.object(
            "deadline", as: DeadlineObject.self,
            expected: "a deadline such as .now() + 1")
        // The period is read after the delay is set, as before.
        let repeating = HostParameter<RxTimeInterval?>.optionalInterval("repeating", default: .nil).deferred()
        timer.method("schedule", deadline, repeating, on: TimerSourceObject.self) { timer, deadline, repeating in
            timer.delay = max(0, deadline.nanoseconds - runtime.nowNanoseconds)
            timer.period = try repeating()
            return .void
        }
        timer.method("setEventHandler", .function("handler"), on: TimerSourceObject.self) { timer, handler in
            timer.handler = { context.guarded { _ = try handler.call() } }
            return .void
        }
        timer.method("resume", on: TimerSourceObject.self) { timer in
            timer.resume()
            return .void
        }
        timer.method("cancel", on: TimerSourceObject.self) { timer in
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
