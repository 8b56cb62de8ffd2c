import Foundation

extension Builtins {
    /// `Thread.current` and `Thread.main` with `isMainThread`, `name` and Foundation's printed form, telling which
    /// simulated or real thread runs the code (the name traces show).
    @_optimize(none) static func registerThreadObjects(_ registry: HostRegistry, runtime: ScriptRuntime) {
        let numbers = ThreadNumbers()
        func thread(named name: String, isMain: Bool) -> Value {
            .object(ThreadObject(name: name, isMainThread: isMain, number: numbers.number(for: name)))
        }
        let namespace = registry.namespace("Thread")
        namespace.property("current") { _ in
            let screen = runtime.screen!
            let isMain = screen.isOnMain
            return thread(named: isMain ? "main" : screen.threadName, isMain: isMain)
        }
        namespace.property("main") { _ in thread(named: "main", isMain: true) }
        let type = registry.type(for: ThreadObject.self, name: "Thread")
        type.property("isMainThread") { receiver in
            guard case .object(let thread as ThreadObject) = receiver else { return .nil }
            return .bool(thread.isMainThread)
        }
        type.property("name") { receiver in
            guard case .object(let thread as ThreadObject) = receiver else { return .nil }
            return .string(thread.name)
        }
        type.property("description") { receiver in .string(receiver.description) }
        registerMainThreadChecks(registry, runtime: runtime)
    }

    /// `MainScheduler.ensureRunningOnMainThread(errorMessage:)` and `ensureExecutingOnScheduler(errorMessage:)`:
    /// nothing on main; elsewhere RxSwift's fatal error, here a run-time error with RxSwift's message.
    @_optimize(none) private static func registerMainThreadChecks(_ registry: HostRegistry, runtime: ScriptRuntime) {
        let main = registry.namespace("MainScheduler")
        let checks = [
            ("ensureRunningOnMainThread", "Running on background thread."),
            (
                "ensureExecutingOnScheduler",
                "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on "
                    + "main thread."
            ),
        ]
        for (name, standard) in checks {
            main.method(name, .value("errorMessage", default: .nil), .call) { _, message, call in
                guard !runtime.screen.isOnMain else { return .void }
                let text = message.isNil ? standard : message.description
                throw call.failure(.notOnMainThread(name, text, thread: runtime.screen.threadName))
            }
        }
    }
}
