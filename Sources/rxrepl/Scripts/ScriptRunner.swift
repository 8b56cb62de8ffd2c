import Foundation
import LineEditor
import RxCore
import RxMarbles
import RxRecording
import RxScript
import RxTrace

/// Runs a whole script: statements in order, then waits until nothing more can happen. Then it ends as a Swift
/// program exits: what is still subscribed is listed, not disposed. The timeout and Ctrl-C dispose what is left,
/// so that its disposal is traced too.
struct ScriptRunner {
    let options: RunSettings
    /// For a run the process ends after: its session is kept instead of torn down object by object, which
    /// took a fifth of a short script's start-up, and its dispose bags are not emptied, as at a program's exit.
    var keepsSessionUntilExit = false
    /// The projector page the run feeds (`--present`), which plays it back.
    var presenter: SessionPresenter? = nil

    /// The sessions of finished runs that the process keeps until it exits.
    nonisolated(unsafe) private static var keptUntilExit: [SessionSetup] = []

    /// How long a virtual run may go with streams still running before it stops (without --timeout).
    static let virtualHorizonSeconds = 3600.0

    /// How many subscriptions' records an `--export` run keeps for its picture.
    static let exportedRecordLimit = 1_000

    /// Runs the script; `finished` sees the runtime once the run is over (for its `expect` tally). With
    /// `--export`, the trace goes to standard error and the picture of every subscription to standard output.
    /// `interrupts` is the Ctrl-C watcher to use (one for the run when nil; `fuzz-batch` keeps one across runs).
    /// `examine` sees the session once the run is over, its variables still set (`fuzz-batch` asks it for completions).
    /// `stopped` hears the phase of the first error of a run that did not start (`fuzz-batch` counts them).
    func run(
        source: String, name: String, interrupts: InterruptWatcher? = nil,
        finished: (ScriptRuntime) -> Void = { _ in }, examine: (Session) -> Void = { _ in },
        stopped: (Diagnostic.Phase?) -> Void = { _ in }
    ) -> ExitStatus {
        guard let export = options.export else {
            return run(
                source: source, name: name, output: .standardOutput, interrupts: interrupts, finished: finished,
                examine: examine, stopped: stopped)
        }
        if let test = export.test { return run(source: source, name: name, as: test, interrupts: interrupts) }
        var drawn: MarbleChart?
        let status = run(
            source: source, name: name, output: .standardError, interrupts: interrupts,
            finished: { runtime in
                drawn = MarbleExport.chart(records: runtime.tracer.records, marbles: runtime.drawnMarbles)
                finished(runtime)
            }, examine: examine)
        guard status != .syntaxError, let drawn else { return status }
        guard !drawn.groups.isEmpty else {
            ToolMessage.nothingToExport(format: export.rawValue, script: name).write()
            return status == .success ? .runtimeError : status
        }
        FileTraceOutput.standardOutput.write(export.render(drawn))
        FileTraceOutput.standardOutput.flush()
        return status
    }

    /// `--export xctest|expect`: the trace to standard error, the test of every subscription to standard output.
    private func run(source: String, name: String, as test: TestExport, interrupts: InterruptWatcher?) -> ExitStatus {
        var written: TestExport.Written?
        let status = run(
            source: source, name: name, output: .standardError, interrupts: interrupts, finished: { _ in },
            examine: { session in
                let records = session.context.runtime.tracer.records
                written = test.write(
                    records, of: session, fileName: name, command: "--export \(test.rawValue) \(name)")
            })
        guard status != .syntaxError, let written else { return status }
        let printer = DiagnosticPrinter(colors: options.colorsEnabled(forDescriptor: STDERR_FILENO))
        for problem in written.problems { printer.report(problem) }
        guard let text = written.text else {
            ToolMessage.nothingToTest(format: test.rawValue, script: name).write()
            return status == .success ? .runtimeError : status
        }
        if !written.unwritten.isEmpty {
            ToolMessage.unwrittenValues(TestExport.unwrittenNote(written.unwritten, swift: test == .xctest)).write()
        }
        if let note = written.declarationNote { ToolMessage.unwrittenValues(note).write() }
        FileTraceOutput.standardOutput.write(text)
        FileTraceOutput.standardOutput.flush()
        return status
    }

    private func run(
        source: String, name: String, output: FileTraceOutput, interrupts givenInterrupts: InterruptWatcher?,
        finished: (ScriptRuntime) -> Void, examine: (Session) -> Void,
        stopped: (Diagnostic.Phase?) -> Void = { _ in }
    ) -> ExitStatus {
        defer { output.flush() }
        let printer = DiagnosticPrinter(colors: options.colorsEnabled(forDescriptor: STDERR_FILENO))
        let tap = options.record != nil || presenter != nil ? RecordingTap(output, flushEndsLines: false) : nil
        let setup = SessionSetup(
            options: options, output: tap ?? output,
            colors: options.colorsEnabled(
                forDescriptor: options.export == nil
                    ? STDOUT_FILENO
                    : STDERR_FILENO),
            // A script that names no view, control or `bind` starts without registering them; an export reads
            // the whole registry.
            deferringViews: options.export == nil,
            reportDiagnostic: { diagnostic in
                output.flush()
                printer.report(diagnostic)
            })
        let runtime = setup.runtime
        if let tap, let path = options.record {
            do {
                tap.recording = try Self.startRecording(to: path, source: source, name: name, runtime: runtime)
            } catch {
                ToolMessage.cannotWriteRecording(path, reason: (error as? RecordingWriteError)?.reason ?? "\(error)")
                    .write()
                return .noInput
            }
        }
        if let tap, let presenter {
            tap.presenting = Self.recording(source: source, name: name, runtime: runtime) {
                presenter.recording(header: $0, isVirtualMark: $1, now: $2, expression: $3)
            }
        }
        if let tap {
            tap.listen(to: runtime.tracer)
            tap.listen(toWarningsOf: runtime.screen)
        }
        // Runs after everything else at the end: the last disposals and `still subscribed` lines are recorded.
        defer {
            let recordings = tap?.recordings ?? []
            tap?.recording = nil  // ends a line left open
            tap?.presenting = nil
            for recording in recordings { recording.close() }
        }
        defer { finished(runtime) }
        defer { examine(setup.session) }
        defer { if keepsSessionUntilExit { Self.keptUntilExit.append(setup) } }
        if options.export != nil {
            runtime.tracer.recordsMoments = true
            runtime.tracer.recordsInnerSubscriptions = true
            runtime.tracer.recentLimit = Self.exportedRecordLimit
        }
        // Ctrl-C, or the timeout, also stops script code that is busy (a runaway loop or recursion) and an endless
        // synchronous source (see `RunInterrupt`).
        RunInterrupt.clear()
        let interrupts = givenInterrupts ?? InterruptWatcher()
        StuckRunGuard.runStarted()
        defer { StuckRunGuard.runEnded() }
        let timeoutWatch = BusyTimeout(seconds: runtime.virtualScheduler == nil ? options.timeout?.seconds : nil)
        if let answers = PipedDocumentation.answers(
            to: source, registry: setup.session.registry,
            style: ReplStyle(colors: options.colorsEnabled(forDescriptor: STDOUT_FILENO)), width: 80)
        {
            return Self.show(answers, output: output, printer: printer)
        }
        let result = setup.session.run(source: Self.withoutShebang(source), name: name)
        if result.status == .runtimeError && (interrupts.wasInterrupted || timeoutWatch.fired) {
            output.flush()
            SchedulerStop.clear()  // the disposals may schedule work of their own
            runtime.tracer.disposeAll()
            return interrupts.wasInterrupted ? .interrupted : .timeout
        }
        switch result.status {
        case .syntaxError:
            output.flush()
            stopped(result.diagnostics.first?.phase)
            for diagnostic in result.diagnostics { printer.report(diagnostic) }
            printer.reportSummary(errorCount: result.diagnostics.count)
            return .syntaxError
        case .runtimeError:
            output.flush()
            for diagnostic in result.diagnostics { printer.report(diagnostic) }
            runtime.tracer.disposeAll()
            return .runtimeError
        case .success:
            break
        }
        let outcome: MainQueueRunOutcome
        if let scheduler = runtime.virtualScheduler {
            outcome = runVirtual(scheduler, runtime: runtime, interrupts: interrupts, output: output)
        } else {
            let deadline = options.timeout.map { DispatchTime.now() + $0.seconds }
            // Output to a pipe or file is buffered for speed; flushing at every turn of the pump keeps it
            // within 10 ms of the events (a terminal gets each line at once).
            outcome = LineEditor.runMainQueue(
                until: { runtime.isIdle || runtime.isQuiescent }, deadline: deadline,
                isInterrupted: { interrupts.wasInterrupted }, everyTurn: { output.flush() })
        }
        switch outcome {
        case .finished:
            // Nothing can happen any more. A Swift program would exit here, leaving what is open open: no disposal
            // runs and no user closure after the script's end.
            let open = runtime.tracer.liveSubscriptions
            if !open.isEmpty {
                output.flush()
                ToolMessage.endsWithOpenSubscriptions(open.count).write()
                for subscription in open {
                    let age = max(0, subscription.clock.elapsedSeconds - subscription.startedAt)
                    runtime.tracer.reportStillSubscribedAtExit(
                        subscription,
                        summary: String(format: "after %.1fs: ", age)
                            + ReplText.oneLine(subscription.expression, limit: 60))
                }
            }
            // An error that reached a binding stops a debug build in RxCocoa; the run goes on, then says so.
            return runtime.screen.bindingErrors > 0 ? .runtimeError : .success
        case .timedOut:
            SchedulerStop.clear()
            runtime.tracer.disposeAll()
            return .timeout
        case .interrupted:
            SchedulerStop.clear()
            runtime.tracer.disposeAll()
            return .interrupted
        }
    }

    /// Advances the virtual clock item by item until nothing is live, nothing is scheduled, or the limit.
    private func runVirtual(
        _ scheduler: VirtualTimeScheduler, runtime: ScriptRuntime,
        interrupts: InterruptWatcher, output: TraceOutput
    ) -> MainQueueRunOutcome {
        let limitSeconds = options.timeout?.seconds ?? Self.virtualHorizonSeconds
        let limit = Int((limitSeconds / scheduler.resolution).rounded())
        while !runtime.isIdle {
            if interrupts.wasInterrupted { return .interrupted }
            guard let due = scheduler.nextDueTime else { return .finished }
            if due > limit {
                scheduler.advanceTo(limit)
                if options.timeout == nil {
                    output.flush()
                    ToolMessage.stoppedAtVirtualHorizon(seconds: Int(limitSeconds)).write()
                }
                return .timedOut
            }
            scheduler.advanceTo(due)
        }
        return .finished
    }

    /// Prints piped `:help`/`:doc` answers: pages to standard output, what was wrong to standard error (then the
    /// status is a usage error, 65, as for a script that does not parse).
    private static func show(
        _ answers: [DocRequest], output: FileTraceOutput, printer: DiagnosticPrinter
    ) -> ExitStatus {
        var status = ExitStatus.success
        for (index, answer) in answers.enumerated() {
            switch answer {
            case .page(let text): output.write((index > 0 ? "\n" : "") + text + "\n")
            case .complaint(let message):
                output.flush()
                printer.complain(message)
                status = .syntaxError
            case .runExample: break
            }
        }
        output.flush()
        ToolMessage.pipedDocumentationOnly.write()
        return status
    }

    /// A recording of this run in `path`, its script as the one entry (not shown: a script's text is not echoed).
    private static func startRecording(
        to path: String, source: String, name: String, runtime: ScriptRuntime
    ) throws -> SessionRecording {
        try recording(source: source, name: name, runtime: runtime) {
            try SessionRecording(path: path, header: $0, isVirtualMark: $1, now: $2, expression: $3)
        }
    }

    /// A recording of this run made by `make` from the run's header and clocks, its script as the one entry.
    private static func recording(
        source: String, name: String, runtime: ScriptRuntime,
        make: (
            Recording.Header, @escaping (String) -> Bool, @escaping () -> (seconds: Double, virtual: Bool),
            @escaping (Int) -> String?
        ) throws -> SessionRecording
    ) rethrows -> SessionRecording {
        let virtual = runtime.virtualScheduler != nil
        let header = Recording.Header(
            rxrepl: RxreplVersion.number, source: "script", name: name, virtualTime: virtual,
            frameSeconds: Double(runtime.marbleFrameNanoseconds) / 1e9, width: 80, trace: runtime.tracer.mode.rawValue)
        let recording = try make(
            header, { _ in virtual }, { (runtime.tracer.clock.elapsedSeconds, virtual) },
            { runtime.tracer.subscription(id: $0)?.expression })
        recording.entry(source, number: 1, source: name, printed: nil)
        return recording
    }

    /// Turns a `#!` first line into a comment, so line numbers stay right.
    static func withoutShebang(_ source: String) -> String {
        guard source.hasPrefix("#!") else { return source }
        return "//" + source.dropFirst(2)
    }
}
