import Foundation

/// The top-level subscription whose work is running on this thread: set while a traced subscription
/// subscribes and while its handlers run, so that what they cause (a control updated, a `create` body run)
/// can name the subscription and the place that made it.
///
/// Work that moves to another thread (a Binder hopping to main) carries the context along with `with(_:_:)`.
public enum SubscriptionContext {
    nonisolated(unsafe) private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The subscription running on this thread, if any.
    public static var current: TracedSubscription? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<TracedSubscription>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `subscription` as the current one, restoring the previous afterwards.
    @inline(__always)
    public static func with<Result>(_ subscription: TracedSubscription?, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        let pointer = subscription.map { UnsafeMutableRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
        pthread_setspecific(key, pointer)
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(subscription) { try body() }
    }
}
