/// One physical line read by a backend; `LineEditor` assembles these into entries.
enum PhysicalLine: Equatable {
    case text(String)
    /// Ctrl-C, with the text that was on the line.
    case interrupted(discarded: String)
    case eof
}

/// What `LineEditor` needs from the terminal (libedit) and plain readers.
protocol LineSource: AnyObject {
    /// Tab completion, when the backend supports it.
    var completer: ((String, Int) -> Completions)? { get set }
    /// Reads one line. `pending` holds the earlier lines of an unfinished entry with their prompts.
    func readLine(prompt: String, pending: [(prompt: String, text: String)]) -> PhysicalLine
    /// Prints `text` above the prompt (thread-safe).
    func printAbove(_ text: String)
    /// Records a finished entry in history.
    func addHistory(_ entry: String)
    /// Releases the terminal; idempotent.
    func close()
}
