import Foundation
import RxCore

/// Blocking calls on the virtual clock (`Thread.sleep`, `DispatchGroup.wait`, `DispatchSemaphore.wait`): only the
/// simulated thread that makes the call stops; the work of the others runs meanwhile at its due times.
extension ScriptRuntime {
    /// How a virtual-clock wait ended.
    enum VirtualWaitOutcome {
        case satisfied
        case timedOut
        /// Nothing left could satisfy it; `blockedWork` says whether work queued on the blocked thread remains.
        case never(blockedWork: Bool)
    }

    /// The simulated thread running now: a queue's label, or `main` for top-level code.
    var currentThreadLabel: String {
        guard let scheduler = virtualClock, let label = scheduler.runningLabel else { return "main" }
        return label
    }

    /// The work labels a blocked simulated thread holds: its own serial queue's (main's work includes unlabelled
    /// work); a concurrent queue holds none, as another of its threads takes the next block.
    func heldLabels(forThread label: String) -> Set<String?> {
        if label == "main" { return [nil, "main"] }
        return isConcurrentLabel(label) ? [] : [label]
    }

    /// Sleeps the running simulated thread for `ticks`: at the top level the clock runs on with everything due
    /// (as it always has); inside scheduled work the other threads run during the sleep.
    func sleepVirtualThread(_ scheduler: VirtualTimeScheduler, ticks: Int) {
        if scheduler.isRunning {
            scheduler.block(holding: heldLabels(forThread: currentThreadLabel), until: scheduler.clock &+ ticks)
        } else {
            scheduler.advanceTo(scheduler.clock &+ ticks)
        }
    }

    /// Blocks the running simulated thread until `isSatisfied` holds or the clock reaches `deadline` (ticks).
    /// Without a deadline, a wait nothing left can end, or still unsatisfied an hour of virtual time on (the
    /// horizon of a script run), never ends.
    func waitVirtualThread(
        _ scheduler: VirtualTimeScheduler, deadline: Int?, isSatisfied: @escaping () -> Bool
    ) -> VirtualWaitOutcome {
        if isSatisfied() { return .satisfied }
        let horizon = scheduler.clock &+ Int(3600 / scheduler.resolution)
        let held = heldLabels(forThread: currentThreadLabel)
        switch scheduler.block(holding: held, until: deadline, giveUpAt: horizon, isSatisfied: isSatisfied) {
        case .satisfied:
            return .satisfied
        case .deadline:
            return deadline != nil ? .timedOut : .never(blockedWork: false)
        case .idle:
            return .never(blockedWork: scheduler.hasQueuedItems)
        }
    }
}
