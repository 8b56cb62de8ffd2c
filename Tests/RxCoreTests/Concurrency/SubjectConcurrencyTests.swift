import Foundation
import XCTest
import RxCore
import RxTest

/// Subjects driven from many threads; run under `swift test --sanitize=thread` to check for data races.
final class SubjectConcurrencyTests: RxTestCase {
    private let threads = 8

    func testManyThreadsPushIntoPublishSubject_SerializingConsumerCountsAll() {
        let subject = PublishSubject<Int>()
        let perThread = 5_000
        let lock = NSLock()
        var count = 0
        var sum = 0
        let subscription = subject.subscribe(onNext: { value in
            // The subject dispatches outside its lock, so concurrent producers reach the observer
            // concurrently: the consumer serializes itself.
            lock.lock()
            count += 1
            sum += value
            lock.unlock()
        })
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread { subject.onNext(thread * perThread + index) }
        }
        subject.onCompleted()
        let total = threads * perThread
        XCTAssertEqual(count, total)
        XCTAssertEqual(sum, total * (total - 1) / 2)
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSerializedProducersReachEachObserverOneEventAtATime() {
        // Producers that respect the Rx contract (one event at a time) give every observer a serial stream.
        let subject = PublishSubject<Int>()
        let producerLock = NSLock()
        let observers = 4
        let perThread = 2_000
        let busy = (0..<observers).map { _ in ManagedAtomicFlag() }
        var counts = [Int](repeating: 0, count: observers)
        var overlaps = 0
        let subscriptions = (0..<observers).map { index in
            subject.subscribe(onNext: { _ in
                if busy[index].testAndSet() { overlaps += 1 }
                counts[index] += 1
                busy[index].clear()
            })
        }
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for value in 0..<perThread {
                producerLock.lock()
                subject.onNext(value)
                producerLock.unlock()
            }
        }
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(counts, [Int](repeating: threads * perThread, count: observers))
        subscriptions.forEach { $0.dispose() }
    }

    func testBehaviorSubject_ConcurrentWritersReadersAndSubscribers() {
        let subject = BehaviorSubject(value: 0)
        let perThread = 2_000
        let failures = ThreadSafeBox(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                switch thread % 3 {
                case 0:
                    subject.onNext(index)
                case 1:
                    if (try? subject.value()) == nil { failures.update { $0 += 1 } }
                default:
                    let lock = NSLock()
                    var first: Int?
                    let subscription = subject.subscribe(onNext: { value in
                        lock.lock()
                        if first == nil { first = value }
                        lock.unlock()
                    })
                    subscription.dispose()
                    // The current value is delivered inside subscribe.
                    lock.lock()
                    if first == nil { failures.update { $0 += 1 } }
                    lock.unlock()
                }
            }
        }
        XCTAssertEqual(failures.value, 0)
        XCTAssertFalse(subject.hasObservers)
    }

    func testReplaySubject_SubscribersJoiningDuringProductionSeeAContiguousStream() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        let total = 20_000
        let subscribers = 6
        let started = DispatchSemaphore(value: 0)
        let producer = Thread {
            started.signal()
            for value in 0..<total { subject.onNext(value) }
            subject.onCompleted()
        }
        producer.start()
        started.wait()
        let streams = ThreadSafeBox([[Int]](repeating: [], count: subscribers))
        let completions = ThreadSafeBox(0)
        DispatchQueue.concurrentPerform(iterations: subscribers) { index in
            // Events to one observer come either from the replay (under the subject's lock) or from the
            // producer after it has seen this observer registered, never both at once.
            var received: [Int] = []
            _ = subject.subscribe(
                onNext: { received.append($0) },
                onCompleted: {
                    streams.update { $0[index] = received }
                    completions.update { $0 += 1 }
                })
        }
        while completions.value < subscribers { usleep(1_000) }
        for stream in streams.value {
            XCTAssertEqual(stream.last, total - 1)
            XCTAssertTrue(zip(stream, stream.dropFirst()).allSatisfy { $1 == $0 + 1 }, "gap or duplicate")
        }
    }

    func testShareReplay1_ConcurrentSubscribeAndDisposeWhileProducing() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let stop = ManagedAtomicFlag()
        let producer = Thread {
            var value = 0
            while !stop.isSet {
                source.onNext(value)
                value += 1
            }
        }
        producer.start()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<500 {
                let subscription = shared.subscribe(onNext: { _ in })
                subscription.dispose()
            }
        }
        _ = stop.testAndSet()
        while !producer.isFinished { usleep(1_000) }
        XCTAssertFalse(source.hasObservers, "the last subscriber leaving disconnects")
    }
}

/// A lock-protected value shared between threads in tests.
final class ThreadSafeBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func update(_ body: (inout Value) -> Void) {
        lock.lock()
        body(&stored)
        lock.unlock()
    }
}

/// An atomic boolean for tests (test-and-set, clear, read).
final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return flag
    }

    /// Sets the flag and returns its previous value.
    func testAndSet() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let previous = flag
        flag = true
        return previous
    }

    func clear() {
        lock.lock()
        flag = false
        lock.unlock()
    }
}
