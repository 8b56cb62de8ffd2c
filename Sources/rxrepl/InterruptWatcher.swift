import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT (Ctrl-C) into a flag and a callback, off the main thread, so a busy main thread still notices.
final class InterruptWatcher: @unchecked Sendable {
    private let source: DispatchSourceSignal
    private let interrupted = Atomic<Bool>(false)
    private let queue = DispatchQueue(label: "rxrepl.signals")

    /// Starts watching; `onInterrupt` runs on a private queue at each Ctrl-C.
    init(onInterrupt: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: queue)
        source.setEventHandler { [weak self] in
            self?.interrupted.store(true, ordering: .releasing)
            onInterrupt()
        }
        source.resume()
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
