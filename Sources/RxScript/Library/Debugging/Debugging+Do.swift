import RxCore

extension Builtins {
    /// `do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    @_optimize(none) static func registerDo(_ observable: HostType, context: ScriptContext) {
        let doHandlers = DoHandlers(context: context)
        func handler(_ label: String) -> HostParameter<Function?> { .optionalFunction(label, default: .nil) }
        observable.operator(
            "do", handler("onNext"), handler("afterNext"), handler("onError"), handler("afterError"),
            handler("onCompleted"), handler("afterCompleted"), handler("onSubscribe"),
            handler("onSubscribed"), handler("onDispose")
        ) {
            source, onNext, afterNext, onError, afterError, onCompleted, afterCompleted, onSubscribe, onSubscribed,
            onDispose in
            let (element, failure, action, lifecycle) = (
                doHandlers.element, doHandlers.failure, doHandlers.action,
                doHandlers.lifecycle
            )
            return source.do(
                onNext: element(onNext), afterNext: element(afterNext),
                onError: failure(onError), afterError: failure(afterError),
                onCompleted: action(onCompleted), afterCompleted: action(afterCompleted),
                onSubscribe: lifecycle(onSubscribe), onSubscribed: lifecycle(onSubscribed),
                onDispose: lifecycle(onDispose))
        }
    }
}
