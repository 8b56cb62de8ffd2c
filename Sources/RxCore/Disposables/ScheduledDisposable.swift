import Synchronization

/// Disposes its disposable by scheduling the disposal on a scheduler (used by `subscribe(on:)`).
public final class ScheduledDisposable: DisposeBase, Cancelable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let disposed = Atomic<Bool>(false)
    private var disposable: Disposable?

    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        super.init()
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let taken = disposable
        disposable = nil
        taken?.dispose()
    }
}
