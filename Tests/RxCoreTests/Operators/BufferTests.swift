import XCTest
import RxCore
import RxTest

final class BufferTests: RxTestCase {
    /// RxSwift `testBufferWithTimeOrCount_Error`: the error drops the open buffer.
    func testBuffer_ErrorDropsOpenBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(205, 1), next(210, 2), next(240, 3), next(280, 4),
            next(320, 5), next(350, 6), next(370, 7), next(420, 8),
            next(470, 9), error(600, testError),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEvents(
            res.events,
            [
                next(240, [1, 2, 3]), next(310, [4]), next(370, [5, 6, 7]), next(440, [8]),
                next(510, [9]), next(580, []), error(600, testError),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
    }

    /// A buffer that fills in the timer's own tick restarts the timer; the stale timer does nothing.
    func testBuffer_FullInTimerTickRestartsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(240, 1), next(250, 2), completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(250, [1, 2]), next(300, []), completed(300)])
    }

    func testBuffer_NeverEmitsEmptyArraysOnEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start(disposed: 350) { xs.buffer(timeSpan: .seconds(50), count: 5, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(250, []), next(300, [])])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 350)])
    }

    func testBufferReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).buffer(timeSpan: .seconds(0), count: 10, scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testBufferReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).buffer(timeSpan: .seconds(0), count: 10, scheduler: scheduler)
            .subscribe(onError: { _ in })
        scheduler.start()
    }

    /// RxSwift `testBufferWithTimeOrCount_Default`, without the blocking operator.
    func testBuffer_RealScheduler_CountFillsBuffers() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.buffer")
        let recorder = ThreadSafeRecorder<[Int]>(self)
        let subscription = Observable.range(start: 1, count: 10, scheduler: scheduler)
            .buffer(timeSpan: .seconds(1000), count: 3, scheduler: scheduler)
            .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(
            recorder.events, [.next([1, 2, 3]), .next([4, 5, 6]), .next([7, 8, 9]), .next([10]), .completed])
    }
}
