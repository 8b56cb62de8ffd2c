import Foundation
import RxCore
import Synchronization

/// What builtins need from their session: where `print` writes, and where to report errors that cannot
/// become Rx events (errors in `subscribe` handlers or dispose actions, which RxSwift cannot propagate either).
public final class ScriptContext: @unchecked Sendable {
    /// Receives `print` output (already including the terminator); may be called from any thread.
    public let output: @Sendable (String) -> Void
    /// Receives errors thrown by script callbacks that have nowhere else to go.
    public let reportError: @Sendable (Swift.Error) -> Void
    /// The schedulers, clock and tracer the session runs on.
    public let runtime: ScriptRuntime

    public init(
        output: @escaping @Sendable (String) -> Void, reportError: @escaping @Sendable (Swift.Error) -> Void,
        runtime: ScriptRuntime
    ) {
        self.output = output
        self.reportError = reportError
        self.runtime = runtime
    }

    private let statementCount = Atomic<Int>(0)
    private let runningStatement = Atomic<Int>(0)

    /// The top-level statement running now (each gets a new number), or 0 between statements (timers, callbacks):
    /// a value made in a statement can tell whether it is released before that statement ends.
    public var currentStatement: Int { runningStatement.load(ordering: .acquiring) }

    /// A top-level statement starts.
    func statementStarted() {
        runningStatement.store(statementCount.add(1, ordering: .relaxed).newValue, ordering: .releasing)
    }

    /// The top-level statements of an entry or script are done.
    func statementsEnded() { runningStatement.store(0, ordering: .releasing) }

    private let notedLock = NSLock()
    private var notedSpellings: Set<String> = []
    /// Receives one-line notes (an old spelling was used); by default they are dropped.
    public var reportNote: @Sendable (Diagnostic) -> Void = { _ in }

    /// Says once per session that `old` is an older spelling of `current`.
    public func noteOldSpelling(_ old: String, _ current: String, at place: SourceRange? = nil) {
        noteOnce(old, .olderSpelling(old, current), at: place)
    }

    /// Reports `message` as a note the first time `key` is noted in this session.
    func noteOnce(_ key: String, _ message: DiagnosticMessage, at place: SourceRange? = nil) {
        let first = notedLock.withLock { notedSpellings.insert(key).inserted }
        guard first else { return }
        reportNote(Diagnostic(.note, message, at: place, phase: .runtime))
    }

    /// What RxSwift's debug build does with an error no `onError` handles (`Hooks.defaultErrorHandler`): prints
    /// `Unhandled error happened: <error>`.
    public var unhandledError: (Swift.Error) -> Void {
        { [output] error in
            let shown = (error as? RxError)?.debugDescription ?? ScriptRuntime.describeError(error)
            output("Unhandled error happened: \(shown)\n")
        }
    }

    /// Runs a script callback, reporting rather than propagating its error.
    public func guarded(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            reportError(error)
        }
    }
}
