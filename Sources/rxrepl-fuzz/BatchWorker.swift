import Dispatch
import RxFuzz

/// One `rxrepl fuzz-batch` child running inputs one at a time. When the child dies or stops answering, the input it
/// was running is the culprit; the child is replaced and the next input goes to a fresh one.
final class BatchWorker {
    private let binary: String
    private let limits: RunLimits
    private var child: ChildProcess?
    /// Children started so far (one, plus one after each failure).
    private(set) var starts = 0
    /// For the last input that exited 65: `syntax` or `compile`, the error that stopped it; else nil.
    private(set) var lastStoppingStage: String?

    init(binary: String, limits: RunLimits) {
        self.binary = binary
        self.limits = limits
    }

    /// Runs `input`; the second value is the end of what the child wrote to standard error meanwhile.
    func run(_ input: FuzzInputs.Input) -> (RunOutcome, String) {
        guard let child = try? self.child ?? startChild() else {
            return (.crashed(signal: 0), "could not start \(binary)")
        }
        child.clearErrors()
        lastStoppingStage = nil
        let header = Array("\(input.bytes.count) \(input.trace) \(input.format)\n".utf8)
        let sent = child.send(header + input.bytes)
        let deadline = DispatchTime.now() + limits.wallSeconds + limits.hangMarginSeconds
        if sent, let line = child.readReportLine(until: deadline) {
            let fields = line.split(separator: " ")
            if fields.count >= 2, let status = Int32(fields[0]) {
                if fields.count >= 3, fields[2] != "-" { lastStoppingStage = String(fields[2]) }
                return (.finished(status: status, interruptedAtLimit: fields[1] == "1"), "")
            }
        }
        // No answer: the child died, or it hangs.
        self.child = nil
        let termination = child.wait(until: .now() + 1)
        if termination == nil { child.kill() }
        let errors = String(decoding: child.errorTail, as: UTF8.self)
        switch termination {
        case .signaled(let signal)?: return (.crashed(signal: signal), errors)
        case .exited(let status)?: return (.finished(status: status, interruptedAtLimit: false), errors)
        case nil: return (.hung, errors)
        }
    }

    /// Ends the child (it sees the end of its input).
    func finish() {
        child?.closeInput()
        child?.wait(until: .now() + 5)
        child = nil
    }

    private func startChild() throws -> ChildProcess {
        let started = try ChildProcess(
            binary,
            [
                "fuzz-batch", "--report-descriptor", "3", "--timeout", limits.virtualLimit,
                "--wall-limit", String(limits.wallSeconds),
            ],
            environment: limits.environment)
        starts += 1
        child = started
        return started
    }
}

/// The limits every run of an input gets.
struct RunLimits: Sendable {
    /// Real time after which a run is interrupted as by Ctrl-C.
    var wallSeconds: Double
    /// How long after that interrupt a run may take to answer before it counts as a hang.
    var hangMarginSeconds: Double
    /// `--timeout` of the virtual clock (`60s`).
    var virtualLimit: String

    /// No backtracer (it takes seconds per crash), no colour, no history.
    var environment: [String: String] { ["SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1", "RXREPL_HISTORY": ""] }
}
