import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A re-entrant mutex: the same thread may lock it again, so synchronous feedback loops do not deadlock.
public final class RecursiveLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always) public func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) public func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    @inline(__always)
    public func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock(); defer { unlock() }
        return try body()
    }
}

/// A plain (non re-entrant) lock for short critical sections: a free lock is taken with one compare-and-swap on an
/// atomic word and given back with one exchange; only a thread that finds it held waits, on a pthread condition
/// (the classic three-state mutex). The thread sanitizer sees both the atomics and the pthread calls.
public final class SpinLock: @unchecked Sendable {
    /// 0: free; 1: held; 2: held, and a thread may be waiting for it.
    private let state = Atomic<UInt32>(0)
    /// The waiters' mutex and condition, in one allocation.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        let mutexBytes = MemoryLayout<pthread_mutex_t>.stride
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: mutexBytes + MemoryLayout<pthread_cond_t>.size,
            alignment: max(MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<pthread_cond_t>.alignment))
        mutex = raw.bindMemory(to: pthread_mutex_t.self, capacity: 1)
        condition = (raw + mutexBytes).bindMemory(to: pthread_cond_t.self, capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    @inline(__always) public func lock() {
        if !state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { waitForLock() }
    }

    @inline(__always) public func unlock() {
        if state.exchange(0, ordering: .releasing) == 2 { wakeOneWaiter() }
    }

    /// Marks the lock as waited for and sleeps until it is free; it is then taken still marked, so the next
    /// `unlock` wakes whoever else may wait.
    @inline(never) private func waitForLock() {
        pthread_mutex_lock(mutex)
        while state.exchange(2, ordering: .acquiring) != 0 {
            pthread_cond_wait(condition, mutex)
        }
        pthread_mutex_unlock(mutex)
    }

    /// Holding the waiters' mutex, a waiter is either still before its exchange (and will find the lock free) or
    /// inside `pthread_cond_wait` (and gets the signal): no wake-up is lost.
    @inline(never) private func wakeOneWaiter() {
        pthread_mutex_lock(mutex)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock.
    @inline(__always)
    public func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        lock(); defer { unlock() }
        return try body()
    }
}
