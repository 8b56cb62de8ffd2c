import Dispatch
import Foundation
import Synchronization

/// Schedules work on the main queue. On the main thread with nothing queued it runs synchronously, as RxSwift's does.
///
/// On Linux the main queue only drains while the main thread runs `dispatchMain()` or `RunLoop.main`;
/// a program that blocks its main thread must pump it (the REPL does).
public final class MainScheduler: SerialDispatchQueueScheduler {
    /// The shared instance: synchronous when already on main and nothing is pending.
    public static let instance = MainScheduler()
    /// A shared instance that always dispatches asynchronously.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private let numberEnqueued = Atomic<Int>(0)

    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// True on the process's main thread.
    public static var isMainThread: Bool { Thread.isMainThread }

    public override func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previous = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if Self.isMainThread && previous == 0 {
            let disposable = action(state)
            numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        PendingDispatchWork.begin()
        DispatchQueue.main.async {
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            self.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            PendingDispatchWork.end()
        }
        return cancel
    }
}
