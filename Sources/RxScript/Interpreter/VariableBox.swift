import RxCore

/// A variable that outlives its frame or is shared across threads: every global, and every local `var`
/// that a closure captures. Reads and writes take the box's own lock, and nothing else runs under it.
///
/// The lock is RxCore's `SpinLock` (one compare-and-swap when free) rather than `Synchronization.Mutex`, whose
/// futex lives in the prebuilt standard library, invisible to ThreadSanitizer, which then reports false races.
/// The box derives from `HostObject` only so a frame slot can hold it as `.object(box)`; scripts never see one.
final class VariableBox: HostObject, @unchecked Sendable {
    /// The variable's name, for messages.
    let name: String
    /// False for `let`.
    let isMutable: Bool
    private let lock = SpinLock()
    /// `nil` until the declaration has run; guarded by `lock`.
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
    }

    /// The current value, or `nil` if the declaration has not run.
    @inline(__always)
    func read() -> Value? {
        lock.lock()
        var value = storage
        // A weak variable is an Optional in Swift.
        if let weakObject { value = weakObject.object.map { .wrapping(.object($0)) } ?? .nil }
        lock.unlock()
        return value
    }

    /// Sets the value.
    @inline(__always)
    func write(_ value: Value) {
        lock.lock()
        let previous = storage
        let previousObject = weakObject?.object
        if isWeak, case .object(let object) = value.unwrapped {
            weakObject = WeakObject(object: object)
            storage = .nil
        } else {
            weakObject = nil
            storage = value
        }
        lock.unlock()
        withExtendedLifetime(previousObject) {}
        // The old value is released only now, outside the lock: its deinit (a dispose bag's) may run
        // script code that uses this very variable.
        withExtendedLifetime(previous) {}
    }

    /// Replaces an `Int` value with `update(value)` in one locked access; false (nothing written) when the
    /// value is not an initialized `Int` or `update` gives nil. `update` must not touch any variable.
    @inline(__always)
    func updateInt(_ update: (Int) -> Int?) -> Bool {
        lock.lock()
        guard case .int(let current)? = storage, let updated = update(current) else {
            lock.unlock()
            return false
        }
        storage = .int(updated)
        lock.unlock()
        return true
    }

    /// True once the declaration has run.
    var isInitialized: Bool { read() != nil }

    override var typeName: String { "Variable" }
}
