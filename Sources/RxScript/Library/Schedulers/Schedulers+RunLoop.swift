import Foundation
import RxCore

extension Builtins {
    /// What keeps a Swift program or playground alive for asynchronous work: `RunLoop.main.run()`,
    /// `CFRunLoopRun()` and `PlaygroundPage.current.needsIndefiniteExecution = true` note once that rxrepl already
    /// runs every script until nothing more can happen, and return; `RunLoop.current.run(until:)` and
    /// `run(mode:before:)` run the clock until that date, as `Thread.sleep` does.
    @_optimize(none) static func registerRunLoops(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        let loop = Value.object(RunLoopObject())
        let namespace = registry.namespace("RunLoop")
        namespace.property("main") { _ in loop }
        namespace.property("current") { _ in loop }
        let type = registry.type(for: RunLoopObject.self, name: "RunLoop")
        type.method("run", .call, on: RunLoopObject.self) { _, call in
            context.noteOnce("RunLoop.run", .runLoopRunsAtEnd("run()"), at: call.range)
            return .void
        }
        let until = HostParameter<Date>.date("until", runtime: runtime)
        type.method("run", until, on: RunLoopObject.self) { _, date in
            runtime.run(until: date)
            return .void
        }
        type.method("run", .value("mode"), .date("before", runtime: runtime), on: RunLoopObject.self) { _, _, date in
            runtime.run(until: date)
            return .bool(true)
        }
        registry.function("CFRunLoopRun", .call) { call in
            context.noteOnce("CFRunLoopRun", .runLoopRunsAtEnd("CFRunLoopRun()"), at: call.range)
            return .void
        }
        let page = Value.object(PlaygroundPageObject())
        registry.namespace("PlaygroundPage").property("current") { _ in page }
        registry.type(for: PlaygroundPageObject.self, name: "PlaygroundPage").property(
            "needsIndefiniteExecution", get: { _ in .bool(true) },
            set: { _, _ in context.noteOnce("needsIndefiniteExecution", .indefiniteExecution) })
    }
}

extension ScriptRuntime {
    /// `RunLoop.current.run(until:)`: on the virtual clock the calling thread sleeps until `date` while the
    /// others run; in real time Foundation's run loop runs.
    func run(until date: Date) {
        let seconds = date.timeIntervalSince(currentDate)
        guard seconds > 0 else { return }
        if let scheduler = virtualScheduler {
            let ticks = Int(min((seconds / scheduler.resolution).rounded(), Double(Int.max / 4)))
            sleepVirtualThread(scheduler, ticks: ticks)
        } else {
            RunLoop.current.run(until: date)
        }
    }
}

extension HostParameter where Wrapped == Date {
    /// A `Date`, or a dispatch deadline such as `.distantFuture` (converted on the runtime's clock).
    static func date(_ label: String?, runtime: ScriptRuntime) -> Self {
        Self(label) { arguments, index in
            if case .object(let deadline as DeadlineObject) = arguments[index] {
                let seconds = Double(deadline.nanoseconds - runtime.nowNanoseconds) / 1e9
                return runtime.currentDate.addingTimeInterval(seconds)
            }
            return try arguments.object(index, as: DateObject.self, expected: "a Date").date
        }
    }
}

/// `RunLoop.main` and `RunLoop.current`: the loop that keeps a program alive (rxrepl's own does that).
final class RunLoopObject: HostObject, @unchecked Sendable {
    override var typeName: String { "RunLoop" }
}

/// `PlaygroundPage.current`, from `import PlaygroundSupport`.
final class PlaygroundPageObject: HostObject, @unchecked Sendable {
    override var typeName: String { "PlaygroundPage" }
}
