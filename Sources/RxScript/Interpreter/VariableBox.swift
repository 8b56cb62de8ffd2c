#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A variable that outlives its frame or is shared across threads: every global, and every local `var`
/// that a closure captures. Reads and writes take the box's own lock, and nothing else runs under it.
///
/// The lock is a pthread mutex rather than `Synchronization.Mutex`: its contended path lives in the
/// prebuilt standard library, invisible to ThreadSanitizer, which then reports false races.
/// The box derives from `HostObject` only so a frame slot can hold it as `.object(box)`; scripts never see one.
final class VariableBox: HostObject, @unchecked Sendable {
    /// The variable's name, for messages.
    let name: String
    /// False for `let`.
    let isMutable: Bool
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// `nil` until the declaration has run; guarded by `mutex`.
    private var storage: Value?
    /// `weak var`: an object written is held here weakly instead of in `storage`; set before the first write.
    var isWeak = false
    /// Declared `T?`: assignments compiled against it wrap their value.
    var wrapsOptional = false
    private var weakObject: WeakObject?

    init(name: String, isMutable: Bool, value: Value?) {
        self.name = name
        self.isMutable = isMutable
        self.storage = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The current value, or `nil` if the declaration has not run.
    @inline(__always)
    func read() -> Value? {
        pthread_mutex_lock(mutex)
        var value = storage
        // A weak variable is an Optional in Swift.
        if let weakObject { value = weakObject.object.map { .wrapping(.object($0)) } ?? .nil }
        pthread_mutex_unlock(mutex)
        return value
    }

    /// Sets the value.
    @inline(__always)
    func write(_ value: Value) {
        pthread_mutex_lock(mutex)
        let previous = storage
        let previousObject = weakObject?.object
        if isWeak, case .object(let object) = value.unwrapped {
            weakObject = WeakObject(object: object)
            storage = .nil
        } else {
            weakObject = nil
            storage = value
        }
        pthread_mutex_unlock(mutex)
        withExtendedLifetime(previousObject) {}
        // The old value is released only now, outside the lock: its deinit (a dispose bag's) may run
        // script code that uses this very variable.
        withExtendedLifetime(previous) {}
    }

    /// Replaces an `Int` value with `update(value)` in one locked access; false (nothing written) when the
    /// value is not an initialized `Int` or `update` gives nil. `update` must not touch any variable.
    @inline(__always)
    func updateInt(_ update: (Int) -> Int?) -> Bool {
        pthread_mutex_lock(mutex)
        guard case .int(let current)? = storage, let updated = update(current) else {
            pthread_mutex_unlock(mutex)
            return false
        }
        storage = .int(updated)
        pthread_mutex_unlock(mutex)
        return true
    }

    /// True once the declaration has run.
    var isInitialized: Bool { read() != nil }

    override var typeName: String { "Variable" }
}
