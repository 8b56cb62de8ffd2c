import RxTrace

extension Builtins {
    /// `trace(.stages)`, `trace(.events)`, `trace(.off)`: switches what the tracer prints from now on.
    @_optimize(none) static func registerTraceMode(_ registry: HostRegistry, context: ScriptContext) {
        let modes = registry.namespace("TraceMode")
        for mode in Tracer.Mode.allCases {
            let value = Value.object(TraceModeObject(mode))
            registry.implicitMembers.property(mode.rawValue) { _ in value }
            modes.property(mode.rawValue) { _ in value }
        }
        registry.type(for: TraceModeObject.self, name: "TraceMode")
        // A mode, or its name as a string (`trace("events")`).
        let mode = HostParameter<Tracer.Mode>(nil) { arguments, index in
            if case .string(let name) = arguments[index], let named = Tracer.Mode(rawValue: name) { return named }
            return try arguments.object(index, as: TraceModeObject.self, expected: ".stages, .events or .off").mode
        }
        registry.function("trace", mode) { mode in
            context.runtime.tracer.mode = mode
            return .void
        }
    }
}

/// A trace mode value: `.stages`, `.events`, `.off`.
public final class TraceModeObject: HostObject, @unchecked Sendable {
    /// The wrapped mode.
    let mode: Tracer.Mode

    init(_ mode: Tracer.Mode) {
        self.mode = mode
    }

    public override var typeName: String { "TraceMode" }
    public override var description: String { mode.rawValue }
    public override func isEqual(to other: HostObject) -> Bool { (other as? TraceModeObject)?.mode == mode }
}
