import XCTest
import RxCore
import RxTrace
@testable import RxScript

/// Base class of the tests that run scripts on a virtual clock with event tracing, as `rxrepl --virtual-time` does.
class VirtualScriptTestCase: ScriptTestCase {
    /// Runs `source` until nothing is live or scheduled (or `limit` ms of virtual time), disposes what is left
    /// (traced), and returns every trace, `print` and diagnostic line with runs of spaces collapsed:
    /// `#1 +0.240s main next(10)`.
    func trace(_ source: String, limit: Int = 60_000) -> [String] {
        let output = MemoryTraceOutput()
        let runtime = ScriptRuntime.virtual(
            output: output, describeValue: ScriptRuntime.describeValue,
            describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        let session = Session(
            output: { output.write($0) }, callbackErrors: { output.writeLine($0.description) },
            runtime: runtime)
        let result = session.run(source: source, name: "test.rx")
        for diagnostic in result.diagnostics { output.writeLine(diagnostic.description) }
        let scheduler = runtime.virtualScheduler!
        while !runtime.isIdle, let due = scheduler.nextDueTime, due <= limit {
            scheduler.advanceTo(due)
        }
        runtime.tracer.disposeAll()
        return output.lines.map { $0.replacingOccurrences(of: " +", with: " ", options: .regularExpression) }
    }
}
