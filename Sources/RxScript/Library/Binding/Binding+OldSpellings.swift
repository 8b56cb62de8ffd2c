import RxCore

extension Builtins {
    /// RxSwift 3–4's `UIBindingObserver(UIElement: x) { element, value in … }`, today's `Binder(x) { … }`, and
    /// RxSwift 2's `x.rx_observe(String.self, "text")`, today's `x.rx.observe(…)`, on views and on instances of
    /// `NSObject` subclasses; each notes today's spelling the first time.
    @_optimize(none) static func registerOldBindingSpellings(_ registry: HostRegistry, context: ScriptContext) {
        // A Binder is its own observer (RxSwift's `asObserver()` wraps it; this keeps its binding target).
        registry.type(for: BinderObject.self, name: "Binder").method("asObserver") { receiver in receiver }
        let binder = registry.namespace("Binder")
        let observer = registry.namespace("UIBindingObserver")
        observer.constructor("init", .value("UIElement"), .function("binding"), .call) { element, body, call in
            context.noteOnce(
                "UIBindingObserver", .olderSpelling("UIBindingObserver(UIElement:)", "Binder(_:)"),
                at: call.range(ofName: "UIBindingObserver"))
            let arguments = CallArguments(
                values: [element, .function(body)], labels: [nil, "binding"], callRange: call.range)
            let (made, bound) = try OverloadResolver.resolve(binder.constructors, arguments, name: "Binder")
            return try made.body(.nil, bound)
        }

        // The tables are the registry's own: the closures hold them unowned.
        let viewType = registry.type(for: ViewObject.self, name: "View")
        func rx(of receiver: Value, _ call: HostCall, view viewType: HostType) throws -> Value {
            switch receiver {
            case .object(let instance as ScriptInstance) where instance.type.isReactiveCompatible:
                return .object(InstanceReactiveObject(base: instance))
            case .object(let view as ViewObject):
                if let rx = viewType.property(named: "rx") { return try rx.get(.object(view)) }
            default: break
            }
            throw call.failure(.unknownMember("rx_observe", type: receiver.typeName))
        }
        for type in [viewType, registry.objectType] {
            type.method(
                "rx_observe", .value(), .string(), .value("options", default: .nil),
                .value("retainSelf", default: .nil), .call
            ) { [unowned registry, unowned viewType] receiver, elementType, keyPath, options, _, call in
                context.noteOnce(
                    "rx_observe", .olderSpelling("rx_observe", "rx.observe"),
                    at: call.range(ofName: "rx_observe"))
                let reactive = try rx(of: receiver, call, view: viewType)
                let given = options.isNil ? [elementType, .string(keyPath)] : [elementType, .string(keyPath), options]
                let arguments = CallArguments(
                    values: given, labels: options.isNil ? [nil, nil] : [nil, nil, "options"],
                    callRange: call.range)
                guard let observe = registry.hostType(of: reactive).methods(named: "observe") else {
                    throw call.failure(.unknownMember("observe", type: reactive.typeName))
                }
                let (method, bound) = try OverloadResolver.resolve(observe, arguments, name: "observe")
                return try method.body(reactive, bound)
            }
        }
    }
}
