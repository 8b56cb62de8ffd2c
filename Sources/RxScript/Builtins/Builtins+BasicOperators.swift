import RxCore

extension Builtins {
    /// `map filter ignoreElements do asObservable`.
    static func registerBasicOperators(_ observable: HostType, context: ScriptContext) {
        observable.operator("map(_:)") { source, arguments in
            let transform = try arguments.function(0)
            return source.map { try transform.call($0) }
        }
        observable.operator("filter(_:)") { source, arguments in
            source.filter(try arguments.function(0).predicate(for: "filter"))
        }
        observable.operator("ignoreElements()") { source, _ in source.ignoreElements(as: Value.self) }
        observable.operator("asObservable()") { source, _ in source }
        let doLabels = ["onNext", "afterNext", "onError", "afterError", "onCompleted", "afterCompleted",
                        "onSubscribe", "onSubscribed", "onDispose"]
        let doHandlers = DoHandlers(context: context)
        observable.operator("do(" + doLabels.map { "\($0):" }.joined() + ")",
                            defaults: Dictionary(uniqueKeysWithValues: doLabels.map { ($0, Value.nil) })) { source, arguments in
            let handlers = try (0..<9).map { try arguments.optionalFunction($0) }
            let (element, failure, action, lifecycle) = (doHandlers.element, doHandlers.failure, doHandlers.action,
                                                         doHandlers.lifecycle)
            return source.do(onNext: element(handlers[0]), afterNext: element(handlers[1]),
                             onError: failure(handlers[2]), afterError: failure(handlers[3]),
                             onCompleted: action(handlers[4]), afterCompleted: action(handlers[5]),
                             onSubscribe: lifecycle(handlers[6]), onSubscribed: lifecycle(handlers[7]),
                             onDispose: lifecycle(handlers[8]))
        }
    }
}
