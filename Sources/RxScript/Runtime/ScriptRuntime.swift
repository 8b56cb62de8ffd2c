import Dispatch
import Foundation
import RxCocoa
import RxCore
import RxMarbles
import RxTrace
import Synchronization

/// The clocks, schedulers and tracer a session runs on: real dispatch queues, or every scheduler simulated on
/// one virtual clock, or both (the REPL's `:time`), new streams taking the current one.
///
/// `main` is the process's main queue (really the main thread), `background` a concurrent queue labelled
/// `background`, and `serial("name")` a serial queue with that label. In virtual time they are named views of
/// one `VirtualTimeScheduler` with millisecond ticks, so traces show the scheduler's name as the thread.
///
/// The schedulers are read when a stream is made (`interval(1s)` takes `main` then), so a stream keeps the
/// clock it was made on and a subscription keeps the trace clock it started with after a switch.
public final class ScriptRuntime: @unchecked Sendable {
    /// Real or virtual time.
    public enum Clock {
        case real
        case virtual(VirtualTimeScheduler)
    }

    /// Prints subscriptions, events and disposals.
    public let tracer: Tracer
    /// Draw marble lanes and check results with ASCII only (`--ascii`).
    public var asciiOnly = false
    /// The random source of `Int.random(in:)` and its kin, seeded in virtual time or by `--seed`.
    public let random = ScriptRandom()
    /// The marble frame when a call gives no `frame:` (10 ms; the REPL's `:marbles frame 100ms` changes it).
    public var marbleFrameNanoseconds = 10_000_000
    /// The virtual screen: controls, named sinks, their bindings and the binding warnings.
    public private(set) var screen: Screen!
    /// The `expect` checks run so far.
    public let expectations = ExpectationTally()
    /// The `cold(…)`/`hot(…)` inputs made so far, for `:export` to write as a test.
    let marbleSources = MarbleSourceBook()

    private let lock = NSLock()
    private var current: ClockSchedulers
    private var realSchedulers: ClockSchedulers?
    private var virtualSchedulers: ClockSchedulers?
    /// What precedes virtual times on trace lines (`@` where a session may mix clocks).
    private let virtualTimeMark: String
    private var pendingTimers = 0
    /// How to cancel each pending `after` timer, by its number.
    private var timerCancellers: [Int: Disposable] = [:]
    private var lastTimerID = 0

    /// A runtime on real time, tracing to `output` with real thread names.
    public static func real(
        output: TraceOutput, formatter: TraceFormatter = TraceFormatter(),
        mode: Tracer.Mode = .events, describeValue: @escaping (Any) -> String,
        describeError: @escaping (Swift.Error) -> String
    ) -> ScriptRuntime {
        ScriptRuntime(
            initial: .real(), virtualTimeMark: "@", output: output, formatter: formatter, mode: mode,
            describeValue: describeValue, describeError: describeError)
    }

    /// A runtime on one virtual clock (1 ms ticks), tracing with virtual times and scheduler names; `timeMark`
    /// precedes the times on trace lines (`@` in a session that can switch to real time).
    public static func virtual(
        output: TraceOutput, formatter: TraceFormatter = TraceFormatter(),
        mode: Tracer.Mode = .events, timeMark: String = "+",
        describeValue: @escaping (Any) -> String,
        describeError: @escaping (Swift.Error) -> String
    ) -> ScriptRuntime {
        ScriptRuntime(
            initial: .virtual(timeMark: timeMark), virtualTimeMark: timeMark, output: output,
            formatter: formatter, mode: mode, describeValue: describeValue, describeError: describeError)
    }

    private init(
        initial: ClockSchedulers, virtualTimeMark: String, output: TraceOutput, formatter: TraceFormatter,
        mode: Tracer.Mode, describeValue: @escaping (Any) -> String,
        describeError: @escaping (Swift.Error) -> String
    ) {
        current = initial
        self.virtualTimeMark = virtualTimeMark
        switch initial.clock {
        case .real: realSchedulers = initial
        case .virtual: virtualSchedulers = initial
        }
        tracer = Tracer(
            output: output, clock: initial.traceClock, formatter: formatter, mode: mode,
            describeValue: describeValue, describeError: describeError, valueJSON: Value.traceJSON)
        let currentMain: @Sendable () -> SchedulerType = { [unowned self] in self.main }
        screen = Screen(
            mainScheduler: currentMain(), tracer: tracer,
            makeMainScheduler: { [unowned self] in self.schedulers.makeMain() },
            isOnMainThread: { [unowned self] in self.isOnMain },
            scheduleAfter: { [unowned self] delay, action in self.after(delay, on: self.main, action) })
    }

    private var schedulers: ClockSchedulers { lock.withLock { current } }

    /// The clock new streams are made on.
    public var clock: Clock { schedulers.clock }
    /// The main queue (or its virtual stand-in).
    public var main: SchedulerType { schedulers.main }
    /// The main queue, always dispatched to, even from main (`MainScheduler.asyncInstance`).
    public var mainAsync: SchedulerType { schedulers.mainAsync }
    /// A concurrent queue (or its virtual stand-in).
    public var background: SchedulerType { schedulers.background }

    /// The virtual clock's scheduler, when new streams are made in virtual time.
    public var virtualScheduler: VirtualTimeScheduler? {
        if case .virtual(let scheduler) = clock { return scheduler }
        return nil
    }

    /// The virtual clock's scheduler if the session has one, whichever clock is current.
    public var virtualClock: VirtualTimeScheduler? { lock.withLock { virtualSchedulers?.virtualScheduler } }

    /// Makes new streams and subscriptions use the virtual clock (made the first time) or real time; what was
    /// made before keeps its clock, so real and virtual subscriptions can live side by side.
    public func switchClock(toVirtual virtual: Bool) {
        let chosen: ClockSchedulers = lock.withLock {
            if virtual {
                if virtualSchedulers == nil { virtualSchedulers = .virtual(timeMark: virtualTimeMark) }
                current = virtualSchedulers!
            } else {
                if realSchedulers == nil { realSchedulers = .real() }
                current = realSchedulers!
            }
            return current
        }
        tracer.clock = chosen.traceClock
    }

    /// Whether the running code is on main: the main thread, and on a virtual clock the `main` view's work or
    /// top-level code.
    private var isOnMain: Bool {
        let (hasReal, virtualClock) = lock.withLock { (realSchedulers != nil, virtualSchedulers?.virtualScheduler) }
        let onVirtualMain = (virtualClock?.runningLabel ?? "main") == "main"
        return hasReal ? Thread.isMainThread && onVirtualMain : onVirtualMain
    }

    /// The serial queue labelled `name` (the same one each time for the same name) on the current clock.
    public func serial(_ name: String) -> SchedulerType {
        schedulers.serial(name)
    }

    /// The concurrent queue labelled `name` (`DispatchQueue(label:attributes: .concurrent)`) on the current clock.
    public func concurrent(_ name: String) -> SchedulerType {
        schedulers.concurrent(name)
    }

    /// Whether simulated work labelled `label` belongs to a concurrent queue (`background` or a named one).
    func isConcurrentLabel(_ label: String) -> Bool {
        label == "background" || schedulers.isConcurrent(label)
    }

    /// Runs `action` after `delay` on `scheduler`, counting it as pending work until it has run or is cancelled.
    public func after(
        _ delay: RxTimeInterval, on scheduler: SchedulerType, _ action: @escaping () -> Void
    )
        -> Disposable
    {
        let id = lock.withLock {
            pendingTimers += 1
            lastTimerID += 1
            return lastTimerID
        }
        let token = PendingTimer(runtime: self, id: id)
        let scheduled = scheduler.scheduleRelative((), dueTime: delay) { _ in
            action()
            token.settle()
            return Disposables.create()
        }
        let cancel = Disposables.create {
            scheduled.dispose()
            token.settle()
        }
        // A timer that already ran (an immediate scheduler) settled before this point and is not kept.
        lock.withLock { if !token.isSettled { timerCancellers[id] = cancel } }
        return cancel
    }

    fileprivate func timerSettled(_ id: Int) {
        lock.withLock {
            pendingTimers -= 1
            timerCancellers[id] = nil
        }
    }

    /// Cancels every `after` timer that has not run yet (Ctrl-C, `:reset` and exit in the REPL); returns how many.
    @discardableResult
    public func cancelPendingTimers() -> Int {
        let cancellers = lock.withLock { Array(timerCancellers.values) }
        for canceller in cancellers { canceller.dispose() }
        return cancellers.count
    }

    /// Runs `body` on a clock of its own (`VirtualTimeScheduler.isolated`), as `marbles()` does: the session's
    /// clock stays where it is and its other subscriptions see nothing; `after` timers made meanwhile that have
    /// not run are cancelled with it.
    public func isolated<Result>(on scheduler: VirtualTimeScheduler, _ body: () throws -> Result) rethrows -> Result {
        let firstTimer = lock.withLock { lastTimerID + 1 }
        return try scheduler.isolated {
            defer {
                let left = lock.withLock { timerCancellers.filter { $0.key >= firstTimer }.map(\.value) }
                for canceller in left { canceller.dispose() }
            }
            return try body()
        }
    }

    /// The lanes each `marbles()` drew, in order, each timed from its own start (for `--export`).
    public var drawnMarbles: [MarbleChart.Group] { lock.withLock { marbleGroups } }
    private var marbleGroups: [MarbleChart.Group] = []
    /// The most `marbles()` drawings kept; the oldest go first.
    static let drawnMarblesLimit = 200

    /// The lanes of the last `compare` (for `:export compare`).
    public var lastComparison: MarbleChart.Group? { lock.withLock { comparison } }
    private var comparison: MarbleChart.Group?

    func keepComparison(_ group: MarbleChart.Group) {
        lock.withLock { comparison = group }
    }

    func keepDrawnMarbles(_ group: MarbleChart.Group) {
        lock.withLock {
            marbleGroups.append(group)
            if marbleGroups.count > Self.drawnMarblesLimit { marbleGroups.removeFirst() }
        }
    }

    /// Timers from `after` that have neither run nor been cancelled.
    public var pendingTimerCount: Int { lock.withLock { pendingTimers } }

    /// True when no subscription is live and no `after` timer is pending: a script has nothing left to wait for.
    public var isIdle: Bool { pendingTimerCount == 0 && tracer.liveCount == 0 }

    /// True when nothing is scheduled on any real queue or timer, so no live real-time subscription can receive
    /// anything more (read it on the main thread, between turns of the main queue).
    public var isQuiescent: Bool { pendingTimerCount == 0 && PendingDispatchWork.current == 0 }
}

/// The schedulers of one clock, and the trace clock its subscriptions are stamped with.
private final class ClockSchedulers: @unchecked Sendable {
    let clock: ScriptRuntime.Clock
    let traceClock: TraceClock
    let main: SchedulerType
    let mainAsync: SchedulerType
    let background: SchedulerType
    let makeMain: @Sendable () -> ImmediateSchedulerType
    private let makeSerial: (String) -> SchedulerType
    private let makeConcurrent: (String) -> SchedulerType
    private let lock = NSLock()
    private var serialQueues: [String: SchedulerType] = [:]
    private var concurrentQueues: [String: SchedulerType] = [:]

    private init(
        clock: ScriptRuntime.Clock, traceClock: TraceClock, main: SchedulerType, mainAsync: SchedulerType,
        background: SchedulerType, makeMain: @escaping @Sendable () -> ImmediateSchedulerType,
        makeSerial: @escaping (String) -> SchedulerType, makeConcurrent: @escaping (String) -> SchedulerType
    ) {
        self.clock = clock
        self.traceClock = traceClock
        self.main = main
        self.mainAsync = mainAsync
        self.background = background
        self.makeMain = makeMain
        self.makeSerial = makeSerial
        self.makeConcurrent = makeConcurrent
    }

    static func real() -> ClockSchedulers {
        ClockSchedulers(
            clock: .real, traceClock: RealTraceClock(), main: MainScheduler.instance,
            mainAsync: MainScheduler.asyncInstance,
            background: ConcurrentDispatchQueueScheduler(
                queue: DispatchQueue(label: "background", attributes: .concurrent)),
            makeMain: { MainScheduler() },
            makeSerial: { SerialDispatchQueueScheduler(internalSerialQueueName: $0) },
            makeConcurrent: {
                ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: $0, attributes: .concurrent))
            })
    }

    static func virtual(timeMark: String) -> ClockSchedulers {
        let scheduler = VirtualTimeScheduler(initialClock: 0, resolution: 0.001)
        return ClockSchedulers(
            clock: .virtual(scheduler),
            traceClock: VirtualTraceClock(scheduler: scheduler, timeMark: timeMark),
            main: VirtualMainScheduler(base: scheduler), mainAsync: scheduler.view(named: "main"),
            background: scheduler.view(named: "background"),
            makeMain: { VirtualMainScheduler(base: scheduler) },
            makeSerial: { scheduler.view(named: $0) }, makeConcurrent: { scheduler.view(named: $0) })
    }

    var virtualScheduler: VirtualTimeScheduler? {
        if case .virtual(let scheduler) = clock { return scheduler }
        return nil
    }

    func serial(_ name: String) -> SchedulerType {
        lock.withLock {
            if let existing = serialQueues[name] { return existing }
            let scheduler = makeSerial(name)
            serialQueues[name] = scheduler
            return scheduler
        }
    }

    func concurrent(_ name: String) -> SchedulerType {
        lock.withLock {
            if let existing = concurrentQueues[name] { return existing }
            let scheduler = makeConcurrent(name)
            concurrentQueues[name] = scheduler
            return scheduler
        }
    }

    func isConcurrent(_ label: String) -> Bool { lock.withLock { concurrentQueues[label] != nil } }
}

/// One pending `after` timer: it stops counting exactly once, when it runs or is cancelled.
private final class PendingTimer: @unchecked Sendable {
    private weak var runtime: ScriptRuntime?
    private let id: Int
    private let settled = Atomic<Bool>(false)

    init(runtime: ScriptRuntime, id: Int) {
        self.runtime = runtime
        self.id = id
    }

    var isSettled: Bool { settled.load(ordering: .acquiring) }

    func settle() {
        if settled.exchange(true, ordering: .acquiringAndReleasing) { return }
        runtime?.timerSettled(id)
    }
}

extension ScriptRuntime {
    /// Shows a traced element as Swift would: `"10"`, `(1, "a")`, `[1, 2]`; a huge one cut at the budget of
    /// `BoundedDescription` (`[0, 1, 2, … 9,999,997 more]`).
    public static let describeValue: (Any) -> String = { element in
        let value = (element as? Value) ?? Value(native: element)
        // A struct or enum element shows as print shows it (`Player(name: "Ann")`); inside a collection it is
        // qualified, as Swift's debug form is (`[main.Player(name: "Ann")]`).
        switch value {
        case .object(let object) where object is ScriptInstance || object is EnumValue:
            return value.boundedDescription(quoted: false)
        default: return value.boundedDescription()
        }
    }

    /// Shows a traced error: a script error's message and place, a thrown value, or an Rx error's name.
    public static let describeError: (Swift.Error) -> String = { error in
        if let rxError = error as? RxError { return "RxError.\(rxError.caseName)" }
        return "\(error)"
    }
}

/// Sends trace lines, and program output, to a closure (the session's `output`).
public final class ClosureTraceOutput: TraceOutput, @unchecked Sendable {
    private let sink: @Sendable (String) -> Void

    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    public func writeLine(_ line: String) { sink(line + "\n") }
    public func write(_ text: String) { sink(text) }
    public func flush() {}
}

extension RxError {
    /// The case's name as RxSwift code spells it (`noElements`, `timeout`).
    var caseName: String {
        switch self {
        case .unknown: return "unknown"
        case .disposed: return "disposed"
        case .overflow: return "overflow"
        case .argumentOutOfRange: return "argumentOutOfRange"
        case .noElements: return "noElements"
        case .moreThanOneElement: return "moreThanOneElement"
        case .timeout: return "timeout"
        }
    }
}
