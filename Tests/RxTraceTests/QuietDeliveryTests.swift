import RxCore
import Synchronization
import XCTest

@testable import RxTrace

/// With the trace off, an element reaches its handler through the subscription's delivery state alone (no load
/// of the weak reference to the subscription); it must still count, be checked for anomalies, and stop at the
/// subscription's end.
final class QuietDeliveryTests: XCTestCase {
    private final class Box<T>: @unchecked Sendable {
        var value: T
        init(_ value: T) { self.value = value }
    }

    private func makeTracer() -> Tracer {
        let scheduler = VirtualTimeScheduler(resolution: 0.001)
        return Tracer(output: MemoryTraceOutput(), clock: VirtualTraceClock(scheduler: scheduler), mode: .off)
    }

    func testElementsAreCountedAndStopAtDisposal() {
        let tracer = makeTracer()
        defer { tracer.uninstall() }
        let subject = PublishSubject<Int>()
        let received = Box<[Int]>([])
        let subscription = tracer.subscribe(subject, expression: "s", onNext: { received.value.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(subscription.eventCount, 2)
        subscription.dispose()
        subject.onNext(3)
        XCTAssertEqual(received.value, [1, 2])
    }

    func testAReentrantElementIsReportedWithTheTraceOff() {
        let tracer = makeTracer()
        defer { tracer.uninstall() }
        let anomalies = Box<[(DeliveryAnomaly, String)]>([])
        tracer.onAnomaly = { anomaly, _, event in anomalies.value.append((anomaly, event)) }
        let subject = PublishSubject<Int>()
        let received = Box<[Int]>([])
        let subscription = tracer.subscribe(
            subject, expression: "s",
            onNext: { value in
                received.value.append(value)
                if value == 1 { subject.onNext(2) }
            })
        subject.onNext(1)
        XCTAssertEqual(received.value, [1, 2])
        XCTAssertEqual(anomalies.value.map(\.0), [.reentrancy])
        subscription.dispose()
    }

    func testASubscriberEndThatOutlivesItsSubscriptionDeliversNothing() {
        let tracer = makeTracer()
        defer { tracer.uninstall() }
        let subject = PublishSubject<Int>()
        let received = Box<[Int]>([])
        weak var released: TracedSubscription?
        do {
            let subscription = tracer.subscribe(subject, expression: "s", onNext: { received.value.append($0) })
            released = subscription
            subject.onNext(1)
            subscription.dispose()
        }
        XCTAssertNil(released, "the tracer keeps no finished subscription")
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
    }
}
