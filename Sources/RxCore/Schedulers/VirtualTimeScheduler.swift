import Foundation

/// A scheduler on a virtual clock of integer ticks: work runs in (time, scheduling order), and nothing waits.
///
/// Equal times run FIFO. The clock never moves backwards: an item due in the past runs at the current clock.
/// With `simulateProcessingDelay` (RxTest's rule), work scheduled for now or the past lands at `clock + 1`.
/// Views with a name (`view(named:)`) share this clock and tag the work they schedule, so a tracer can show
/// which simulated scheduler ran it.
open class VirtualTimeScheduler: SchedulerType {
    /// The current virtual time in ticks.
    public internal(set) var clock: Int
    /// Seconds per tick.
    public let resolution: Double
    /// Whether "now" work is moved to `clock + 1`.
    public let simulateProcessingDelay: Bool
    /// True while `start` or `advanceTo` is running work.
    public internal(set) var isRunning = false
    /// The name of the view whose work is running now (`nil` for the scheduler itself or between items).
    public internal(set) var runningLabel: String?
    /// True inside `isolated(_:)`: the clock and the queue are a run's own.
    public private(set) var isIsolated = false

    @exclusivity(unchecked) var queue = VirtualItemQueue()
    /// The simulated threads parked in `block`, and drive loops waiting for their turn (see
    /// `VirtualTimeScheduler+Blocking.swift`).
    @exclusivity(unchecked) var waiters: [VirtualWaiter] = []
    @exclusivity(unchecked) var nextWaiterOrder = 0
    @exclusivity(unchecked) private var nextID = 0

    public init(initialClock: Int = 0, resolution: Double = 1.0, simulateProcessingDelay: Bool = false) {
        self.clock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// The clock as a date (ticks × resolution since the epoch).
    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    /// Converts an interval to ticks, rounding to the nearest tick.
    public func ticks(for interval: RxTimeInterval) -> Int {
        Self.clampedTicks(interval.seconds / resolution + 0.5)
    }

    /// Converts a date to ticks, rounding to the nearest tick.
    public func ticks(for date: RxTime) -> Int {
        Self.clampedTicks(date.timeIntervalSince1970 / resolution + 0.5)
    }

    /// The farthest the clock looks ahead or back: half the range of `Int`, so adding it to the clock cannot
    /// overflow. Longer (and infinite) times mean "never" in practice; NaN means no time at all.
    private static let horizon = Int.max / 2

    private static func clampedTicks(_ ticks: Double) -> Int {
        if ticks.isNaN { return 0 }
        if ticks >= Double(horizon) { return horizon }
        if ticks <= -Double(horizon) { return -horizon }
        return Int(ticks)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsolute(state, time: clock, label: nil, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsolute(state, time: clock &+ ticks(for: dueTime), label: nil, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        emulatePeriodic(state, startAfter: startAfter, period: period, action: action)
    }

    /// Schedules at an absolute tick, adjusted by the processing-delay rule.
    public func scheduleAbsolute<StateType>(
        _ state: StateType, time: Int, label: String? = nil,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        var due = time
        if simulateProcessingDelay && due <= clock { due = clock + 1 }
        return scheduleAt(due, label: label) { action(state) }
    }

    /// Schedules `action` at exactly `time` (no adjustment; past times run at the current clock).
    @discardableResult
    public func scheduleAt(_ time: Int, label: String? = nil, action: @escaping () -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem(time: time, id: nextID, label: label, action: action)
        nextID += 1
        queue.insert(item)
        return item
    }

    /// Runs all scheduled work, advancing the clock, until nothing is left, `stop()` is called or a
    /// `SchedulerStop` is requested.
    open func start() {
        if isRunning { return }
        isRunning = true
        while isRunning, waiters.isEmpty, !SchedulerStop.isRequested, let item = queue.popFirstLive() {
            if item.time > clock { clock = item.time }
            run(item)
        }
        if !waiters.isEmpty { drive(own: .loop(deadline: nil)) }
        isRunning = false
    }

    /// Runs the work due up to `time`, then sets the clock to `time`; a `SchedulerStop` request leaves it after
    /// the running item, with the clock at that item's time.
    open func advanceTo(_ time: Int) {
        if isRunning { return }
        isRunning = true
        while isRunning, waiters.isEmpty, !SchedulerStop.isRequested, let item = queue.peekFirstLive(),
            item.time <= time
        {
            _ = queue.popFirstLive()
            if item.time > clock { clock = item.time }
            run(item)
        }
        if !waiters.isEmpty { drive(own: .loop(deadline: time)) }
        isRunning = false
        if time > clock && !SchedulerStop.isRequested { clock = time }
    }

    /// Stops `start` or `advanceTo` after the running item.
    public func stop() { isRunning = false }

    /// Moves the clock forward without running anything.
    public func sleep(_ ticks: Int) { clock += ticks }

    /// Runs `body` as work of the simulated thread `label` (`DispatchQueue.main.sync` from another thread).
    public func running<Result>(as label: String?, _ body: () throws -> Result) rethrows -> Result {
        let outer = runningLabel
        runningLabel = label
        defer { runningLabel = outer }
        return try body()
    }

    /// The time of the next pending item or parked thread's wake-up, if any (now for one whose wait is over).
    public var nextDueTime: Int? {
        let item = queue.peekFirstLive()?.time
        guard let waiterTime = waiterDueTime else { return item }
        return min(item ?? waiterTime, waiterTime)
    }

    /// True when work is pending: scheduled items, or threads parked in `block`.
    public var hasPendingWork: Bool { queue.peekFirstLive() != nil || !waiters.isEmpty }

    /// True when scheduled items are pending (parked threads aside).
    public var hasQueuedItems: Bool { queue.peekFirstLive() != nil }

    func run(_ item: VirtualSchedulerItem) {
        let previous = runningLabel
        runningLabel = item.label
        item.invoke()
        runningLabel = previous
    }

    /// Runs `body` on a clock of its own, as a separate `TestScheduler` would: work scheduled inside goes to an
    /// empty queue of its own, which `start` and `advanceTo` run, and the work scheduled before waits untouched;
    /// afterwards the clock is back where it was and the inner work still pending is cancelled.
    public func isolated<Result>(_ body: () throws -> Result) rethrows -> Result {
        let (outerQueue, outerClock, outerIsolation) = (queue, clock, isIsolated)
        queue = VirtualItemQueue()
        isIsolated = true
        defer {
            while let item = queue.popFirstLive() { item.dispose() }
            (queue, clock, isIsolated) = (outerQueue, outerClock, outerIsolation)
        }
        return try body()
    }

    /// A scheduler sharing this clock whose work is tagged with `name`.
    public func view(named name: String) -> SchedulerType {
        VirtualSchedulerView(base: self, name: name)
    }
}

/// A named view onto a virtual-time scheduler (for simulating several schedulers on one clock).
public final class VirtualSchedulerView: SchedulerType {
    /// The shared clock.
    public let base: VirtualTimeScheduler
    /// The simulated scheduler's name.
    public let name: String

    init(base: VirtualTimeScheduler, name: String) {
        self.base = base
        self.name = name
    }

    public var now: RxTime { base.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleAbsolute(state, time: base.clock, label: name, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        base.scheduleAbsolute(state, time: base.clock &+ base.ticks(for: dueTime), label: name, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        emulatePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// One unit of virtual-time work; disposing it before it runs cancels it.
final class VirtualSchedulerItem: Cancelable {
    let time: Int
    let id: Int
    let label: String?
    @exclusivity(unchecked) private var action: (() -> Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(time: Int, id: Int, label: String?, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.label = label
        self.action = action
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard let action, !disposable.isDisposed else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    func dispose() {
        disposable.dispose()
        action = nil
    }
}

/// A binary min-heap of items by (time, id).
struct VirtualItemQueue {
    private var heap: [VirtualSchedulerItem] = []

    private static func less(_ a: VirtualSchedulerItem, _ b: VirtualSchedulerItem) -> Bool {
        a.time != b.time ? a.time < b.time : a.id < b.id
    }

    mutating func insert(_ item: VirtualSchedulerItem) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !Self.less(heap[child], heap[parent]) { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func peekFirstLive() -> VirtualSchedulerItem? {
        while let first = heap.first, first.isDisposed { removeFirst() }
        return heap.first
    }

    mutating func popFirstLive() -> VirtualSchedulerItem? {
        guard let first = peekFirstLive() else { return nil }
        removeFirst()
        return first
    }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        if heap.isEmpty { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && Self.less(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && Self.less(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
