import Dispatch
import Foundation
import RxCocoa
import RxCore
import RxTrace
import Synchronization

/// The clock, schedulers and tracer a session runs on: real dispatch queues, or every scheduler simulated on
/// one virtual clock.
///
/// `main` is the process's main queue (really the main thread), `background` a concurrent queue labelled
/// `background`, and `serial("name")` a serial queue with that label. In virtual time they are named views of
/// one `VirtualTimeScheduler` with millisecond ticks, so traces show the scheduler's name as the thread.
public final class ScriptRuntime: @unchecked Sendable {
    /// Real or virtual time.
    public enum Clock {
        case real
        case virtual(VirtualTimeScheduler)
    }

    /// Real or virtual time.
    public let clock: Clock
    /// Prints subscriptions, events and disposals.
    public let tracer: Tracer
    /// The main queue (or its virtual stand-in).
    public let main: SchedulerType
    /// The main queue, always dispatched to, even from main (`MainScheduler.asyncInstance`).
    public let mainAsync: SchedulerType
    /// A concurrent queue (or its virtual stand-in).
    public let background: SchedulerType
    /// Draw marble lanes and check results with ASCII only (`--ascii`).
    public var asciiOnly = false
    /// The marble frame when a call gives no `frame:` (10 ms; the REPL's `:marbles frame 100ms` changes it).
    public var marbleFrameNanoseconds = 10_000_000
    /// The virtual screen: controls, named sinks, their bindings and the binding warnings.
    public private(set) var screen: Screen!
    /// The `expect` checks run so far.
    public let expectations = ExpectationTally()

    private let lock = NSLock()
    private var serialQueues: [String: SchedulerType] = [:]
    private var pendingTimers = 0
    /// How to cancel each pending `after` timer, by its number.
    private var timerCancellers: [Int: Disposable] = [:]
    private var lastTimerID = 0

    /// A runtime on real time, tracing to `output` with real thread names.
    public static func real(output: TraceOutput, formatter: TraceFormatter = TraceFormatter(),
                            mode: Tracer.Mode = .events, describeValue: @escaping (Any) -> String,
                            describeError: @escaping (Swift.Error) -> String) -> ScriptRuntime {
        let tracer = Tracer(output: output, clock: RealTraceClock(), formatter: formatter, mode: mode,
                            describeValue: describeValue, describeError: describeError)
        let background = ConcurrentDispatchQueueScheduler(
            queue: DispatchQueue(label: "background", attributes: .concurrent))
        return ScriptRuntime(clock: .real, tracer: tracer, main: MainScheduler.instance,
                             mainAsync: MainScheduler.asyncInstance, background: background)
    }

    /// A runtime on one virtual clock (1 ms ticks), tracing with virtual times and scheduler names.
    public static func virtual(output: TraceOutput, formatter: TraceFormatter = TraceFormatter(),
                               mode: Tracer.Mode = .events, describeValue: @escaping (Any) -> String,
                               describeError: @escaping (Swift.Error) -> String) -> ScriptRuntime {
        let scheduler = VirtualTimeScheduler(initialClock: 0, resolution: 0.001)
        let tracer = Tracer(output: output, clock: VirtualTraceClock(scheduler: scheduler), formatter: formatter,
                            mode: mode, describeValue: describeValue, describeError: describeError)
        return ScriptRuntime(clock: .virtual(scheduler), tracer: tracer, main: VirtualMainScheduler(base: scheduler),
                             mainAsync: scheduler.view(named: "main"), background: scheduler.view(named: "background"))
    }

    private init(clock: Clock, tracer: Tracer, main: SchedulerType, mainAsync: SchedulerType,
                 background: SchedulerType) {
        self.clock = clock
        self.tracer = tracer
        self.main = main
        self.mainAsync = mainAsync
        self.background = background
        let isOnMain: @Sendable () -> Bool
        let makeMain: @Sendable () -> ImmediateSchedulerType
        switch clock {
        case .real:
            isOnMain = { Thread.isMainThread }
            makeMain = { MainScheduler() }
        case .virtual(let scheduler):
            isOnMain = { (scheduler.runningLabel ?? "main") == "main" }
            makeMain = { VirtualMainScheduler(base: scheduler) }
        }
        self.screen = Screen(mainScheduler: main, tracer: tracer, makeMainScheduler: makeMain, isOnMainThread: isOnMain,
                             scheduleAfter: { [unowned self] delay, action in
                                 self.after(delay, on: self.main, action)
                             })
    }

    /// The virtual clock's scheduler, when running in virtual time.
    public var virtualScheduler: VirtualTimeScheduler? {
        if case .virtual(let scheduler) = clock { return scheduler }
        return nil
    }

    /// The serial queue labelled `name` (the same one each time for the same name).
    public func serial(_ name: String) -> SchedulerType {
        lock.withLock {
            if let existing = serialQueues[name] { return existing }
            let scheduler: SchedulerType
            switch clock {
            case .real: scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: name)
            case .virtual(let virtualScheduler): scheduler = virtualScheduler.view(named: name)
            }
            serialQueues[name] = scheduler
            return scheduler
        }
    }

    /// Runs `action` after `delay` on `scheduler`, counting it as pending work until it has run or is cancelled.
    public func after(_ delay: RxTimeInterval, on scheduler: SchedulerType, _ action: @escaping () -> Void)
        -> Disposable {
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

    /// Timers from `after` that have neither run nor been cancelled.
    public var pendingTimerCount: Int { lock.withLock { pendingTimers } }

    /// True when no subscription is live and no `after` timer is pending: a script has nothing left to wait for.
    public var isIdle: Bool { pendingTimerCount == 0 && tracer.liveCount == 0 }

    /// True when nothing is scheduled on any queue or clock, so no live subscription can receive anything more
    /// (read it on the main thread, between turns of the main queue).
    public var isQuiescent: Bool {
        switch clock {
        case .real: return pendingTimerCount == 0 && PendingDispatchWork.current == 0
        case .virtual(let scheduler): return scheduler.nextDueTime == nil
        }
    }
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
    /// Shows a traced element as Swift would: `"10"`, `(1, "a")`, `[1, 2]`.
    public static let describeValue: (Any) -> String = { value in
        if let value = value as? Value { return value.debugDescription }
        return Value(native: value).debugDescription
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
