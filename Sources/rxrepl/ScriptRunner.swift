import Foundation
import RxCore
import RxScript
import RxTrace

/// Runs a whole script: statements in order, then waits until every subscription has ended (or the timeout,
/// or Ctrl-C), disposing whatever is left so that its disposal is traced too.
struct ScriptRunner {
    let options: RunOptions

    /// How long a virtual run may go with streams still running before it stops (without --timeout).
    static let virtualHorizonSeconds = 3600.0

    /// Runs the script; `finished` sees the runtime once the run is over (for its `expect` tally). `interrupts`
    /// is the Ctrl-C watcher to use (one for the run when nil; `fuzz-batch` keeps one across many runs).
    func run(source: String, name: String, interrupts givenInterrupts: InterruptWatcher? = nil,
             finished: (ScriptRuntime) -> Void = { _ in }) -> ExitStatus {
        let output = FileTraceOutput.standardOutput
        defer { output.flush() }
        let printer = DiagnosticPrinter(colors: options.colorsEnabled(forDescriptor: STDERR_FILENO))
        let setup = SessionSetup(options: options, output: output,
                                 colors: options.colorsEnabled(forDescriptor: STDOUT_FILENO),
                                 reportDiagnostic: { diagnostic in
                                     output.flush()
                                     printer.report(diagnostic)
                                 })
        let runtime = setup.runtime
        defer { finished(runtime) }
        // Ctrl-C, or the timeout, also stops script code that is busy (a runaway loop or recursion): the
        // interpreter checks this flag in loops and calls.
        ScriptInterrupt.clear()
        let interrupts = givenInterrupts ?? InterruptWatcher(onInterrupt: { ScriptInterrupt.request() })
        StuckRunGuard.shared.runStarted()
        defer { StuckRunGuard.shared.runEnded() }
        let timeoutWatch = BusyTimeout(seconds: runtime.virtualScheduler == nil ? options.timeout?.seconds : nil)
        let result = setup.session.run(source: Self.withoutShebang(source), name: name)
        if result.status == .runtimeError && (interrupts.wasInterrupted || timeoutWatch.fired) {
            output.flush()
            runtime.tracer.disposeAll()
            return interrupts.wasInterrupted ? .interrupted : .timeout
        }
        switch result.status {
        case .syntaxError:
            output.flush()
            for diagnostic in result.diagnostics { printer.report(diagnostic) }
            printer.reportSummary(errorCount: result.diagnostics.count)
            return .syntaxError
        case .runtimeError:
            output.flush()
            for diagnostic in result.diagnostics { printer.report(diagnostic) }
            runtime.tracer.disposeAll()
            return .runtimeError
        case .success:
            break
        }
        let outcome: MainThreadPump.Outcome
        if let scheduler = runtime.virtualScheduler {
            outcome = runVirtual(scheduler, runtime: runtime, interrupts: interrupts)
        } else {
            let deadline = options.timeout.map { Date().addingTimeInterval($0.seconds) }
            // Output to a pipe or file is buffered for speed; flushing at every turn of the pump keeps it
            // within 10 ms of the events (a terminal gets each line at once).
            outcome = MainThreadPump.run(until: { runtime.isIdle || runtime.isQuiescent }, deadline: deadline,
                                         isInterrupted: { interrupts.wasInterrupted }, everyTurn: { output.flush() })
        }
        switch outcome {
        case .finished:
            // Nothing can happen any more: what is still live (a binding to a control) would wait forever.
            let open = runtime.tracer.liveCount
            if open > 0 {
                let note = "rxrepl: nothing more can happen; disposing the \(open) subscription\(open == 1 ? "" : "s") "
                    + "still open\n"
                FileTraceOutput.standardOutput.flush()
                FileHandle.standardError.write(Data(note.utf8))
            }
            runtime.tracer.disposeAll()
            // An error that reached a binding stops a debug build in RxCocoa; the run goes on, then says so.
            return runtime.screen.bindingErrors > 0 ? .runtimeError : .success
        case .timedOut:
            runtime.tracer.disposeAll()
            return .timeout
        case .interrupted:
            runtime.tracer.disposeAll()
            return .interrupted
        }
    }

    /// Advances the virtual clock item by item until nothing is live, nothing is scheduled, or the limit.
    private func runVirtual(_ scheduler: VirtualTimeScheduler, runtime: ScriptRuntime,
                            interrupts: InterruptWatcher) -> MainThreadPump.Outcome {
        let limitSeconds = options.timeout?.seconds ?? Self.virtualHorizonSeconds
        let limit = Int((limitSeconds / scheduler.resolution).rounded())
        while !runtime.isIdle {
            if interrupts.wasInterrupted { return .interrupted }
            guard let due = scheduler.nextDueTime else { return .finished }
            if due > limit {
                scheduler.advanceTo(limit)
                if options.timeout == nil {
                    let note = "rxrepl: stopped at \(Int(limitSeconds))s of virtual time with streams still "
                        + "running; pass --timeout to choose when to stop\n"
                    FileTraceOutput.standardOutput.flush()
                    FileHandle.standardError.write(Data(note.utf8))
                }
                return .timedOut
            }
            scheduler.advanceTo(due)
        }
        return .finished
    }

    /// Turns a `#!` first line into a comment, so line numbers stay right.
    static func withoutShebang(_ source: String) -> String {
        guard source.hasPrefix("#!") else { return source }
        return "//" + source.dropFirst(2)
    }
}

/// Interrupts busy script code when the real-time `--timeout` expires during the top-level run.
final class BusyTimeout: @unchecked Sendable {
    private let lock = NSLock()
    private var didFire = false

    init(seconds: Double?) {
        guard let seconds else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.didFire = true }
            ScriptInterrupt.request()
        }
    }

    /// True once the deadline passed.
    var fired: Bool { lock.withLock { didFire } }
}

extension DiagnosticPrinter {
    /// `3 errors` after a list of syntax errors, so a long list ends with its count.
    func reportSummary(errorCount: Int) {
        guard errorCount > 1 else { return }
        FileHandle.standardError.write(Data("\(errorCount) errors; nothing ran.\n".utf8))
    }
}
