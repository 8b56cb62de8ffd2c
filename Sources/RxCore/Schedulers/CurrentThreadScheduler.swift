/// Schedules work on the current thread through a trampoline.
///
/// With no trampoline running on the thread, `schedule` runs the action at once and then drains whatever it
/// queued; inside a running trampoline, actions queue up FIFO and run after the current one. Recursion through
/// `concat`, `retry` or re-entrant sources therefore becomes iteration and cannot overflow the stack.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// True when no trampoline is running on this thread, so scheduling runs immediately.
    public static var isScheduleRequired: Bool { !Trampoline.current.isRunning }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = TrampolineScheduledItem(state: state, action: action)
            trampoline.enqueue(item)
            return item
        }
        trampoline.isRunning = true
        let disposable = action(state)
        trampoline.drain()
        trampoline.isRunning = false
        return disposable
    }

    /// Runs `body` with a trampoline installed on this thread (it must not be running), then drains the queue.
    @inline(__always)
    public static func runTrampolined<T>(_ body: () -> T) -> T {
        let trampoline = Trampoline.current
        trampoline.isRunning = true
        let result = body()
        trampoline.drain()
        trampoline.isRunning = false
        return result
    }

    /// Queues `item` behind the current work if a trampoline runs; otherwise runs it now and drains.
    public static func enqueue(_ item: TrampolineItem) {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            trampoline.enqueue(item)
            return
        }
        trampoline.isRunning = true
        item.runFromTrampoline()
        trampoline.drain()
        trampoline.isRunning = false
    }

    /// True when other trampolined work is waiting on this thread (a source may then yield to it).
    @inline(__always)
    public static var hasPendingWork: Bool { Trampoline.current.hasPending }
}

/// A closure queued on the trampoline; disposing it before it runs cancels it.
final class TrampolineScheduledItem<State>: TrampolineItem, Cancelable {
    private var state: State?
    private var action: ((State) -> Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { disposable.isDisposed }

    func runFromTrampoline() {
        guard !disposable.isDisposed, let action, let state else { return }
        self.action = nil
        self.state = nil
        disposable.setDisposable(action(state))
    }

    func dispose() {
        disposable.dispose()
        action = nil
        state = nil
    }
}
