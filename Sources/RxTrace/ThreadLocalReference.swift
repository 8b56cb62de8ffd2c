import Foundation

/// A reference kept per thread for the length of a call: code deeper in the call reads it without being passed
/// it (the current traced subscription, the thread a Binder's value came from).
public struct ThreadLocalReference<Object: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t

    public init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// The object set on this thread, if any.
    public var current: Object? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `object` as the current one on this thread, restoring the previous afterwards.
    @inline(__always)
    public func with<Result>(_ object: Object?, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, object.map { UnsafeMutableRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(object) { try body() }
    }
}
