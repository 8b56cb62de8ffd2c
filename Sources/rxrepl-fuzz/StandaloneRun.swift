import Dispatch
import Foundation

/// Runs one script file through the real binary exactly as a user would (`rxrepl --virtual-time --timeout T
/// --trace X --format Y FILE`), interrupting it with SIGINT at the time limit as Ctrl-C would. Every failure the
/// batches find is checked this way before it is kept.
struct StandaloneRun {
    let binary: String
    let limits: RunLimits

    /// The outcome of running `file` with `trace` and `format`, and the end of its standard error.
    func run(file: String, trace: String, format: String) -> (RunOutcome, String) {
        let arguments = [
            "--virtual-time", "--timeout", limits.virtualLimit, "--trace", trace, "--format", format, file,
        ]
        guard let child = try? ChildProcess(binary, arguments, environment: limits.environment) else {
            return (.crashed(signal: 0), "could not start \(binary)")
        }
        child.closeInput()
        var interrupted = false
        var termination = child.wait(until: .now() + limits.wallSeconds)
        if termination == nil {
            interrupted = true
            child.signal(SIGINT)
            termination = child.wait(until: .now() + limits.hangMarginSeconds)
        }
        let errors = String(decoding: child.errorTail, as: UTF8.self)
        switch termination {
        case .exited(let status)?: return (.finished(status: status, interruptedAtLimit: interrupted), errors)
        case .signaled(let signal)?: return (.crashed(signal: signal), errors)
        case nil:
            child.kill()
            return (.hung, errors)
        }
    }

    /// The outcome of `bytes` run from a temporary file.
    func run(bytes: [UInt8], trace: String, format: String) -> (RunOutcome, String) {
        let path = NSTemporaryDirectory() + "rxrepl-fuzz-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).rx"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return run(file: path, trace: trace, format: format)
    }
}
