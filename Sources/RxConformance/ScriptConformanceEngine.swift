import RxScript

/// Runs conformance programs in a fresh RxScript session (tracing off) and reads values back as the REPL
/// would print them.
public final class ScriptConformanceEngine: ConformanceEngine {
    private let session = Session(output: { _ in })

    public init() {}

    public func run(program: String, name: String) throws {
        let result = session.run(source: program, name: name)
        if result.status != .success {
            throw EngineFailure(message: result.diagnostics.map { DiagnosticFormatter().format($0) }
                .joined(separator: "\n"))
        }
    }

    public func describe(_ expression: String) throws -> String {
        let result = session.evaluate(expression)
        guard result.succeeded else {
            throw EngineFailure(message: result.diagnostics.map(\.message).joined(separator: "; "))
        }
        return result.valueDescription ?? "()"
    }
}

/// A program that did not run, or a value that could not be read.
struct EngineFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
