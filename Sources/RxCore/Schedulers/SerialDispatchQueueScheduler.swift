import Dispatch
import Foundation

/// Runs work serially on a dispatch queue; timers are `DispatchSourceTimer`s.
open class SerialDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    /// The queue work runs on.
    public var queue: DispatchQueue { configuration.queue }

    /// The wall clock.
    public var now: RxTime { Date() }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue labelled `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName), leeway: leeway)
    }

    /// A scheduler on a new serial queue that targets `queue`.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue targeting the global queue of `qos`.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            serialQueue: DispatchQueue(
                label: internalSerialQueueName, qos: qos,
                target: DispatchQueue.global(qos: qos.qosClass)), leeway: leeway)
    }

    open func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work concurrently on a dispatch queue; timers are `DispatchSourceTimer`s.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    /// The queue work runs on.
    public var queue: DispatchQueue { configuration.queue }

    /// The wall clock.
    public var now: RxTime { Date() }

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on a new concurrent queue labelled `rxswift.queue.<qos>`, targeting the global queue.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(
            queue: DispatchQueue(
                label: "rxswift.queue.\(qos.qosClass)", qos: qos, attributes: [.concurrent],
                target: DispatchQueue.global(qos: qos.qosClass)), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
