import Foundation

/// Simulated threads that block (`Thread.sleep`, a semaphore's or a group's `wait`) on a virtual clock.
///
/// A blocked simulated thread parks the OS thread it runs on, and a new OS thread drives the clock meanwhile: it
/// runs the pending work in order, except the work of the parked threads' own queues (`held`), and wakes a parked
/// thread when its condition holds or its deadline comes, then ends. The woken thread goes on, and whatever loop
/// it returns to drives on; a loop of the host's (`advanceTo`, `start`) that must wake a parked thread parks
/// itself until its own turn. Exactly one OS thread runs at a time, handing over through semaphores, so a run is
/// deterministic, and parked threads wake independently of one another, as real threads do.
extension VirtualTimeScheduler {
    /// How `block` ended.
    public enum BlockOutcome: Equatable, Sendable {
        /// `isSatisfied` held.
        case satisfied
        /// The deadline (or the time to give up) came; the clock is on it.
        case deadline
        /// Nothing left to run could end the wait (or a `SchedulerStop` was requested); the clock is unchanged.
        case idle
    }

    /// Blocks the simulated thread that runs now while the others go on, until `isSatisfied` holds or the clock
    /// reaches `deadline`. The work labelled with one of `held` (the blocked thread's own serial queue) waits, in
    /// order, until it returns. With no deadline, it gives up at `giveUpAt` while other work keeps the clock moving,
    /// and at once when nothing else can run.
    @discardableResult
    public func block(
        holding held: Set<String?>, until deadline: Int?, giveUpAt: Int? = nil,
        isSatisfied: @escaping () -> Bool = { false }
    ) -> BlockOutcome {
        if isSatisfied() { return .satisfied }
        let waiter = makeWaiter(.block, held: held, deadline: deadline, giveUpAt: giveUpAt, isSatisfied: isSatisfied)
        waiters.append(waiter)
        let driver = Thread { [self] in
            isRunning = true
            runningLabel = nil
            drive(own: nil)
        }
        driver.stackSize = 16 << 20
        driver.start()
        return park(waiter)
    }

    /// When the earliest parked thread wakes: now for one whose condition holds, else its deadline.
    var waiterDueTime: Int? {
        waiters.map { $0.isSatisfied() ? clock : $0.deadline ?? $0.giveUpAt ?? clock }.min()
    }

    /// What a drive loop is for: `nil` for the driver a blocked thread starts, else a host loop running until
    /// `deadline` (or, with none, until nothing is left).
    enum DriveOwner {
        case loop(deadline: Int?)
    }

    private enum Step {
        case own
        case run(VirtualSchedulerItem)
        case wake(VirtualWaiter, BlockOutcome, at: Int?)
        case nothing
    }

    /// Runs work and wakes parked threads until the owner's turn (or, for a blocked thread's driver, until it has
    /// handed over).
    func drive(own: DriveOwner?) {
        while true {
            let step: Step
            if SchedulerStop.isRequested {
                guard let waiter = waiters.last(where: { $0.kind == .block }) ?? waiters.last else { return }
                step = .wake(waiter, .idle, at: nil)
            } else {
                step = nextStep(own: own)
            }
            switch step {
            case .own, .nothing:
                return
            case .run(let item):
                if item.time > clock { clock = item.time }
                run(item)
            case .wake(let waiter, let outcome, let time):
                guard case .loop(let deadline) = own else {
                    wake(waiter, outcome, at: time)
                    return
                }
                let me = makeWaiter(.loop, held: [], deadline: deadline, giveUpAt: nil, isSatisfied: { false })
                waiters.append(me)
                wake(waiter, outcome, at: time)
                if park(me) != .satisfied { return }
            }
        }
    }

    private func nextStep(own: DriveOwner?) -> Step {
        if let waiter = waiters.first(where: { $0.kind == .block && $0.isSatisfied() }) {
            return .wake(waiter, .satisfied, at: nil)
        }
        let held = waiters.reduce(into: Set<String?>()) { $0.formUnion($1.held) }
        var skipped: [VirtualSchedulerItem] = []
        var item: VirtualSchedulerItem?
        while let first = queue.peekFirstLive() {
            if !held.contains(first.label) {
                item = first
                break
            }
            skipped.append(queue.popFirstLive()!)
        }
        // The skipped (held) items go back once the next step is chosen; an item to run leaves the queue.
        defer { for skippedItem in skipped { queue.insert(skippedItem) } }
        // The earliest wake-up: parked threads first at equal times, then host loops, then this loop.
        var best: (time: Int, rank: Int, order: Int, waiter: VirtualWaiter?)?
        func consider(_ time: Int, _ rank: Int, _ order: Int, _ waiter: VirtualWaiter?) {
            if let current = best, (current.time, current.rank, current.order) <= (time, rank, order) { return }
            best = (time, rank, order, waiter)
        }
        for waiter in waiters {
            // A time to give up counts only while other work moves the clock.
            if let time = waiter.deadline ?? (item == nil ? nil : waiter.giveUpAt) {
                consider(time, waiter.kind == .block ? 0 : 1, waiter.order, waiter)
            }
        }
        if case .loop(let deadline?) = own { consider(deadline, 2, 0, nil) }
        if let best, item.map({ best.time < $0.time }) ?? true {
            guard let waiter = best.waiter else { return .own }
            return .wake(waiter, .deadline, at: best.time)
        }
        if let item {
            _ = queue.popFirstLive()
            return .run(item)
        }
        if let waiter = waiters.last(where: { $0.kind == .block }) ?? waiters.last {
            return .wake(waiter, .idle, at: nil)
        }
        return own == nil ? .nothing : .own
    }

    private func makeWaiter(
        _ kind: VirtualWaiter.Kind, held: Set<String?>, deadline: Int?, giveUpAt: Int?,
        isSatisfied: @escaping () -> Bool
    ) -> VirtualWaiter {
        defer { nextWaiterOrder += 1 }
        return VirtualWaiter(
            kind: kind, held: held, deadline: deadline, giveUpAt: giveUpAt, isSatisfied: isSatisfied,
            order: nextWaiterOrder, label: runningLabel, isRunning: isRunning)
    }

    /// Hands the turn to `waiter`; the caller must touch nothing more until it has the turn again.
    private func wake(_ waiter: VirtualWaiter, _ outcome: BlockOutcome, at time: Int?) {
        waiters.removeAll { $0 === waiter }
        if let time, time > clock { clock = time }
        waiter.outcome = outcome
        waiter.turn.signal()
    }

    /// Waits for the turn, then restores what the parked code saw.
    private func park(_ waiter: VirtualWaiter) -> BlockOutcome {
        waiter.turn.wait()
        runningLabel = waiter.label
        isRunning = waiter.isRunning
        return waiter.outcome
    }
}

/// A simulated thread parked in `block`, or a host's drive loop waiting for its turn.
final class VirtualWaiter: @unchecked Sendable {
    enum Kind {
        case block, loop
    }

    let kind: Kind
    let held: Set<String?>
    let deadline: Int?
    let giveUpAt: Int?
    let isSatisfied: () -> Bool
    let order: Int
    /// What the parked code saw, restored when it wakes.
    let label: String?
    let isRunning: Bool
    let turn = DispatchSemaphore(value: 0)
    var outcome = VirtualTimeScheduler.BlockOutcome.idle

    init(
        kind: Kind, held: Set<String?>, deadline: Int?, giveUpAt: Int?, isSatisfied: @escaping () -> Bool,
        order: Int, label: String?, isRunning: Bool
    ) {
        self.kind = kind
        self.held = held
        self.deadline = deadline
        self.giveUpAt = giveUpAt
        self.isSatisfied = isSatisfied
        self.order = order
        self.label = label
        self.isRunning = isRunning
    }
}
