import Foundation
import LineEditor
import RxCore
import RxRecording
import RxScript
import RxTrace

/// The interactive session on a terminal: reads entries with the line editor, evaluates them in one
/// persistent `Session`, and keeps streams running and printing above the prompt while the user types.
///
/// Everything runs on the main thread: the editor runs the main queue between keystrokes, so work on `main`
/// (an `interval` on `MainScheduler`) ticks while a line is half typed.
final class InteractiveSession {
    let options: RunSettings
    let editor: LineEditor
    let output: EditorOutput
    /// `output` with `:record`'s recording listening: everything the session prints goes through it.
    let tap: RecordingTap
    /// The projector page (`--present`, `:present`), once served.
    private(set) var presenter: SessionPresenter?
    /// How many entries the session has read (the number a recording gives each).
    private var entryCount = 0
    /// The clock a recording last noted: virtual or real, and the virtual clock's ticks.
    private var notedClock: (virtual: Bool, ticks: Int)?
    /// The clocks, schedulers and tracer; `:time` switches the clock new streams use.
    let runtime: ScriptRuntime
    let session: Session
    let style: ReplStyle
    let commands: ReplCommandTable = .standard
    private let printer: DiagnosticPrinter
    private var quitRequested = false
    private var explainedObservables = false
    /// The last code entry (typed, pasted or edited), which `:edit` opens.
    var lastCodeEntry: String?
    /// False when the last code entry reported an error or was interrupted (the rest of a paste then waits).
    private var lastEntrySucceeded = true
    /// How many `:edit` buffers this session has made, to name the next one.
    var editCount = 0

    /// The history file: `RXREPL_HISTORY` when set (empty turns history off), else the XDG state directory;
    /// none with `--no-history`.
    static func historyPath(options: RunSettings, environment: [String: String]) -> String? {
        if options.noHistory { return nil }
        if let path = environment["RXREPL_HISTORY"] { return path.isEmpty ? nil : path }
        return LineEditor.defaultHistoryPath(app: "rxrepl", environment: environment)
    }

    init(options: RunSettings, presenter: SessionPresenter? = nil) {
        let environment = ProcessInfo.processInfo.environment
        self.options = options
        self.presenter = presenter
        editor = LineEditor(
            prompt: "rx> ", continuationPrompt: "..> ",
            historyFile: Self.historyPath(options: options, environment: environment),
            historyLimit: environment["RXREPL_HISTORY_SIZE"].flatMap { Int($0) }.map { max(1, $0) } ?? 10_000,
            historyNote: { ToolMessage.history($0).line },
            isComplete: { _ in true })
        output = EditorOutput(editor: editor)
        tap = RecordingTap(output, flushEndsLines: true)
        let colors = options.colorsEnabled(forDescriptor: STDOUT_FILENO)
        style = ReplStyle(colors: colors)
        let printer = DiagnosticPrinter(colors: colors)
        self.printer = printer
        let setup = Self.makeSession(options: options, output: tap, colors: colors, printer: printer)
        runtime = setup.runtime
        session = setup.session
        let session = self.session
        // The session keeps the tokens of the text it finds complete, so the entry is lexed once.
        editor.isComplete = { text in EntryPart.isCommand(text) || session.isEntryComplete(text) }
        editor.continuesEntry = { entry, nextLine in
            !EntryPart.isCommand(entry) && Session.continuesLineAbove(nextLine)
        }
        installCompleter()
        updatePrompt()
        if presenter != nil { feedPage() }
    }

    private static func makeSession(
        options: RunSettings, output: RecordingTap, colors: Bool,
        printer: DiagnosticPrinter
    ) -> SessionSetup {
        SessionSetup(
            options: options, output: output, colors: colors, virtualTimeMark: "@",
            reportDiagnostic: { diagnostic in output.writeLine(printer.render(diagnostic)) })
    }

    private func installCompleter() {
        runtime.tracer.recordsMoments = true  // for :marbles #N and :export
        runtime.tracer.recordsInnerSubscriptions = true  // :export's child lanes
        let completer = ReplCompleter(session: session, commands: commands)
        editor.completer = { [unowned editor = self.editor] line, cursor in
            var sized = completer
            sized.width = TerminalWidth.current()
            return sized.complete(line: line, cursor: cursor, earlierLines: editor.earlierLines)
        }
    }

    // MARK: - Clocks

    /// The virtual clock's scheduler when the session runs in virtual time.
    var virtualScheduler: VirtualTimeScheduler? { runtime.virtualScheduler }

    /// Makes new streams and subscriptions use the other clock; what runs keeps its own, and names stay.
    func switchClock(toVirtual virtual: Bool) {
        runtime.switchClock(toVirtual: virtual)
        updatePrompt()
    }

    /// The live subscriptions on the virtual clock (`@` times), which wait while the session is in real time.
    var liveVirtualSubscriptions: Int {
        runtime.tracer.liveSubscriptions.filter { $0.clock.timeMark == "@" }.count
    }

    /// Runs everything due up to `ticks` on the virtual clock (printing it as it runs); returns how many instants ran.
    /// Ctrl-C stops it where it is (`:advance 1h` over `interval(.nanoseconds(1))` would take days) and disposes
    /// everything; the clock stays at the last instant run.
    @discardableResult
    func advanceVirtualClock(to ticks: Int) -> Int {
        guard let scheduler = virtualScheduler else { return 0 }
        var instants = 0
        RunInterrupt.clear()
        editor.runInterruptibly(onInterrupt: { RunInterrupt.request() }) {
            while !RunInterrupt.isRequested, let due = scheduler.nextDueTime, due <= ticks {
                scheduler.advanceTo(due)
                instants += 1
                output.flush()
            }
            if !RunInterrupt.isRequested { scheduler.advanceTo(max(ticks, scheduler.clock)) }
        }
        output.flush()
        if RunInterrupt.isRequested { stopAfterInterrupt() }
        updatePrompt()
        return instants
    }

    /// `rx> `, or `rx @1.500s> ` on a virtual clock.
    func updatePrompt() {
        guard let scheduler = virtualScheduler else {
            editor.prompt = "rx> "
            return
        }
        editor.prompt = "rx @" + Self.seconds(Double(scheduler.clock) * scheduler.resolution) + "> "
    }

    /// `1.500s`
    static func seconds(_ value: Double) -> String { String(format: "%.3fs", value) }

    /// Runs until Ctrl-D or `:quit`, then disposes everything still running (traced) and gives the terminal back.
    func run() -> ExitStatus {
        for note in notes() { say(style.dim(note)) }
        say(style.dim("Type :help for a tour, Ctrl-D to quit"))
        while !quitRequested {
            switch editor.readEntry() {
            case .line(let entry):
                handle(entry)
            case .interrupted:
                interrupt()
            case .eof:
                quitRequested = true
            }
        }
        stopEverything()
        stopRecording()
        stopPresenting()
        editor.close()
        runtime.tracer.uninstall()
        return .success
    }

    /// What the command line asked for that the interactive session does differently.
    private func notes() -> [String] {
        var notes: [String] = []
        if options.virtualTime {
            notes.append("Virtual time: nothing happens until :advance 500ms or :step moves the clock.")
        }
        if options.timeout != nil {
            notes.append("Note: --timeout applies to scripts only; this interactive session runs until you quit.")
        }
        if options.export != nil {
            notes.append("Note: --export applies to scripts only; here :export #N talk.svg writes a picture.")
        }
        return notes
    }

    // MARK: - Entries

    /// Runs an entry: code, a `:command`, or a paste mixing them (each piece in order, stopping at an error).
    private func handle(_ entry: String) {
        lastEntrySucceeded = true
        entryCount += 1
        let recordings = tap.recordings
        if !recordings.isEmpty {
            let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
            let printed = lines.enumerated().map { ($0 == 0 ? editor.prompt : editor.continuationPrompt) + $1 }
            let parts = EntryPart.split(entry)
            let runsCode = parts.contains { if case .code = $0 { return true } else { return false } }
            for recording in recordings {
                recording.entry(
                    entry, number: entryCount, source: runsCode ? session.nextEntryName : nil,
                    printed: printed.joined(separator: "\n"))
            }
        }
        for part in EntryPart.split(entry) {
            switch part {
            case .command(let line): commands.run(line, in: self)
            case .code(let code): enterEntry(code)
            }
            tap.flush()
            updatePrompt()
            if case .command(let line) = part { noteClock(command: line) } else { noteClock(command: nil) }
            if quitRequested || !lastEntrySucceeded { break }
        }
    }

    // MARK: - Recording

    /// Starts `:record`'s recording to `path` (the `~` expanded); throws why the file cannot be written.
    func startRecording(to path: String) throws {
        let runtime = self.runtime
        let recording = try SessionRecording(
            path: ReplPaths.expandingTilde(path), header: recordingHeader, linesAtOnce: true,
            isVirtualMark: { $0 == "@" }, now: Self.recordingClock(runtime),
            expression: { runtime.tracer.subscription(id: $0)?.expression })
        say(style.dim("(recording to \(path); :record stop ends it, rxrepl replay \(path) plays it)"))
        tap.recording = recording
        tap.listen(to: runtime.tracer)
        tap.listen(toWarningsOf: runtime.screen)
        noteClock(command: nil, to: recording)
    }

    /// What a recording of the session says of it when it starts.
    private var recordingHeader: Recording.Header {
        Recording.Header(
            rxrepl: RxreplVersion.number, source: "repl", name: "<repl>", virtualTime: virtualScheduler != nil,
            frameSeconds: Double(runtime.marbleFrameNanoseconds) / 1e9, width: TerminalWidth.current(),
            trace: runtime.tracer.mode.rawValue)
    }

    /// The clock a recording stamps entries and output with: the tracer's, virtual or real.
    private static func recordingClock(_ runtime: ScriptRuntime) -> () -> (seconds: Double, virtual: Bool) {
        {
            let clock = runtime.tracer.clock
            return (clock.elapsedSeconds, clock is VirtualTraceClock)
        }
    }

    /// Serves the projector page (`:present`), unless it is served already; throws why it cannot be.
    func startPresenting() throws {
        guard presenter == nil else { return }
        presenter = try SessionPresenter.start(options)
        feedPage()
    }

    /// Starts feeding the page a recording of the session from now on, and says where it is.
    private func feedPage() {
        guard let presenter else { return }
        let runtime = self.runtime
        let recording = presenter.recording(
            header: recordingHeader, isVirtualMark: { $0 == "@" }, now: Self.recordingClock(runtime),
            expression: { runtime.tracer.subscription(id: $0)?.expression })
        tap.presenting = recording
        tap.listen(to: runtime.tracer)
        tap.listen(toWarningsOf: runtime.screen)
        noteClock(command: nil, to: recording)
        say(style.dim("(the page is at \(presenter.url); open it on the projector, :present stop ends it)"))
    }

    /// Stops serving the page, if it is served; returns whether it was.
    @discardableResult
    func stopPresenting() -> Bool {
        guard let presenter else { return false }
        let recording = tap.presenting
        tap.presenting = nil
        if tap.recording == nil { runtime.tracer.unprintedLines = nil }
        recording?.close()
        presenter.stop()
        self.presenter = nil
        return true
    }

    /// Ends the recording, if one is on; returns its path.
    @discardableResult
    func stopRecording() -> String? {
        guard let recording = tap.recording else { return nil }
        tap.recording = nil  // ends a line left open
        if tap.presenting == nil { runtime.tracer.unprintedLines = nil }
        recording.close()
        return recording.path
    }

    /// Records the clock when it changed since the last note: switched, or moved by `command`; with `recording`,
    /// notes it there whether it changed or not (a recording that just started).
    private func noteClock(command: String?, to recording: SessionRecording? = nil) {
        let now = (virtual: virtualScheduler != nil, ticks: virtualScheduler?.clock ?? 0)
        let recordings: [SessionRecording]
        if let recording {
            recordings = [recording]
        } else {
            if let noted = notedClock, noted == now { return }
            recordings = tap.recordings
        }
        notedClock = now
        for recording in recordings {
            recording.clock(
                virtual: now.virtual, seconds: runtime.tracer.clock.elapsedSeconds,
                command: command.map { $0.split(separator: "\n").first.map(String.init) ?? $0 })
        }
    }

    /// Runs a script's text into this session (`:load`, `:edit FILE`): its names stay, its subscriptions run on.
    func load(_ text: String, name: String) {
        let result = session.run(source: ScriptRunner.withoutShebang(text), name: name)
        output.flush()
        for diagnostic in result.diagnostics { report(diagnostic) }
        switch result.status {
        case .success: say(style.dim("(loaded \(name))"))
        case .syntaxError: say(style.dim("(nothing in \(name) ran)"))
        case .runtimeError: say(style.dim("(\(name) stopped at the error; what ran before it stays)"))
        }
    }

    /// Runs code as an entry of its own (`:paste`, `:edit`): remembered as the last entry, which `:edit` opens.
    func enterEntry(_ code: String) {
        lastCodeEntry = code
        lastEntrySucceeded = true
        enter(code: code)
    }

    /// Shows code that runs without having been typed at the prompt (saved from the editor) as if it had been.
    func echo(_ code: String) {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        say(
            lines.enumerated().map { index, line in
                style.dim(index == 0 ? editor.prompt : editor.continuationPrompt) + line
            }.joined(separator: "\n"))
    }

    /// Evaluates code as if typed at the prompt (also `:doc NAME --run`).
    func enter(code: String) {
        evaluate(code)
        // On a virtual clock, what the entry scheduled for the present instant runs now; later work waits.
        if let scheduler = virtualScheduler { advanceVirtualClock(to: scheduler.clock) }
    }

    /// Evaluates code; a bare expression's value is echoed, diagnostics are shown with the line and a caret.
    /// Ctrl-C while it runs stops loops and calls (see `ScriptInterrupt`), then everything is disposed.
    private func evaluate(_ code: String) {
        RunInterrupt.clear()  // also creates the flags before the signal handler may store into them
        let result = editor.runInterruptibly(onInterrupt: { RunInterrupt.request() }) {
            session.evaluate(code)
        }
        output.flush()
        let interrupted = RunInterrupt.isRequested
        if interrupted || !result.succeeded { lastEntrySucceeded = false }
        for diagnostic in result.diagnostics where !(interrupted && diagnostic.isInterruption) {
            say(printer.render(diagnostic))
        }
        if interrupted {
            stopAfterInterrupt()
            return
        }
        guard let description = result.valueDescription else { return }
        say(description)
        if case .object(let object)? = result.value, object is ObservableObject, !explainedObservables {
            explainedObservables = true
            say(style.dim("(not subscribed: add .subscribe() to run it)"))
        }
    }

    /// After a Ctrl-C that stopped an entry or the virtual clock: dispose everything, say so, run normally again.
    private func stopAfterInterrupt() {
        // Cleared first: the disposals may schedule work of their own, which a stopped trampoline would drop.
        RunInterrupt.clear()
        editor.discardTypeAhead()
        let stopped = stopEverything()
        say(style.dim(stopped.note ?? "interrupted"))
    }

    /// Ctrl-C: dispose everything that runs (each disposal is traced); the editor already dropped the line.
    private func interrupt() {
        if let note = stopEverything().note {
            say(style.dim(note))
        } else if editor.discardedEntry.allSatisfy(\.isWhitespace) {
            say(style.dim("(To quit, press Ctrl-D or type :quit)"))
        }
    }

    /// Disposes every subscription (traced) and cancels pending `after` timers.
    @discardableResult
    func stopEverything() -> Stopped {
        let subscriptions = runtime.tracer.disposeAll()
        for id in runtime.tracer.pausedSubscriptions { runtime.tracer.resume(id) }
        let timers = runtime.cancelPendingTimers()
        output.flush()
        return Stopped(subscriptions: subscriptions, timers: timers)
    }

    /// What `stopEverything` stopped.
    struct Stopped {
        let subscriptions: Int
        let timers: Int

        /// "interrupted: disposed 2 subscriptions, cancelled 1 timer", or nil when nothing was running.
        var note: String? {
            var parts: [String] = []
            if subscriptions > 0 {
                parts.append("disposed \(subscriptions) subscription\(subscriptions == 1 ? "" : "s")")
            }
            if timers > 0 { parts.append("cancelled \(timers) timer\(timers == 1 ? "" : "s")") }
            return parts.isEmpty ? nil : "interrupted: " + parts.joined(separator: ", ")
        }
    }

    // MARK: - For commands

    /// Prints a message above the prompt, after any output still pending.
    func say(_ text: String) {
        tap.writeLine(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    /// Prints an error message from the catalog.
    func complain(_ message: ReplMessage) {
        say(style.error("error:") + " " + message.text)
    }

    /// Shows a diagnostic as the script runner would, with its place, the line and a caret.
    func report(_ diagnostic: Diagnostic) {
        say(printer.render(diagnostic))
    }

    /// Ends the session after the current entry.
    func requestQuit() {
        quitRequested = true
    }
}
