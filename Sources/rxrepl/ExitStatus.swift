/// rxrepl's exit statuses, as `--help` documents them.
enum ExitStatus: Int32 {
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

    /// The lines `--help` shows.
    static let helpText = """
        Exit status: 0 success; 65 syntax error (nothing ran); 66 input not readable; \
        70 run-time error at top level; 124 --timeout expired with streams still running; \
        130 interrupted by Ctrl-C.
        """
}
