#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work queued on a thread's trampoline. Sinks can conform directly to re-enqueue themselves without allocating.
public protocol TrampolineItem: AnyObject {
    /// Runs the work.
    func runFromTrampoline()
}

/// The per-thread FIFO queue behind `CurrentThreadScheduler`.
///
/// Its state is only touched by its own thread, so it skips dynamic exclusivity checks (one runtime call per
/// access, per subscription and per re-enqueue).
final class Trampoline {
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) private var items: [TrampolineItem?] = []
    @exclusivity(unchecked) private var head = 0

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    /// This thread's trampoline.
    @inline(__always)
    static var current: Trampoline {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        return makeCurrent()
    }

    @inline(never)
    private static func makeCurrent() -> Trampoline {
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    /// True when other work waits behind the running item, or a stop was requested: either way a source that
    /// loops on its own (`range`, `from`) re-enqueues itself and returns, so `drain` can go on or stop.
    @inline(__always)
    var hasPending: Bool { head < items.count || SchedulerStop.isRequested }

    @inline(__always)
    func enqueue(_ item: TrampolineItem) {
        items.append(item)
    }

    /// Runs queued items, in order, until none remain or a stop is requested (then the rest are dropped).
    func drain() {
        while head < items.count {
            if SchedulerStop.isRequested {
                items.removeAll()
                head = 0
                return
            }
            let item = items[head].unsafelyUnwrapped
            items[head] = nil
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            }
            item.runFromTrampoline()
        }
    }
}
