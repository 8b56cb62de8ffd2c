import RxCore

extension Builtins {
    /// `map filter ignoreElements do asObservable`.
    static func registerBasicOperators(_ observable: HostType, context: ScriptContext) {
        observable.operator("map", .function()) { source, transform in source.map { try transform.call($0) } }
        observable.operator("filter", .function()) { source, predicate in
            source.filter(predicate.predicate(for: "filter"))
        }
        observable.operator("ignoreElements") { source in source.ignoreElements(as: Value.self) }
        observable.operator("asObservable") { source in source }
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
