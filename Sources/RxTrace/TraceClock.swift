import Dispatch
import RxCore

/// Tells the tracer the time since the run started and the name of the thread (or simulated scheduler) now running.
public protocol TraceClock: Sendable {
    /// Seconds since the run started.
    var elapsedSeconds: Double { get }
    /// What the thread column shows for the code running now.
    var threadName: String { get }
    /// What precedes the time on a trace line: `+` for a run's own clock, `@` for a virtual clock in a session
    /// that can also run in real time, so the two kinds of subscription can be told apart.
    var timeMark: String { get }
}

extension TraceClock {
    public var timeMark: String { "+" }
}

/// Wall-clock time since creation and real thread names.
public struct RealTraceClock: TraceClock {
    private let start = DispatchTime.now().uptimeNanoseconds

    public init() {}

    public var elapsedSeconds: Double { Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9 }
    public var threadName: String { ThreadName.current }
}

/// Virtual time from a scheduler; the thread column shows the simulated scheduler whose work is running
/// (`main` for top-level code), so output is the same on every run and machine.
public struct VirtualTraceClock: TraceClock, @unchecked Sendable {
    private let scheduler: VirtualTimeScheduler
    public let timeMark: String

    /// `timeMark` is `@` where virtual subscriptions share a session with real ones (the REPL).
    public init(scheduler: VirtualTimeScheduler, timeMark: String = "+") {
        self.scheduler = scheduler
        self.timeMark = timeMark
    }

    public var elapsedSeconds: Double { Double(scheduler.clock) * scheduler.resolution }
    public var threadName: String { scheduler.runningLabel ?? "main" }
}
