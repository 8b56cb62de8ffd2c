import RxCore

extension Builtins {
    /// RxSwift 2's one-closure spellings, which the seed articles still write: `doOnNext`, `doOnError`,
    /// `doOnCompleted` (today `do(onNext:)`…) and `subscribeNext`, `subscribeError`, `subscribeCompleted` (today
    /// `subscribe(onNext:)`…). Each behaves as today's and says so once.
    @_optimize(none) static func registerRxSwift2Spellings(_ observable: HostType, context: ScriptContext) {
        let handlers = DoHandlers(context: context)
        func noted(_ old: String, _ current: String, _ call: HostCall) {
            context.noteOldSpelling(old, current, at: call.arguments.nameRange ?? call.range)
        }
        observable.operator("doOnNext", .function(), .call) { source, handler, call in
            noted("doOnNext", "do(onNext:)", call)
            return source.do(onNext: handlers.element(handler))
        }
        observable.operator("doOnError", .function(), .call) { source, handler, call in
            noted("doOnError", "do(onError:)", call)
            return source.do(onError: handlers.failure(handler))
        }
        observable.operator("doOnCompleted", .function(), .call) { source, handler, call in
            noted("doOnCompleted", "do(onCompleted:)", call)
            return source.do(onCompleted: handlers.action(handler))
        }
        for event in ["Next", "Error", "Completed"] {
            let old = "subscribe" + event
            observable.method(old, .function(), .call, receiver: Builtins.observable) { source, handler, call in
                noted(old, "subscribe(on\(event):)", call)
                let run = { (arguments: [Value]) in context.guarded { _ = try handler.call(arguments) } }
                let subscription = context.runtime.tracer.subscribe(
                    source, expression: call.range?.text ?? old, place: call.range,
                    onNext: event == "Next" ? { run([$0]) } : nil,
                    onError: event == "Error" ? { run([.error($0)]) } : context.unhandledError,
                    onCompleted: event == "Completed" ? { run([]) } : nil,
                    onDisposed: nil)
                return .disposable(subscription)
            }
        }
    }
}
