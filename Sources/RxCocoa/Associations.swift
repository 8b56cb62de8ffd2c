import Foundation
import RxCore

/// Objects attached to an object for its lifetime, as Objective-C's associated objects: made on first use, the
/// same each time, released when the object goes away (`rx.disposeBag`, an interceptor, a delegate proxy).
public final class Associations: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var objects: [String: AnyObject] = [:]
    private var released = false

    public init() {}

    /// The object under `key`, made by `make` on first use.
    public func object<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
        lock.withLock {
            if let existing = objects[key] as? Object { return existing }
            let made = make()
            if !released { objects[key] = made }
            return made
        }
    }

    /// The object under `key`, if one was made.
    public func existing<Object: AnyObject>(_ key: String, as type: Object.Type = Object.self) -> Object? {
        lock.withLock { objects[key] as? Object }
    }

    /// Replaces the object under `key` (nil removes it).
    public func set(_ object: AnyObject?, for key: String) {
        let old: AnyObject? = lock.withLock {
            defer { objects[key] = released ? nil : object }
            return objects[key]
        }
        withExtendedLifetime(old) {}
    }

    /// Releases everything, in no particular order (the object went away).
    public func releaseAll() {
        let held: [AnyObject] = lock.withLock {
            released = true
            defer { objects = [:] }
            return Array(objects.values)
        }
        withExtendedLifetime(held) {}
    }
}
