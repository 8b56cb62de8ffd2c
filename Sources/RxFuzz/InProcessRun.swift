import Foundation
import RxCore
import RxScript
import RxTrace

/// One input through the language inside this process, as `rxrepl --virtual-time` runs a script but printing
/// nothing: lexed, parsed and compiled by a fresh session; when it compiles, run and then driven on the virtual
/// clock within a budget of steps and virtual time; then asked for completions at a few places, as Tab would;
/// finally everything left is disposed and the session dropped, so nothing carries over to the next input.
///
/// The coverage-guided fuzz target (`rxrepl-coverage-fuzz`, `scripts/fuzz --coverage`) runs every input through
/// it, and `FuzzFixtureReplayTests` replays the kept fixtures through it.
public enum InProcessRun {
    /// How a run ended (anything else is a crash).
    public enum Outcome: String, Sendable {
        case syntaxError, runtimeError, finished, stopped
    }

    /// The virtual time a run may reach, in milliseconds (the batch fuzzer's `--timeout 60s`).
    public static let virtualLimit = 60_000
    /// How many virtual instants a run may advance through.
    public static let stepLimit = 5_000

    /// Runs `bytes` (UTF-8, invalid sequences replaced). Script code still busy after `wallSeconds` of real time
    /// is stopped as by Ctrl-C, and so is an endless synchronous stream.
    public static func run(_ bytes: [UInt8], wallSeconds: Double = 1) -> Outcome {
        let text = String(decoding: bytes, as: UTF8.self)
        ScriptInterrupt.clear()
        SchedulerStop.clear()
        let output = ClosureTraceOutput { _ in }
        let runtime = ScriptRuntime.virtual(
            output: output, describeValue: ScriptRuntime.describeValue, describeError: ScriptRuntime.describeError)
        defer { runtime.tracer.uninstall() }
        let session = Session(
            output: { _ in }, callbackErrors: { _ in }, warnings: { _ in }, notes: { _ in }, runtime: runtime)
        // The limit counts from the run: a session's start is slow in an instrumented build on a busy machine.
        let watch = RunWatchdog.shared.start(seconds: wallSeconds)
        defer {
            RunWatchdog.shared.stop(watch)
            ScriptInterrupt.clear()
            SchedulerStop.clear()
        }
        let result = session.run(source: text, name: "fuzz.rx")
        let outcome: Outcome
        switch result.status {
        case .syntaxError: outcome = .syntaxError
        case .runtimeError: outcome = .runtimeError
        case .success: outcome = drive(runtime)
        }
        SchedulerStop.clear()
        ScriptInterrupt.clear()
        for cursor in completionCursors(in: text) {
            _ = session.completion(before: String(text.unicodeScalars.prefix(cursor)))
        }
        runtime.tracer.disposeAll()
        return outcome
    }

    /// Advances the virtual clock instant by instant until nothing is live or scheduled, or a limit.
    private static func drive(_ runtime: ScriptRuntime) -> Outcome {
        guard let scheduler = runtime.virtualScheduler else { return .finished }
        var steps = 0
        while !runtime.isIdle {
            if ScriptInterrupt.isRequested { return .stopped }
            guard let due = scheduler.nextDueTime else { return .finished }
            steps += 1
            if due > virtualLimit || steps > stepLimit { return .stopped }
            scheduler.advanceTo(due)
        }
        return .finished
    }

    /// The end, the middle, and just after the first few dots: where Tab is pressed.
    static func completionCursors(in text: String) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        var cursors = [scalars.count, scalars.count / 2]
        for (index, scalar) in scalars.enumerated() where scalar == "." {
            cursors.append(index + 1)
            if cursors.count >= 5 { break }
        }
        return Array(Set(cursors)).sorted()
    }
}
