import Foundation

/// Runs the main queue on the process's real main thread until a condition holds.
///
/// On Linux `dispatchMain()` hands the main queue to a worker thread, so "main" in traces would not be the
/// main thread; pumping `RunLoop.main` from the main thread keeps it honest.
enum MainThreadPump {
    /// Why pumping stopped.
    enum Outcome {
        case finished
        case timedOut
        case interrupted
    }

    /// Pumps until `isDone()` is true, `deadline` passes, or `isInterrupted()` becomes true, calling `everyTurn`
    /// each time it wakes (at least every 10 ms), e.g. to push buffered output out.
    static func run(until isDone: () -> Bool, deadline: Date?, isInterrupted: () -> Bool,
                    everyTurn: () -> Void = {}) -> Outcome {
        precondition(Thread.isMainThread, "the pump must run on the main thread")
        while true {
            everyTurn()
            if isInterrupted() { return .interrupted }
            if isDone() { return .finished }
            if let deadline, Date() >= deadline { return .timedOut }
            var slice = Date().addingTimeInterval(0.01)
            if let deadline, deadline < slice { slice = deadline }
            _ = RunLoop.main.run(mode: .default, before: slice)
        }
    }
}
