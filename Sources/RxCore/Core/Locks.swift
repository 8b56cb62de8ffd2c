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

/// A plain (non re-entrant) mutex for short critical sections.
public final class SpinLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() { pthread_mutex_init(mutex, nil) }

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
