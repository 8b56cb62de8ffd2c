import Foundation

/// How many `expect` checks passed and failed in a session (what `rxrepl check` reports).
public final class ExpectationTally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (passed: 0, failed: 0)

    public init() {}

    /// Counts one check.
    public func record(passed: Bool) {
        lock.withLock {
            if passed { counts.passed += 1 } else { counts.failed += 1 }
        }
    }

    /// Checks that passed.
    public var passed: Int { lock.withLock { counts.passed } }
    /// Checks that failed.
    public var failed: Int { lock.withLock { counts.failed } }
}
