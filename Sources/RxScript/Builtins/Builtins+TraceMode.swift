import RxTrace

extension Builtins {
    /// `trace(.stages)`, `trace(.events)`, `trace(.off)`: switches what the tracer prints from now on.
    static func registerTraceMode(_ registry: HostRegistry, context: ScriptContext) {
        let modes = registry.namespace("TraceMode")
        for mode in Tracer.Mode.allCases {
            let value = Value.object(TraceModeObject(mode))
            registry.implicitMembers.property(mode.rawValue) { _ in value }
            modes.property(mode.rawValue) { _ in value }
        }
        registry.type(for: TraceModeObject.self, name: "TraceMode")
        registry.function("trace(_:)") { arguments in
            let mode: Tracer.Mode
            if case .string(let name) = arguments[0], let named = Tracer.Mode(rawValue: name) {
                mode = named
            } else {
                mode = try arguments.object(0, as: TraceModeObject.self, expected: ".stages, .events or .off").mode
            }
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
