import Foundation
import Synchronization

/// Ends the process with status 130 when a Ctrl-C has not stopped a script run within a grace period.
///
/// The interpreter checks for Ctrl-C in script loops and calls, and the core's looping schedulers stop
/// (`SchedulerStop`), which ends an endless synchronous source such as `repeatElement(1).subscribe()` (the fuzzer
/// found it). This is the backstop for work that loops anywhere else: a script run can always be stopped from the
/// keyboard. Only script runs arm it; the REPL does not.
/// It uses `alarm(2)` and a SIGALRM handler, both safe inside the SIGINT handler, so it starts no thread.
enum StuckRunGuard {
    /// How long a run may take to stop after Ctrl-C, in seconds.
    static let graceSeconds: UInt32 = 2

    private static let isRunning = Atomic<Bool>(false)
    /// The message, made before any signal can arrive (a handler may not allocate).
    private static let note: [UInt8] = Array(
        "rxrepl: interrupted, but the run did not stop (busy in an endless synchronous stream); exiting\n".utf8)

    /// A script run starts.
    static func runStarted() {
        _ = note.count
        unblock(SIGALRM)
        signal(SIGALRM) { _ in
            guard StuckRunGuard.isRunning.load(ordering: .acquiring) else { return }
            StuckRunGuard.note.withUnsafeBufferPointer { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
            _exit(ExitStatus.interrupted.rawValue)
        }
        isRunning.store(true, ordering: .releasing)
    }

    /// The script run ended (however it ended).
    static func runEnded() {
        isRunning.store(false, ordering: .releasing)
        alarm(0)
    }

    /// Ctrl-C (or the fuzzer's time limit): if the run still goes on after the grace period, exit.
    static func interruptedFromSignal() {
        if isRunning.load(ordering: .acquiring) { alarm(graceSeconds) }
    }
}
