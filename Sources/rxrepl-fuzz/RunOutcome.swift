/// How one input ended in the real binary, and whether that is a failure: a crash (a signal), a hang (no answer
/// within the margin after the time limit interrupted it, as Ctrl-C does), or an exit status outside the
/// documented set. Everything else is a pass, whatever the script did.
enum RunOutcome: Equatable {
    case finished(status: Int32, interruptedAtLimit: Bool)
    case crashed(signal: Int32)
    case hung

    /// rxrepl's documented exit statuses (`ExitStatus` in the binary: `rxrepl --help` lists them).
    static let documentedStatuses: Set<Int32> = [0, 65, 66, 70, 124, 130]

    /// The failure's kind, used in fixture names (`crash`, `hang`, `status`); nil for a pass.
    var failureKind: String? {
        switch self {
        case .finished(let status, _): return Self.documentedStatuses.contains(status) ? nil : "status"
        case .crashed: return "crash"
        case .hung: return "hang"
        }
    }

    /// For reports: `exit 70`, `signal 11 (SIGSEGV)`, `hang`.
    var summary: String {
        switch self {
        case .finished(let status, let limited):
            return "exit \(status)" + (limited ? " (interrupted at the time limit)" : "")
        case .crashed(let signal): return "signal \(signal)" + (Self.signalNames[signal].map { " (\($0))" } ?? "")
        case .hung: return "hang (no answer to the interrupt)"
        }
    }

    private static let signalNames: [Int32: String] = [
        4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE",
        9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM",
    ]
}
