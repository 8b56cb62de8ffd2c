import XCTest
import RxCore
import RxTest

/// `SchedulerStop`: what a host asks of the looping schedulers when the user presses Ctrl-C. Each endless source
/// here would never return from `subscribe`; the observer requests the stop after a few events, as the signal
/// handler would while the source runs, and `subscribe` must then return.
final class SchedulerStopTests: RxTestCase {
    override func tearDown() {
        SchedulerStop.clear()
        super.tearDown()
    }

    /// Subscribes to `source`, requesting the stop at the `stopAt`th element; returns how many arrived and the
    /// subscription, which the caller disposes (as the host does after the stop).
    private func elementsUntilStopped<T>(
        _ source: Observable<T>, stopAt: Int = 5
    ) -> (count: Int, subscription: Disposable) {
        var count = 0
        let subscription = source.subscribe(onNext: { _ in
            count += 1
            if count == stopAt { SchedulerStop.request() }
        })
        return (count, subscription)
    }

    func testAnEndlessRepeatElementReturnsFromSubscribe() {
        let (count, subscription) = elementsUntilStopped(Observable.repeatElement(1))
        XCTAssertEqual(count, 5, "the step that requested the stop was the last")
        subscription.dispose()
    }

    func testAnEndlessRangeAndSequenceReturnFromSubscribe() {
        let range = elementsUntilStopped(Observable.range(start: 0, count: Int.max))
        XCTAssertEqual(range.count, 5)
        range.subscription.dispose()
        SchedulerStop.clear()
        let sequence = elementsUntilStopped(Observable.from(sequence(first: 0) { $0 + 1 }))
        XCTAssertEqual(sequence.count, 5)
        sequence.subscription.dispose()
    }

    func testRetryingASourceThatFailsAtOnceReturnsFromSubscribe() {
        struct Failure: Error {}
        var subscriptions = 0
        let failing = Observable<Int>.deferred {
            subscriptions += 1
            if subscriptions == 3 { SchedulerStop.request() }
            return .error(Failure())
        }
        let subscription = failing.retry().subscribe()
        XCTAssertEqual(subscriptions, 3)
        subscription.dispose()
    }

    func testConcatOfEndlesslyManyEmptySourcesReturnsFromSubscribe() {
        var subscriptions = 0
        let empty = Observable<Int>.deferred {
            subscriptions += 1
            if subscriptions == 4 { SchedulerStop.request() }
            return .empty()
        }
        let subscription = Observable.concat(AnySequence { AnyIterator { empty } }).subscribe()
        XCTAssertEqual(subscriptions, 4)
        subscription.dispose()
    }

    func testAVirtualInstantThatNeverEndsStopsWithTheClockWhereItWas() {
        let scheduler = VirtualTimeScheduler()
        var runs = 0
        var next: Disposable?
        func again() -> Disposable {
            runs += 1
            if runs == 10 { SchedulerStop.request() }
            next = scheduler.scheduleAt(5, action: again)
            return Disposables.create()
        }
        next = scheduler.scheduleAt(5, action: again)
        scheduler.advanceTo(100)
        XCTAssertEqual(runs, 10)
        XCTAssertEqual(scheduler.clock, 5, "the clock stays at the instant that was stopped")
        XCTAssertEqual(scheduler.nextDueTime, 5, "what was due is still there, for the host to dispose")
        next?.dispose()
        XCTAssertNil(scheduler.nextDueTime)
    }

    func testOnceClearedEverythingRunsAsBefore() {
        SchedulerStop.request()
        SchedulerStop.clear()
        var elements: [Int] = []
        _ = Observable.range(start: 1, count: 3).concat(Observable.just(4)).subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 2, 3, 4])
        let scheduler = VirtualTimeScheduler()
        var ran = false
        _ = scheduler.scheduleAt(5) {
            ran = true
            return Disposables.create()
        }
        scheduler.advanceTo(10)
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.clock, 10)
    }
}
