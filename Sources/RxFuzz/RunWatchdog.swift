import Foundation
import RxCore
import RxScript
import Synchronization

/// One thread that stops a run still busy after its time, as Ctrl-C does (`ScriptInterrupt`, `SchedulerStop`):
/// a runaway loop in script code or an endless synchronous stream. Starting and stopping a run are atomic stores,
/// cheap enough for thousands of runs a second.
final class RunWatchdog: Sendable {
    static let shared = RunWatchdog()

    /// The running run's number and its deadline (uptime in nanoseconds; 0 when none runs).
    private let deadline = Atomic<UInt64>(0)
    private let generation = Atomic<UInt64>(0)

    private init() {
        let thread = Thread { [self] in watch() }
        thread.name = "RunWatchdog"
        thread.start()
    }

    /// A run starts; returns its number.
    func start(seconds: Double) -> UInt64 {
        let number = generation.add(1, ordering: .relaxed).newValue
        deadline.store(DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9), ordering: .releasing)
        return number
    }

    /// Run `number` ended.
    func stop(_ number: UInt64) {
        if generation.load(ordering: .relaxed) == number { deadline.store(0, ordering: .releasing) }
    }

    private func watch() {
        while true {
            usleep(20_000)
            let due = deadline.load(ordering: .acquiring)
            if due != 0 && DispatchTime.now().uptimeNanoseconds > due {
                ScriptInterrupt.request()
                SchedulerStop.request()
            }
        }
    }
}
