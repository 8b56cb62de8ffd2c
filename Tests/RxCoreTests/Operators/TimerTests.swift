import XCTest
import RxCore
import RxTest

final class TimerTests: RxTestCase {
    // MARK: - Virtual time

    func testTimer_ZeroDueTimeFiresOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 0), completed(201)])
    }

    func testTimer_DisposedBeforeDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
    }

    func testTimer_PeriodicDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 400) {
            Observable<Int>.timer(.seconds(10), period: .seconds(100), scheduler: scheduler)
        }
        XCTAssertEvents(res.events, [next(210, 0), next(310, 1)])
    }

    func testInterval_ValuesWrapAround() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 458) { Observable<UInt8>.interval(.seconds(1), scheduler: scheduler) }
        XCTAssertEqual(res.events.count, 257)
        XCTAssertEvents(Array(res.events.suffix(3)), [next(455, 254), next(456, 255), next(457, 0)])
    }

    func testInterval_DisposeStopsTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 350) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(300, 0)])
        XCTAssertFalse(scheduler.hasPendingWork)
    }

    func testTimerReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.timer(.seconds(100), scheduler: scheduler).subscribe()
        scheduler.start()
    }

    // MARK: - Real schedulers (ordering and values only)

    func testInterval_OnSerialQueueDeliversOnThatQueueThenTakeCompletes() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.interval")
        let marker = QueueMarker(scheduler.queue, name: "interval")
        let recorder = ThreadSafeRecorder<Int>(self)
        var onQueue: [Bool] = []
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: scheduler)
            .take(3)
            .subscribe { event in
                onQueue.append(marker.isCurrent)
                recorder.on(event)
            }
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .completed])
        scheduler.queue.sync {}
        XCTAssertEqual(onQueue, [true, true, true, true])
    }

    func testTimer_WithPeriodOnConcurrentSchedulerCountsUp() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = ThreadSafeRecorder<Int64>(self)
        let subscription = Observable<Int64>.timer(.milliseconds(1), period: .milliseconds(5), scheduler: scheduler)
            .take(4)
            .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .next(3), .completed])
    }

    func testTimer_OneShotOnSerialQueue() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.timer")
        let recorder = ThreadSafeRecorder<Int>(self)
        let subscription = Observable<Int>.timer(.milliseconds(1), scheduler: scheduler).subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, [.next(0), .completed])
    }
}
