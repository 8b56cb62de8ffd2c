import Synchronization

/// A request that every scheduler which loops on its caller's thread stop looping and return: trampolines
/// (`CurrentThreadScheduler`) drop their queued work, so an endless synchronous source (`repeatElement(1)`,
/// `range(0, Int.max)`, `error(e).retry()`) hands control back; a `VirtualTimeScheduler` stops after the running
/// item, so an endless instant (an `interval` shorter than a tick) ends too.
///
/// For a host that is about to dispose everything (Ctrl-C): the dropped work is lost, on every thread, until
/// `clear()`. `request()` is one atomic store, so a signal handler may call it.
public enum SchedulerStop {
    private static let flag = Atomic<Bool>(false)

    /// Asks the looping schedulers to return.
    public static func request() { flag.store(true, ordering: .relaxed) }

    /// Lets them run normally again.
    public static func clear() { flag.store(false, ordering: .relaxed) }

    /// True from `request()` until `clear()`.
    @inline(__always)
    public static var isRequested: Bool { flag.load(ordering: .relaxed) }
}
