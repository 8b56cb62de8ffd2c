/// A message for the user about a place in the source: a syntax error, a name error, a run-time error.
public struct Diagnostic: Error, Sendable, CustomStringConvertible {
    /// How serious the diagnostic is.
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// The phase that found the problem; the script runner maps it to an exit code.
    public enum Phase: String, Sendable {
        /// Lexing or parsing (exit 65).
        case syntax
        /// Name resolution before running (exit 65).
        case semantic
        /// While running (exit 70).
        case runtime
    }

    /// Extra information attached to a diagnostic, optionally pointing at another place.
    public struct Note: Sendable {
        /// The note's text.
        public var message: String
        /// Where it points, if anywhere.
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// What went wrong and what was expected, lowercase, no final period.
    public var message: String
    /// Where it went wrong (a point or a range); `nil` when no source location applies.
    public var range: SourceRange?
    /// Additional notes (suggestions, related places).
    public var notes: [Note]
    /// The phase that produced it.
    public var phase: Phase
    /// True when it reports that the user interrupted the run (Ctrl-C), not a problem in the code.
    public var isInterruption = false

    public init(
        _ severity: Severity = .error, _ message: DiagnosticMessage, at range: SourceRange?,
        notes: [Note] = [], phase: Phase = .syntax
    ) {
        self.severity = severity
        self.message = message.text
        self.range = range
        self.notes = notes
        self.phase = phase
    }

    /// `file:line:column: severity: message`.
    public var description: String {
        let location = range.map { "\($0): " } ?? ""
        return "\(location)\(severity.rawValue): \(message)"
    }
}

/// The text of a diagnostic; the catalog of all messages is in `DiagnosticMessage+Catalog.swift`.
public struct DiagnosticMessage: Sendable, ExpressibleByStringInterpolation {
    /// The message text.
    public let text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { text = value }
}
