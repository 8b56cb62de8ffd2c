import Foundation
import XCTest
import RxCore

/// `SpinLock` and `RecursiveLock` (an atomic word, and a pthread condition for waiters) under contention; run under
/// `swift test --sanitize=thread` to check that their critical sections exclude each other.
final class LockConcurrencyTests: XCTestCase {
    /// A counter that only the lock guards: a lost update or an overlap shows as a wrong total (or a race report).
    private final class Guarded: @unchecked Sendable {
        let lock = SpinLock()
        var count = 0
        var inside = 0
        var overlaps = 0
    }

    func testManyThreadsTakingTheLockAtOnceLoseNoUpdateAndNeverOverlap() {
        let guarded = Guarded()
        let threads = 8
        let perThread = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread {
                guarded.lock.lock()
                guarded.inside += 1
                if guarded.inside != 1 { guarded.overlaps += 1 }
                guarded.count += 1
                guarded.inside -= 1
                guarded.lock.unlock()
            }
        }
        XCTAssertEqual(guarded.count, threads * perThread)
        XCTAssertEqual(guarded.overlaps, 0)
    }

    func testAWaiterHeldOutByALongCriticalSectionGetsTheLockWhenItIsGivenBack() {
        let guarded = Guarded()
        let entered = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        guarded.lock.lock()
        for _ in 0..<3 {
            Thread.detachNewThread {
                entered.signal()
                guarded.lock.performLocked { guarded.count += 1 }
                finished.signal()
            }
        }
        for _ in 0..<3 { entered.wait() }
        // The waiters are (or are about to be) asleep on the condition; none may get in while the lock is held.
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(guarded.count, 0)
        guarded.lock.unlock()
        for _ in 0..<3 {
            XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "a waiter was never woken")
        }
        XCTAssertEqual(guarded.lock.performLocked { guarded.count }, 3)
    }

    func testARecursiveLockIsReenteredByItsOwnerAndExcludesOtherThreadsUntilFullyUnlocked() {
        let lock = RecursiveLock()
        final class Counter: @unchecked Sendable {
            var count = 0
            var inside = 0
            var overlaps = 0
        }
        let counter = Counter()
        let threads = 8
        let perThread = 10_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread {
                lock.performLocked {
                    counter.inside += 1
                    if counter.inside != 1 { counter.overlaps += 1 }
                    // Re-entered by the same thread: counts, does not deadlock, and does not let others in.
                    lock.performLocked { lock.performLocked { counter.count += 1 } }
                    counter.inside -= 1
                }
            }
        }
        XCTAssertEqual(counter.count, threads * perThread)
        XCTAssertEqual(counter.overlaps, 0)

        let released = DispatchSemaphore(value: 0)
        lock.lock()
        lock.lock()
        Thread.detachNewThread {
            lock.performLocked { counter.count += 1 }
            released.signal()
        }
        lock.unlock()
        XCTAssertEqual(released.wait(timeout: .now() + 0.05), .timedOut, "held once more by its owner")
        lock.unlock()
        XCTAssertEqual(released.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(lock.performLocked { counter.count }, threads * perThread + 1)
    }
}
