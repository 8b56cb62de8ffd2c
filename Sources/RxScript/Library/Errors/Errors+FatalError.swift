extension Builtins {
    /// `fatalError(_:)` and `preconditionFailure(_:)`.
    @_optimize(none) static func registerFatalError(_ registry: HostRegistry) {
        // Swift stops the program; a script's run stops with the message and where it was called.
        for name in ["fatalError", "preconditionFailure"] {
            registry.function(name, .string(), .call) { message, call in
                throw ScriptError(.fatalError(message), at: call.range)
            }
            registry.function(name, .call) { call in throw ScriptError(.fatalError(""), at: call.range) }
        }
    }
}
