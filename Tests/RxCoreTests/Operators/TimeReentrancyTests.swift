import XCTest
import RxCore
import RxTest

/// Observers that feed back into their source or dispose their own subscription from inside a callback.
final class TimeReentrancyTests: RxTestCase {
    /// The recursive lock lets the nested element through; `lastSentTime` is only taken after delivery,
    /// so the nested element still sees an open window and is emitted at once (RxSwift's order).
    func testThrottle_ElementSentFromOnNextDoesNotDeadlock() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        let recorder = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = source.throttle(.seconds(50), scheduler: scheduler).subscribe { event in
                recorder.on(event)
                if case .next(1) = event { source.on(.next(2)) }
            }
        }
        scheduler.scheduleAt(210) { source.on(.next(1)) }
        scheduler.scheduleAt(220) { source.on(.next(3)) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEvents(recorder.events, [next(210, 1), next(210, 2), next(260, 3)])
    }

    func testDebounce_CompletionFromOnNextEndsSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        let recorder = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = source.debounce(.seconds(10), scheduler: scheduler).subscribe { event in
                recorder.on(event)
                if case .next(1) = event { source.on(.completed) }
            }
        }
        scheduler.scheduleAt(210) { source.on(.next(1)) }
        scheduler.scheduleAt(230) { source.on(.next(2)) }
        scheduler.start()
        XCTAssertEvents(recorder.events, [next(220, 1), completed(220)])
        XCTAssertEqual(source.subscriberCount, 0)
    }

    func testDelay_DisposeFromOnNextStopsDrain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(215, 2), completed(230)])
        let recorder = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.delay(.seconds(10), scheduler: scheduler).subscribe { event in
                recorder.on(event)
                subscription?.dispose()
            }
        }
        scheduler.start()
        XCTAssertEvents(recorder.events, [next(220, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(scheduler.clock, 230, "nothing may stay scheduled after the disposal")
    }

    /// An event the observer sends back into the source joins the queue and goes out one tick later.
    func testObserveOn_FeedbackIsQueuedBehindCurrentDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        let recorder = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = source.observe(on: scheduler).subscribe { event in
                recorder.on(event)
                if case .next(let value) = event, value < 3 { source.on(.next(value + 1)) }
            }
        }
        scheduler.scheduleAt(210) { source.on(.next(1)) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEvents(recorder.events, [next(211, 1), next(212, 2), next(213, 3)])
    }

    func testTimeout_DisposeFromOnNextCancelsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2)])
        let recorder = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.timeout(.seconds(50), scheduler: scheduler).subscribe { event in
                recorder.on(event)
                subscription?.dispose()
            }
        }
        scheduler.start()
        XCTAssertEvents(recorder.events, [next(210, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(scheduler.clock, 220, "the timeout timer (260) must have been cancelled")
    }
}
