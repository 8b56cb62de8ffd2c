import Foundation
import RxCore
import RxTrace

/// A scheduler, with the name the trace shows for it (subclassed by RxTest's `TestScheduler`).
public class SchedulerObject: HostObject, @unchecked Sendable {
    /// The wrapped scheduler (for a role such as `main`, the one of the session's current clock).
    public var scheduler: ImmediateSchedulerType { resolve() }
    /// Its display name (`main`, `CurrentThreadScheduler`).
    public let name: String
    private let resolve: () -> ImmediateSchedulerType

    public init(_ scheduler: ImmediateSchedulerType, name: String) {
        self.resolve = { scheduler }
        self.name = name
    }

    /// A scheduler named by its role (`main`, `background`): which one it is depends on the session's clock when
    /// a stream is made with it, so `MainScheduler.instance` kept in a variable follows `:time`.
    public init(name: String, current: @escaping () -> ImmediateSchedulerType) {
        self.resolve = current
        self.name = name
    }

    public override var typeName: String { "Scheduler" }
    public override var description: String { name }
}
