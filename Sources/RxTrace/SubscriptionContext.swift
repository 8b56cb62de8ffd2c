/// The top-level subscription whose work is running on this thread: set while a traced subscription
/// subscribes and while its handlers run, so that what they cause (a control updated, a `create` body run)
/// can name the subscription and the place that made it.
///
/// Work that moves to another thread (a Binder hopping to main) carries the context along with `with(_:_:)`.
public enum SubscriptionContext {
    private static let local = ThreadLocalReference<TracedSubscription>()

    /// The subscription running on this thread, if any.
    public static var current: TracedSubscription? { local.current }

    /// Runs `body` with `subscription` as the current one, restoring the previous afterwards.
    @inline(__always)
    public static func with<Result>(_ subscription: TracedSubscription?, _ body: () throws -> Result) rethrows -> Result
    {
        try local.with(subscription, body)
    }
}
