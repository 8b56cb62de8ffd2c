import CEditline
import Dispatch
#if canImport(Glibc)
    import Glibc
#endif

/// Reads entries from the user with line editing, history and completion, while other code keeps printing.
///
/// When standard input and output are both terminals (and TERM is not "dumb"), the editor drives libedit:
/// emacs key bindings, UTF-8 input, Tab completion, Up/Down history, Ctrl-C to discard the entry, Ctrl-D on
/// an empty line for end of input. Otherwise it reads plain lines from standard input with the same API.
///
/// Threading contract:
/// - Call `readEntry()` (and create and close the editor) on one thread, normally the **main thread**.
/// - While `readEntry()` waits for a key on the main thread, it keeps running the main dispatch queue:
///   blocks sent to `DispatchQueue.main`, DispatchSource handlers targeting it (timers) and `@MainActor` jobs
///   run on the main thread between keystrokes, as if the thread were in `dispatchMain()`. The queue is
///   serviced through libdispatch's main-queue eventfd, so work runs as soon as it is queued, with no polling.
///   Work that runs this way must not call `readEntry()` and should return promptly (the keyboard waits for it).
///   Outside `readEntry()` the main queue is not serviced; `runMainQueue(until:)` covers waits with no input.
///   Foundation RunLoop sources (Timer, perform(_:with:afterDelay:)) are not serviced.
/// - `printAbove(_:)` may be called from any thread at any time.
/// - The callbacks (`isComplete`, `completer`) run on the thread that called `readEntry()`.
///
/// Signals: while an interactive editor is open it owns SIGINT (Ctrl-C ends the current read with
/// `.interrupted`; a Ctrl-C that arrives between reads makes the next read return `.interrupted`), SIGWINCH and
/// SIGCONT, and restores the terminal mode on exit, SIGTERM/SIGHUP/SIGQUIT and crashes before passing the signal
/// on. The plain reader installs no handlers, so `.interrupted` never comes from it. `runInterruptibly` hands
/// Ctrl-C (and one that came since the last read) to the program instead while it is busy between reads.
public final class LineEditor: @unchecked Sendable {
    /// Shown before the first line of an entry.
    public var prompt: String
    /// Shown before each further line of an unfinished entry.
    public var continuationPrompt: String
    /// Decides whether the text typed so far is a whole entry; when false, Enter continues it on a new line.
    public var isComplete: (String) -> Bool
    /// Decides whether a line continues a complete entry (Swift's `    .map { … }` under `xs`). Asked only about
    /// input that is already waiting when an entry ends (the rest of a paste, lines typed ahead), never about a
    /// line the user has yet to type.
    public var continuesEntry: (_ entry: String, _ nextLine: String) -> Bool = { _, _ in false }
    /// Tab completion: given the line and the cursor (in Unicode scalars), what may replace the word before it.
    public var completer: ((_ line: String, _ cursor: Int) -> Completions)? {
        didSet { source.completer = completer }
    }
    /// True when libedit drives a terminal; false for the plain line reader.
    public let isInteractive: Bool
    /// What the last `.interrupted` read discarded: every line of the unfinished entry, joined with "\n"
    /// (empty when Ctrl-C was pressed on an empty prompt).
    public private(set) var discardedEntry = ""
    /// The lines of the entry typed before the current one (empty on its first line), for a completer that needs
    /// what came earlier (`..>` lines of a multi-line entry). Read it from the callbacks.
    public private(set) var earlierLines: [String] = []

    private let source: LineSource
    private var reading = false
    private var closed = false

    /// Creates an editor on standard input and output.
    /// - Parameters:
    ///   - historyFile: where history is loaded from and each entry appended to, shared with other sessions
    ///     (`HistoryStore`); nil keeps it in memory only.
    ///   - historyLimit: the most entries kept in memory and on disk.
    ///   - historyNote: the line printed above the prompt about a history problem (a corrupt file moved aside,
    ///     history not saved), by default `<program>: <problem>`.
    public init(
        prompt: String,
        continuationPrompt: String,
        historyFile: String? = nil,
        historyLimit: Int = 10_000,
        historyNote: ((HistoryProblem) -> String)? = nil,
        isComplete: @escaping (String) -> Bool = { _ in true },
        completer: ((_ line: String, _ cursor: Int) -> Completions)? = nil
    ) {
        self.prompt = prompt
        self.continuationPrompt = continuationPrompt
        self.isComplete = isComplete
        self.completer = completer
        let mode = LineEditor.terminalMode()
        isInteractive = mode == .editing
        if isInteractive {
            let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
            source = LibeditSession(
                historyFile: historyFile, historyLimit: historyLimit,
                describe: historyNote ?? { program + ": " + $0.description })
        } else {
            source = PlainSession(inputFD: 0, showsPrompt: mode == .dumbTerminal)
        }
        source.completer = completer
    }

    /// An editor that reads plain lines from `inputFD` (for tests).
    init(
        plainInput inputFD: Int32, prompt: String = "", continuationPrompt: String = "",
        isComplete: @escaping (String) -> Bool = { _ in true }
    ) {
        self.prompt = prompt
        self.continuationPrompt = continuationPrompt
        self.isComplete = isComplete
        completer = nil
        isInteractive = false
        source = PlainSession(inputFD: inputFD, showsPrompt: false)
    }

    deinit { close() }

    /// Reads one entry: one line, or several while `isComplete` says the text so far is unfinished or waiting
    /// input goes on with a line that `continuesEntry` claims. A paste of several lines arrives as one piece
    /// (bracketed paste). A finished, non-blank entry is added to history as one item, which Up brings back whole.
    /// See the type's threading contract.
    public func readEntry() -> ReadResult {
        precondition(!reading, "LineEditor.readEntry() is not re-entrant")
        precondition(!closed, "LineEditor.readEntry() after close()")
        reading = true
        defer { reading = false }
        var lines: [(prompt: String, text: String)] = [] {
            didSet { earlierLines = lines.map(\.text) }
        }
        defer { earlierLines = [] }
        while true {
            let linePrompt = lines.isEmpty ? prompt : continuationPrompt
            switch source.readLine(prompt: linePrompt, continuationPrompt: continuationPrompt, pending: lines) {
            case .interrupted(let text):
                discardedEntry = (lines.map(\.text) + [text]).joined(separator: "\n")
                return .interrupted
            case .eof:
                // At the end of a script an unfinished entry is still handed over, so its error can be reported.
                if lines.isEmpty || isInteractive { return .eof }
                return .line(lines.map(\.text).joined(separator: "\n"))
            case .text(let text):
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    lines.append((index == 0 ? linePrompt : continuationPrompt, String(line)))
                }
                let entry = lines.map(\.text).joined(separator: "\n")
                if isComplete(entry), !(source.waitingLine().map { continuesEntry(entry, $0) } ?? false) {
                    source.addHistory(entry)
                    return .line(entry)
                }
            }
        }
    }

    /// Reads lines as they are, `prompt` before each, until a line that is `terminator` (spaces around it
    /// allowed) or Ctrl-D: for terminals that cannot bracket a paste. Returns the lines before the terminator
    /// joined with "\n" (added to history as one item when not blank), or `.interrupted` on Ctrl-C.
    public func readBlock(prompt: String, until terminator: String) -> ReadResult {
        precondition(!reading, "LineEditor.readBlock(prompt:until:) is not re-entrant")
        precondition(!closed, "LineEditor.readBlock(prompt:until:) after close()")
        reading = true
        defer { reading = false }
        var lines: [(prompt: String, text: String)] = []
        func finished() -> ReadResult {
            let block = lines.map(\.text).joined(separator: "\n")
            source.addHistory(block)
            return .line(block)
        }
        while true {
            switch source.readLine(prompt: prompt, continuationPrompt: prompt, pending: lines) {
            case .interrupted(let text):
                discardedEntry = (lines.map(\.text) + [text]).joined(separator: "\n")
                return .interrupted
            case .eof:
                return finished()
            case .text(let text):
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.trimmingWhitespace == terminator { return finished() }
                    lines.append((prompt, String(line)))
                }
            }
        }
    }

    /// Forgets input read ahead of the editor, as the terminal forgets type-ahead on Ctrl-C: after an interrupted
    /// run, the rest of a paste that was waiting does not run.
    public func discardTypeAhead() {
        source.discardTypeAhead()
    }

    /// Adds `entry` to history as one item (an entry that did not come through `readEntry`, such as code saved
    /// from an external editor).
    public func addHistory(_ entry: String) {
        source.addHistory(entry)
    }

    /// The history in the order Up recalls it, oldest first: other sessions' entries, then this session's (Up
    /// starts from the last). Empty for the plain reader, which keeps none.
    public var history: [String] { source.historyEntries }

    /// Hands the terminal to another program while `body` runs (an external editor): the terminal mode found at
    /// start, and a Ctrl-C meant for that program is not kept for the next read. Afterwards the mode between
    /// reads comes back. The plain reader has no terminal of its own and just runs `body`.
    public func handOverTerminal<T>(_ body: () throws -> T) rethrows -> T {
        guard let libedit = source as? LibeditSession else { return try body() }
        return try libedit.handOverTerminal(body)
    }

    /// Prints `text` (one or more lines) above the prompt, redrawing the half-typed entry and the cursor
    /// intact. Safe from any thread; while no prompt is shown, the text is written at once.
    public func printAbove(_ text: String) {
        source.printAbove(text)
    }

    /// Runs `body` between reads (evaluating an entry) with Ctrl-C handed to `onInterrupt` instead of the next read.
    ///
    /// The tty keeps ISIG on between reads, so Ctrl-C is a SIGINT (the kernel discards type-ahead, as Ctrl-C
    /// should). `onInterrupt` runs inside the signal handler, on any thread: it must be async-signal-safe, such as
    /// one atomic store into storage that already exists. The plain reader installs no handler and just runs `body`.
    public func runInterruptibly<T>(onInterrupt: @convention(c) () -> Void, _ body: () throws -> T) rethrows -> T {
        guard isInteractive else { return try body() }
        // libedit's mode between reads keeps ISIG; should a terminal lack it, turn it on for the duration.
        var mode = termios()
        let addsSignals = tcgetattr(0, &mode) == 0 && mode.c_lflag & tcflag_t(ISIG) == 0
        if addsSignals {
            mode.c_lflag |= tcflag_t(ISIG)
            _ = tcsetattr(0, TCSANOW, &mode)
        }
        TerminalGuard.setInterruptHook(onInterrupt)
        // A Ctrl-C pressed just after Enter, before the hook was set, belongs to this entry too.
        if (source as? LibeditSession)?.takePendingInterrupt() == true { onInterrupt() }
        defer {
            TerminalGuard.setInterruptHook(nil)
            if addsSignals {
                mode.c_lflag &= ~tcflag_t(ISIG)
                _ = tcsetattr(0, TCSANOW, &mode)
            }
        }
        return try body()
    }

    /// Saves history and gives the terminal back in the state it was found in. Idempotent; also run by deinit,
    /// and the terminal mode is restored at exit and on fatal signals even without it.
    public func close() {
        guard !closed else { return }
        closed = true
        source.close()
    }

    /// `$XDG_STATE_HOME/<app>/history`, falling back to `~/.local/state/<app>/history`; nil without HOME.
    public static func defaultHistoryPath(app: String, environment: [String: String]? = nil) -> String? {
        HistoryLocation.path(app: app, environment: environment ?? HistoryLocation.processEnvironment())
    }

    /// Runs the main dispatch queue on the main (and calling) thread until `isDone()` is true, `deadline` passes or
    /// `isInterrupted()` becomes true, calling `everyTurn` after each batch of work and at least every 10 ms:
    /// waits that have no input to read, such as the end of a script or a live view. The real main thread runs
    /// the work, so traces name it `main` (on Linux `dispatchMain()` would hand the queue to a worker thread).
    public static func runMainQueue(
        until isDone: () -> Bool, deadline: DispatchTime? = nil,
        isInterrupted: () -> Bool = { false },
        everyTurn: () -> Void = {}
    ) -> MainQueueRunOutcome {
        MainQueuePump.run(until: isDone, deadline: deadline, isInterrupted: isInterrupted, everyTurn: everyTurn)
    }

    private enum TerminalMode {
        case editing, dumbTerminal, plain
    }

    /// Interactive only when both ends are terminals, so `app > out.txt` gets no prompts or escapes
    /// (docs/libedit-notes.md P18).
    private static func terminalMode() -> TerminalMode {
        guard isatty(0) == 1, isatty(1) == 1 else { return .plain }
        if let term = getenv("TERM").map({ String(cString: $0) }), term == "dumb" || term.isEmpty {
            return .dumbTerminal
        }
        return .editing
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingWhitespace: Substring {
        let start = drop { $0 == " " || $0 == "\t" }
        var end = start
        while let last = end.last, last == " " || last == "\t" { end = end.dropLast() }
        return end
    }
}
