import Foundation
import RxCocoa
import RxCore
import RxTrace
import XCTest

/// RxSwift's debug-build anomalies, reported as warnings: an observer sent an event while still delivering one.
final class DeliveryAnomalyTests: XCTestCase {
    func testASubscriberFeedingItsOwnSubjectIsAReentrancyAnomaly() {
        let env = VirtualScreen()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = env.tracer.subscribe(
            subject, expression: "s", place: "t.rx:2:1",
            onNext: { value in
                received.append(value)
                if value == 1 { subject.onNext(2) }
            })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2, 3], "RxSwift only warns: the nested event is still delivered")
        XCTAssertEqual(env.warnings.map(\.kind), [.reentrancy], "once per subscription")
        XCTAssertTrue(env.warnings[0].message.contains("#1 was sent next(2)"), env.warnings[0].message)
        XCTAssertTrue(env.warnings[0].fix.contains("MainScheduler.asyncInstance"))
    }

    func testARelayAcceptedInsideItsOwnSubscriptionIsAReentrancyAnomaly() {
        let env = VirtualScreen()
        let relay = BehaviorRelay(value: 0)
        _ = env.tracer.subscribe(relay, expression: "r", onNext: { if $0 == 1 { relay.accept(2) } })
        relay.accept(1)
        XCTAssertEqual(env.warnings.map(\.kind), [.reentrancy])
        XCTAssertEqual(relay.value, 2)
    }

    func testSendingLaterThroughAnAsyncSchedulerIsNoAnomaly() {
        let env = VirtualScreen()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = env.tracer.subscribe(
            subject.observe(on: env.scheduler.view(named: "main")), expression: "s",
            onNext: { value in
                received.append(value)
                if value < 3 { subject.onNext(value + 1) }
            })
        subject.onNext(1)
        env.scheduler.start()
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(env.warnings.isEmpty, "\(env.warnings.map(\.message))")
    }

    func testEventsInTurnFromDifferentThreadsAreNoAnomaly() {
        let env = VirtualScreen()
        let source = Observable.of(1, 2).subscribe(on: env.background)
            .concat(Observable.of(3).subscribe(on: env.scheduler.view(named: "other")))
        var received: [Int] = []
        _ = env.tracer.subscribe(source, expression: "s", onNext: { received.append($0) })
        env.scheduler.start()
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(env.warnings.isEmpty)
    }
}

/// The synchronization anomaly needs two real threads inside one delivery at once.
final class DeliveryAnomalyConcurrencyTests: XCTestCase {
    func testTwoThreadsDeliveringToOneObserverAtOnceIsASynchronizationAnomaly() {
        let env = VirtualScreen()
        let subject = PublishSubject<Int>()
        let firstInside = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        let releaseFirst = DispatchSemaphore(value: 0)
        _ = env.tracer.subscribe(
            subject, expression: "s",
            onNext: { value in
                if value == 1 {
                    firstInside.signal()
                    releaseFirst.wait()
                }
            })
        let first = Thread { subject.onNext(1) }
        first.start()
        firstInside.wait()
        let second = Thread {
            subject.onNext(2)
            secondDone.signal()
        }
        second.start()
        secondDone.wait()
        releaseFirst.signal()
        while !first.isFinished { usleep(1000) }
        XCTAssertEqual(env.warnings.map(\.kind), [.synchronization], "\(env.warnings.map(\.message))")
        XCTAssertTrue(env.warnings[0].message.contains("was sent next(2)"), env.warnings[0].message)
    }

    func testTwoThreadsTakingTurnsAreNoAnomaly() {
        let env = VirtualScreen()
        let subject = PublishSubject<Int>()
        let lock = NSLock()
        _ = env.tracer.subscribe(subject, expression: "s", onNext: { _ in })
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<200 { lock.withLock { subject.onNext(index * 1000 + value) } }
        }
        XCTAssertTrue(env.warnings.isEmpty, "\(env.warnings.map(\.message))")
    }
}
