import Foundation
import RxScript
import Synchronization

/// Turns SIGINT (Ctrl-C) into a flag and an interrupt request for running script code.
///
/// The signal handler does only that (two atomic stores), so a busy main thread still notices, and no dispatch
/// queue or thread is started for it: that was a thread creation at every start.
final class InterruptWatcher: @unchecked Sendable {
    private static let interrupted = Atomic<Bool>(false)

    /// Starts watching; each Ctrl-C also asks running script code to stop (`ScriptInterrupt`).
    init() {
        Self.interrupted.store(false, ordering: .releasing)
        signal(SIGINT) { _ in
            InterruptWatcher.interrupted.store(true, ordering: .releasing)
            ScriptInterrupt.request()
        }
    }

    /// True once Ctrl-C was pressed.
    var wasInterrupted: Bool { Self.interrupted.load(ordering: .acquiring) }

    /// Forgets a previous Ctrl-C.
    func reset() { Self.interrupted.store(false, ordering: .releasing) }

    deinit {
        signal(SIGINT, SIG_DFL)
    }
}
