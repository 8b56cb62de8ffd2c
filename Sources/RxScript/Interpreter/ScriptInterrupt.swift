import Synchronization

/// Stops running loops and function calls when the user interrupts (Ctrl-C in the REPL).
///
/// `request()` is one atomic store, so a signal handler may call it once the flag exists: touch it (`clear()`)
/// before installing such a handler, since the first use runs a lazy initialiser.
public enum ScriptInterrupt {
    private static let flag = Atomic<Bool>(false)

    /// Asks running script loops and calls to stop with an "interrupted" error.
    public static func request() { flag.store(true, ordering: .relaxed) }

    /// Clears a previous request.
    public static func clear() { flag.store(false, ordering: .relaxed) }

    /// True from `request()` until `clear()`.
    @inline(__always)
    public static var isRequested: Bool { flag.load(ordering: .relaxed) }
}
