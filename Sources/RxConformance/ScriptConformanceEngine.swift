import Foundation
import RxScript

/// Runs conformance programs in a fresh RxScript session (tracing off) and reads values back as the REPL
/// would print them.
///
/// An error thrown by a script callback that has nowhere to go (a `scheduleAt` action, a `subscribe`
/// handler) fails the run: RxSwift's tests cannot throw there, so it can only be a fault of the language.
public final class ScriptConformanceEngine: ConformanceEngine {
    private let callbackErrors = CallbackErrors()
    private let session: Session

    public init() {
        let errors = callbackErrors
        session = Session(output: { _ in }, callbackErrors: { errors.append($0) })
    }

    public func run(program: String, name: String) throws {
        let result = session.run(source: program, name: name)
        let diagnostics = result.diagnostics + callbackErrors.all
        if result.status != .success || !diagnostics.isEmpty {
            throw EngineFailure(message: diagnostics.map { DiagnosticFormatter().format($0) }.joined(separator: "\n"))
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

/// Diagnostics reported from callbacks, collected from whichever thread reports them.
private final class CallbackErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var diagnostics: [Diagnostic] = []

    func append(_ diagnostic: Diagnostic) {
        lock.lock()
        diagnostics.append(diagnostic)
        lock.unlock()
    }

    var all: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return diagnostics
    }
}

/// A program that did not run, or a value that could not be read.
struct EngineFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
