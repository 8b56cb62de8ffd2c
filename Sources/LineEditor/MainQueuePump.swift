import CEditline
import Dispatch
#if canImport(Glibc)
    import Glibc
#endif

/// Waits for file descriptors while running the main dispatch queue (docs/libedit-notes.md §7).
///
/// On Linux, blocks sent to `DispatchQueue.main` run only when the main thread drains the queue
/// (`dispatchMain()`, a RunLoop, or this pump). libdispatch exposes the main queue as an eventfd that becomes
/// readable when work is pending; CoreFoundation's run loop uses the same pair of entry points. The pump adds
/// that eventfd to its poll(2) set and drains the queue on the calling thread whenever it fires, so main-queue
/// work runs with no polling interval and no busy waiting while the user is idle.
enum MainQueuePump {
    /// Blocks until one of `fds` is readable, running main-queue work meanwhile when called on the main thread.
    /// Returns the `revents` of each descriptor, or nil when poll(2) fails.
    static func wait(for fds: [Int32]) -> [Int16]? {
        let servicing = cel_is_main_thread() != 0
        let queueFD: Int32 = servicing ? cel_main_queue_handle() : -1
        if servicing { cel_drain_main_queue() }  // work queued before we started waiting
        var set = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if queueFD >= 0 { set.append(pollfd(fd: queueFD, events: Int16(POLLIN), revents: 0)) }
        while true {
            for index in set.indices { set[index].revents = 0 }
            if poll(&set, nfds_t(set.count), -1) < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if queueFD >= 0, set[fds.count].revents != 0 {
                // Reset the eventfd before draining, so work queued during the drain wakes us again.
                var counter: UInt64 = 0
                _ = read(queueFD, &counter, MemoryLayout<UInt64>.size)
                cel_drain_main_queue()
            }
            let ready = set[..<fds.count].map(\.revents)
            if ready.contains(where: { $0 != 0 }) { return Array(ready) }
        }
    }

    /// Runs the main queue until `isDone()` is true, `deadline` passes or `isInterrupted()` becomes true, calling
    /// `everyTurn` each time it wakes (at least every 10 ms), for waits with no input to read (the end of a
    /// script, a live view). Must be called on the main thread.
    static func run(
        until isDone: () -> Bool, deadline: DispatchTime?, isInterrupted: () -> Bool,
        everyTurn: () -> Void
    ) -> MainQueueRunOutcome {
        precondition(cel_is_main_thread() != 0, "MainQueuePump.run must be called on the main thread")
        let queueFD = cel_main_queue_handle()
        while true {
            cel_drain_main_queue()
            everyTurn()
            if isInterrupted() { return .interrupted }
            if isDone() { return .finished }
            var timeout: Int32 = 10
            if let deadline {
                let now = DispatchTime.now()
                if now >= deadline { return .timedOut }
                timeout = Int32(min(10, (deadline.uptimeNanoseconds - now.uptimeNanoseconds + 999_999) / 1_000_000))
            }
            var set = [pollfd(fd: queueFD, events: Int16(POLLIN), revents: 0)]
            if poll(&set, 1, timeout) > 0 {
                var counter: UInt64 = 0
                _ = read(queueFD, &counter, MemoryLayout<UInt64>.size)
            }
        }
    }
}

/// Why a run of the main queue (`LineEditor.runMainQueue`) stopped.
public enum MainQueueRunOutcome: Sendable {
    case finished
    case timedOut
    case interrupted
}
