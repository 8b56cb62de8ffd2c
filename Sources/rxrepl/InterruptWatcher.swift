import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT (Ctrl-C) into a flag and a callback, off the main thread, so a busy main thread still notices.
final class InterruptWatcher: @unchecked Sendable {
    private let source: DispatchSourceSignal
    private let interrupted = Atomic<Bool>(false)
    private let queue = DispatchQueue(label: "rxrepl.signals")
    private let onInterrupt: @Sendable () -> Void

    /// Starts watching; `onInterrupt` runs on a private queue at each Ctrl-C.
    init(onInterrupt: @escaping @Sendable () -> Void) {
        self.onInterrupt = onInterrupt
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        source.setEventHandler { [weak self] in self?.interrupt() }
        source.resume()
    }

    /// Does what a Ctrl-C does, without the signal (the fuzzer's time limit, which must not race with a signal
    /// arriving after the run it was meant for).
    func interrupt() {
        interrupted.store(true, ordering: .releasing)
        onInterrupt()
        StuckRunGuard.shared.interrupted()
    }

    /// True once Ctrl-C was pressed.
    var wasInterrupted: Bool { interrupted.load(ordering: .acquiring) }

    /// Forgets a previous Ctrl-C.
    func reset() { interrupted.store(false, ordering: .releasing) }

    deinit {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
