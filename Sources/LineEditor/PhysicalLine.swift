/// One physical line read by a backend; `LineEditor` assembles these into entries.
enum PhysicalLine: Equatable {
    /// A line as typed, or a paste of several lines ("\n" between them) taken whole.
    case text(String)
    /// Ctrl-C, with the text that was on the line.
    case interrupted(discarded: String)
    case eof
}

/// What `LineEditor` needs from the terminal (libedit) and plain readers.
protocol LineSource: AnyObject {
    /// Tab completion, when the backend supports it.
    var completer: ((String, Int) -> Completions)? { get set }
    /// Reads one line. `pending` holds the earlier lines of an unfinished entry with their prompts; a paste of
    /// several lines is echoed with `continuationPrompt` before each line after the first.
    func readLine(
        prompt: String, continuationPrompt: String, pending: [(prompt: String, text: String)]
    )
        -> PhysicalLine
    /// The first line of the input already waiting (typed ahead, or the rest of a paste), without consuming it;
    /// nil when nothing waits.
    func waitingLine() -> String?
    /// Forgets input read ahead of the editor (after a Ctrl-C, which discards type-ahead).
    func discardTypeAhead()
    /// Prints `text` above the prompt (thread-safe).
    func printAbove(_ text: String)
    /// Records a finished entry in history.
    func addHistory(_ entry: String)
    /// The history in recall order, oldest first (Up starts from the last).
    var historyEntries: [String] { get }
    /// Releases the terminal; idempotent.
    func close()
}
