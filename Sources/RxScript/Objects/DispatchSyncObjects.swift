import Foundation

/// A `DispatchGroup`: a count of unfinished work (`enter`/`leave`) and the blocks to run when it reaches zero.
final class DispatchGroupObject: HostObject, @unchecked Sendable {
    let condition = NSCondition()
    /// Work entered and not yet left.
    var count = 0
    /// `notify(queue:)` blocks waiting for the count to reach zero.
    var notifications: [() -> Void] = []

    override var typeName: String { "DispatchGroup" }
    override var description: String { "<OS_dispatch_group>" }
}

/// A `DispatchSemaphore(value:)`: a counter that `wait()` takes from and `signal()` gives to.
final class DispatchSemaphoreObject: HostObject, @unchecked Sendable {
    let condition = NSCondition()
    var value: Int
    /// Threads waiting now, so `signal()` can say whether it woke one.
    var waiters = 0

    init(value: Int) { self.value = value }

    override var typeName: String { "DispatchSemaphore" }
    override var description: String { "<OS_dispatch_semaphore>" }
}

/// A `DispatchWorkItem`: a block that can be performed, given to a queue, and cancelled before it runs.
final class DispatchWorkItemObject: HostObject, @unchecked Sendable {
    let body: Function
    private let lock = NSLock()
    private var cancelled = false

    init(body: Function) { self.body = body }

    var isCancelled: Bool { lock.withLock { cancelled } }
    func cancel() { lock.withLock { cancelled = true } }

    /// Runs the block unless the item was cancelled first.
    func perform() throws {
        guard !isCancelled else { return }
        _ = try body.call()
    }

    override var typeName: String { "DispatchWorkItem" }
    override var description: String { "DispatchWorkItem" }
}
