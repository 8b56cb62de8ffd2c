extension Builtins {
    /// `print` and `debugPrint`, which write to the session's output.
    static func registerPrint(_ registry: HostRegistry, context: ScriptContext) {
        for (name, debug) in [("print", false), ("debugPrint", true)] {
            registry.function(
                name, .variadic(), .string("separator", default: " "),
                .string("terminator", default: "\n")
            ) { items, separator, terminator in
                let texts = items.map { debug ? $0.debugDescription : $0.description }
                context.output(texts.joined(separator: separator) + terminator)
                return .void
            }
        }
    }
}
