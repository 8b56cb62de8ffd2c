/// A run-time error raised by script code, carrying its message and source location.
///
/// Rx operators turn it into an `error` event, as a thrown Swift error would; at top level the session
/// reports it as a diagnostic.
public struct ScriptError: Error, CustomStringConvertible, @unchecked Sendable {
    /// What went wrong and what to do, lowercase, no final period.
    public var message: String
    /// Where it happened.
    public var range: SourceRange?
    /// Suggestions and related places.
    public var notes: [Diagnostic.Note]
    /// Set when running stopped for a reason outside the code's control; no `catch` may swallow it.
    public var halt: Halt?

    /// Why a run stopped that no script error handling should see.
    public enum Halt: Sendable {
        /// The user's Ctrl-C (or a time limit).
        case interrupted
        /// Recursion reached the stack's limit.
        case recursionLimit
    }

    public init(_ message: DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic.Note] = []) {
        self.message = message.text
        self.range = range
        self.notes = notes
    }

    /// The run was interrupted at `range`.
    public static func interrupted(at range: SourceRange?) -> ScriptError {
        var error = ScriptError(.interrupted, at: range)
        error.halt = .interrupted
        return error
    }

    /// Recursion went too deep at `range`.
    static func recursionTooDeep(at range: SourceRange?) -> ScriptError {
        var error = ScriptError(.recursionTooDeep, at: range)
        error.halt = .recursionLimit
        return error
    }

    /// The error as a run-time diagnostic.
    public var diagnostic: Diagnostic {
        var diagnostic = Diagnostic(.error, DiagnosticMessage(message), at: range, notes: notes, phase: .runtime)
        diagnostic.isInterruption = halt == .interrupted
        return diagnostic
    }

    /// `message at file:line:column`, the form shown in `error(...)` events.
    public var description: String {
        range.map { "\(message) at \($0)" } ?? message
    }
}

/// A non-error value thrown by `throw` (for example `throw "boom"`); errors thrown as error objects are
/// rethrown unwrapped so they compare equal to the host's errors.
public struct ThrownValue: Error, CustomStringConvertible, @unchecked Sendable {
    /// The thrown value.
    public let value: Value
    /// Where it was thrown.
    public let range: SourceRange?

    /// The value's plain description.
    public var description: String { value.description }
}
