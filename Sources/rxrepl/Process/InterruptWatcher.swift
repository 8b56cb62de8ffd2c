import Foundation
import RxCore
import RxScript
import Synchronization

/// Turns SIGINT (Ctrl-C) into a flag and an interrupt request for the run (`RunInterrupt`).
///
/// The signal handler does only async-signal-safe work (atomic stores, and arming `StuckRunGuard`'s alarm), so a
/// busy main thread still notices, and no dispatch queue or thread is started for it: that was a thread creation
/// at every start.
final class InterruptWatcher: @unchecked Sendable {
    private static let interrupted = Atomic<Bool>(false)

    /// Starts watching; each Ctrl-C also stops the run (`RunInterrupt`).
    init() {
        Self.interrupted.store(false, ordering: .releasing)
        unblock(SIGINT)
        signal(SIGINT) { _ in
            InterruptWatcher.interrupted.store(true, ordering: .releasing)
            RunInterrupt.request()
            StuckRunGuard.interruptedFromSignal()
        }
    }

    /// Does what a Ctrl-C does, without the signal (the fuzzer's time limit, which must not race with a signal
    /// arriving after the run it was meant for).
    func interrupt() {
        Self.interrupted.store(true, ordering: .releasing)
        RunInterrupt.request()
        StuckRunGuard.interruptedFromSignal()
    }

    /// True once Ctrl-C was pressed.
    var wasInterrupted: Bool { Self.interrupted.load(ordering: .acquiring) }

    /// Forgets a previous Ctrl-C.
    func reset() { Self.interrupted.store(false, ordering: .releasing) }

    deinit {
        signal(SIGINT, SIG_DFL)
    }
}

/// Lets `signal` reach this thread even when the process started with it blocked (a parent that spawns from a
/// dispatch worker thread passes on that thread's mask, which blocks nearly everything).
func unblock(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
}
