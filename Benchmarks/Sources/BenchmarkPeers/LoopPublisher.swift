import OpenCombine

/// OpenCombine's counterpart of `Observable.create { for … onNext }` (Combine has no `create`): a publisher written
/// the way Combine asks, whose subscription sends `0..<count` in a loop as far as the demand allows, then finishes.
public struct LoopPublisher: Publisher {
    public typealias Output = Int
    public typealias Failure = Never
    let count: Int

    public init(count: Int) { self.count = count }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscriber.receive(subscription: LoopSubscription(count: count, subscriber: subscriber))
    }
}

/// Sends the next values while there is demand; cancelling stops it.
private final class LoopSubscription<S: Subscriber>: Subscription where S.Input == Int, S.Failure == Never {
    private let count: Int
    private var next = 0
    private var subscriber: S?

    init(count: Int, subscriber: S) {
        self.count = count
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        var demand = demand
        while demand > 0, next < count, let subscriber {
            let value = next
            next += 1
            demand -= 1
            demand += subscriber.receive(value)
        }
        if next == count, let subscriber {
            self.subscriber = nil
            subscriber.receive(completion: .finished)
        }
    }

    func cancel() { subscriber = nil }
}
