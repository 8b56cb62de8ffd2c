import XCTest
import RxCore
import RxTest

/// `SerialDisposable` as RxSwift has it (docs/rxswift-semantics.md §2): assigning a disposable disposes the
/// previous one; once the serial disposable is disposed, whatever is assigned next is disposed at once.
final class SerialDisposableTests: RxTestCase {
    func testReplacingDisposesThePreviousOne() {
        let serial = SerialDisposable()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        serial.disposable = first
        XCTAssertFalse(first.isDisposed)
        serial.disposable = second
        XCTAssertTrue(first.isDisposed, "the previous disposable is disposed on replacement")
        XCTAssertFalse(second.isDisposed)
        XCTAssertTrue(serial.disposable === second)
        XCTAssertFalse(serial.isDisposed)
    }

    func testDisposingDisposesTheCurrentOneAndEveryLaterOne() {
        let serial = SerialDisposable()
        let current = BooleanDisposable()
        serial.disposable = current
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        XCTAssertTrue(current.isDisposed)
        let late = BooleanDisposable()
        serial.disposable = late
        XCTAssertTrue(late.isDisposed, "assigned after disposal: disposed at once")
        XCTAssertFalse(serial.disposable === late, "and not held")
    }

    func testDisposeIsIdempotent() {
        var count = 0
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { count += 1 }
        serial.dispose()
        serial.dispose()
        XCTAssertEqual(count, 1)
    }

    func testAnEmptySerialDisposableHoldsANoOp() {
        let serial = SerialDisposable()
        serial.disposable.dispose()
        XCTAssertFalse(serial.isDisposed, "disposing what it holds is not disposing it")
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
    }

    func testThePreviousOneIsDisposedOutsideTheLock() {
        // A previous disposable whose disposal reads or replaces the serial's content must not deadlock.
        let serial = SerialDisposable()
        let replacement = BooleanDisposable()
        var seen: Disposable?
        serial.disposable = Disposables.create {
            seen = serial.disposable
        }
        serial.disposable = replacement
        XCTAssertTrue(seen === replacement, "by the time the previous one runs, the new one is in place")
        serial.dispose()
    }

    /// In virtual time: the `catch` pattern. Each switch disposes the subscription before it, at that tick.
    func testSwitchingSubscriptionsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2)])
        let ys = scheduler.createHotObservable([next(310, 10), next(360, 20)])
        let zs = scheduler.createHotObservable([next(410, 100)])
        let observer = scheduler.createObserver(Int.self)
        let serial = SerialDisposable()
        scheduler.scheduleAt(200) { serial.disposable = xs.subscribe(observer) }
        scheduler.scheduleAt(300) { serial.disposable = ys.subscribe(observer) }
        scheduler.scheduleAt(350) { serial.dispose() }
        scheduler.scheduleAt(400) { serial.disposable = zs.subscribe(observer) }
        scheduler.start()
        XCTAssertEvents(observer.events, [next(210, 1), next(260, 2), next(310, 10)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(300, 350)])
        // Subscribed after the serial was disposed: ended in the same tick.
        XCTAssertSubscriptions(zs.subscriptions, [Subscription(400, 400)])
    }
}
