import Foundation

/// Ends the process with status 130 when a Ctrl-C has not stopped a script run within a grace period.
///
/// The interpreter checks for Ctrl-C in script loops and calls, but an endless synchronous source in the Rx core,
/// such as `repeatElement(1).subscribe()`, runs no script code and never looks; without this, a script run could
/// not be stopped from the keyboard at all (the fuzzer found it). Only script runs arm it; the REPL does not.
final class StuckRunGuard: @unchecked Sendable {
    static let shared = StuckRunGuard()

    /// How long a run may take to stop after Ctrl-C.
    static let graceSeconds = 2.0

    private let lock = NSLock()
    private var run = 0
    private var isRunning = false

    /// A script run starts.
    func runStarted() {
        lock.withLock {
            run += 1
            isRunning = true
        }
    }

    /// The script run ended (however it ended).
    func runEnded() {
        lock.withLock { isRunning = false }
    }

    /// Ctrl-C (or the fuzzer's time limit): if the run still goes on after the grace period, exit.
    func interrupted() {
        let current: Int? = lock.withLock { isRunning ? run : nil }
        guard let current else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.graceSeconds) { [self] in
            let stuck = lock.withLock { isRunning && run == current }
            guard stuck else { return }
            let note =
                "rxrepl: interrupted, but the run did not stop (busy in an endless synchronous stream); exiting\n"
            FileHandle.standardError.write(Data(note.utf8))
            exit(ExitStatus.interrupted.rawValue)
        }
    }
}
