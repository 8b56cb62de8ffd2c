/// Runs an action that may reschedule itself on an immediate scheduler; disposal stops the recursion.
final class RecursiveImmediateScheduler<State> {
    private let lock = RecursiveLock()
    private var action: ((State, (State) -> Void) -> Void)?
    private let scheduler: ImmediateSchedulerType
    private var pending: [BagKey: Disposable] = [:]
    private var nextKey: UInt64 = 0
    private var isDisposed = false

    init(action: @escaping (State, (State) -> Void) -> Void, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var key: BagKey?
        var ran = false
        let disposable = scheduler.schedule(state) { state in
            let action: ((State, (State) -> Void) -> Void)? = self.lock.performLocked {
                ran = true
                if let key { self.pending[key] = nil }
                return self.isDisposed ? nil : self.action
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.performLocked {
            if ran || isDisposed {
                if isDisposed { disposable.dispose() }
                return
            }
            let newKey = BagKey(rawValue: nextKey)
            nextKey &+= 1
            key = newKey
            pending[newKey] = disposable
        }
    }

    func dispose() {
        let toDispose: [Disposable] = lock.performLocked {
            isDisposed = true
            action = nil
            let values = Array(pending.values)
            pending = [:]
            return values
        }
        for disposable in toDispose { disposable.dispose() }
    }
}

/// Periodic work emulated by rescheduling: each tick reschedules the next one first, then runs the action.
final class PeriodicEmulation<Scheduler: SchedulerType, State> {
    private let scheduler: Scheduler
    private var state: State
    private let period: RxTimeInterval
    private let action: (State) -> State
    private let current = SerialDisposable()
    private let lock = RecursiveLock()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after startAfter: RxTimeInterval) -> Disposable {
        scheduleTick(after: startAfter)
        return current
    }

    private func scheduleTick(after dueTime: RxTimeInterval) {
        current.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
            tick()
            return Disposables.create()
        }
    }

    private func tick() {
        if current.isDisposed { return }
        scheduleTick(after: period)
        lock.performLocked { state = action(state) }
    }
}
