import Synchronization

/// A variable that outlives its frame or is shared across threads: every global, and every local `var`
/// that a closure captures. Reads and writes take the box's own lock, and nothing else runs under it.
///
/// It derives from `HostObject` only so a frame slot can hold it as `.object(box)`; scripts never see one.
final class VariableBox: HostObject, @unchecked Sendable {
    /// The variable's name, for messages.
    let name: String
    /// False for `let`.
    let isMutable: Bool
    /// `nil` until the declaration has run.
    private let storage: Mutex<Value?>

    init(name: String, isMutable: Bool, value: Value?) {
        self.name = name
        self.isMutable = isMutable
        self.storage = Mutex(value)
    }

    /// The current value, or `nil` if the declaration has not run.
    @inline(__always)
    func read() -> Value? {
        storage.withLock { $0 }
    }

    /// Sets the value.
    @inline(__always)
    func write(_ value: Value) {
        storage.withLock { $0 = value }
    }

    /// True once the declaration has run.
    var isInitialized: Bool { read() != nil }

    override var typeName: String { "Variable" }
}
