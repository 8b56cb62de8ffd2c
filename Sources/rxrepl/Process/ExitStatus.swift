/// rxrepl's exit statuses, as `--help` documents them.
enum ExitStatus: Int32, CaseIterable {
    /// The script ran and every subscription ended.
    case success = 0
    /// The script has syntax errors; nothing ran.
    case syntaxError = 65
    /// A statement failed at top level (the run stopped there).
    case runtimeError = 70
    /// `--timeout` expired with subscriptions still running (they were disposed).
    case timeout = 124
    /// Interrupted with Ctrl-C (everything was disposed).
    case interrupted = 130
    /// A file could not be read.
    case noInput = 66
    /// `--present`'s page could not be served (its port taken, its address not this machine's).
    case unavailable = 69

    /// What the status means, as `--help` and the manual page say it.
    var summary: String {
        switch self {
        case .success: return "success"
        case .syntaxError: return "syntax error (nothing ran)"
        case .noInput: return "input not readable"
        case .unavailable: return "the --present page could not be served"
        case .runtimeError: return "run-time error at top level"
        case .timeout: return "--timeout expired with streams still running"
        case .interrupted: return "interrupted by Ctrl-C"
        }
    }

    /// The lines `--help` shows.
    static let helpText =
        "Exit status: "
        + allCases.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue) \($0.summary)" }.joined(separator: "; ")
        + "."
}
