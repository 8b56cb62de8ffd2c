import Dispatch
import RxCore

/// Tells the tracer the time since the run started and the name of the thread (or simulated scheduler) now running.
public protocol TraceClock: Sendable {
    /// Seconds since the run started.
    var elapsedSeconds: Double { get }
    /// What the thread column shows for the code running now.
    var threadName: String { get }
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

    public init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
    }

    public var elapsedSeconds: Double { Double(scheduler.clock) * scheduler.resolution }
    public var threadName: String { scheduler.runningLabel ?? "main" }
}
