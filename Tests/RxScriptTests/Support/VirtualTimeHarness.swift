import RxCore
import RxTrace
@testable import RxScript

/// A session on a virtual clock with its trace and program output captured, driven like
/// `rxrepl --virtual-time`: run the script, then advance the clock item by item until nothing is live.
final class VirtualTimeHarness {
    let output = MemoryTraceOutput()
    let runtime: ScriptRuntime
    let session: Session

    init() {
        let output = self.output
        runtime = .virtual(
            output: output, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        session = Session(
            output: { output.write($0) },
            callbackErrors: { output.write(DiagnosticFormatter().format($0)) },
            runtime: runtime)
    }

    deinit {
        runtime.tracer.uninstall()
    }

    /// Runs `source` and then virtual time until every subscription ended, or until `limit` seconds, when
    /// whatever still runs is disposed. Returns every line so far, trace columns joined by single spaces
    /// (`#1 +0.300s main next(0)`), followed by any diagnostics.
    func run(_ source: String, limit: Double = 3600) -> String {
        let result = execute(source, limit: limit)
        let diagnostics = result.diagnostics.map { DiagnosticFormatter().format($0) }.joined()
        return lines.joined(separator: "\n") + (diagnostics.isEmpty ? "" : "\n" + diagnostics)
    }

    /// Runs `source` as `run(_:limit:)` does and returns the session's result; the lines are in `lines`.
    func execute(_ source: String, name: String = "test.rx", limit: Double = 3600) -> Session.RunResult {
        let result = session.run(source: source, name: name)
        if result.status == .success {
            advance(limit: limit)
        } else {
            runtime.tracer.disposeAll()
            // A script stopped by an error may leave timers (a wait's error leaves the work it could not reach).
            runtime.cancelPendingTimers()
        }
        return result
    }

    /// The captured lines, trace columns joined by single spaces (lines of no subscription, such as a control's
    /// update or a lifecycle call, start at their time).
    var lines: [String] {
        output.lines.map { line in
            let untagged = line.hasPrefix("    ") && line.drop { $0 == " " }.first.map { "+@".contains($0) } == true
            guard line.hasPrefix("#") || untagged else { return line }
            return line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
    }

    private func advance(limit: Double) {
        guard let scheduler = runtime.virtualScheduler else { return }
        let limitTicks = Int((limit / scheduler.resolution).rounded())
        while !runtime.isIdle {
            guard let due = scheduler.nextDueTime else {
                runtime.tracer.disposeAll()
                return
            }
            if due > limitTicks {
                scheduler.advanceTo(limitTicks)
                runtime.tracer.disposeAll()
                return
            }
            scheduler.advanceTo(due)
        }
    }
}
