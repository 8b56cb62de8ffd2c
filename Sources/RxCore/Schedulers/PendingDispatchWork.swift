import Synchronization

/// Counts the work the dispatch-queue schedulers have accepted and not yet run or had cancelled: one-shot blocks and
/// timers until they have run, repeating timers until disposed. A host that owns the process (a script runner)
/// knows that nothing more can happen once this is zero and its own main thread is idle.
public enum PendingDispatchWork {
    private static let count = Atomic<Int>(0)

    /// Work accepted and not finished, across every dispatch-queue scheduler in the process.
    public static var current: Int { count.load(ordering: .acquiring) }

    static func begin() { count.add(1, ordering: .relaxed) }

    static func end() { count.subtract(1, ordering: .releasing) }
}
