import Foundation

/// Interrupts the current run, as Ctrl-C would, once it has taken `seconds` of real time. `stop()` and the timer
/// share a lock, so an interruption can never land on the next run.
final class WallClockLimit: @unchecked Sendable {
    private let seconds: Double
    private let interrupts: InterruptWatcher
    private let lock = NSLock()
    private var generation = 0
    private var running = false
    private var fired = false

    init(seconds: Double, interrupts: InterruptWatcher) {
        self.seconds = seconds
        self.interrupts = interrupts
    }

    /// Arms the limit for a run that starts now.
    func start() {
        let current: Int = lock.withLock {
            generation += 1
            running = true
            fired = false
            return generation
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            lock.withLock {
                guard running && generation == current else { return }
                fired = true
                interrupts.interrupt()
            }
        }
    }

    /// Disarms it; true when it interrupted the run.
    func stop() -> Bool {
        lock.withLock {
            running = false
            return fired
        }
    }
}
