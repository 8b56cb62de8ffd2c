import XCTest
import RxCore
import RxTest

final class ObserveOnTests: RxTestCase {
    // MARK: - Virtual time (the generic queued path)

    /// Each queued event takes one recursive scheduling step, so a burst spreads over consecutive ticks.
    func testObserveOn_BurstDrainsOneEventPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
        XCTAssertEvents(res.events, [next(201, 1), next(202, 2), next(203, 3), completed(204)])
    }

    func testObserveOn_DisposeCancelsUndeliveredEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3).observe(on: scheduler) }
        XCTAssertEvents(res.events, [next(201, 1)])
        XCTAssertFalse(scheduler.hasPendingWork)
    }

    func testObserveOn_ErrorShiftedByOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), error(220, testError)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEvents(res.events, [next(211, 1), error(221, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    @available(*, deprecated)
    func testObserveOnDeprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(220)])
        let res = scheduler.start { xs.observeOn(scheduler) }
        XCTAssertEvents(res.events, [next(211, 1), completed(221)])
    }

    func testObserveOnReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).observe(on: scheduler).subscribe()
        scheduler.start()
    }

    func testObserveOnReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).observe(on: scheduler).subscribe(onError: { _ in })
        scheduler.start()
    }

    // MARK: - Serial dispatch queue path

    func testObserveOnSerial_DeliversOnTheQueueInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.observeOn")
        let marker = QueueMarker(scheduler.queue, name: "observeOn")
        let recorder = ThreadSafeRecorder<Int>(self)
        var onQueue: [Bool] = []
        let subscription = Observable.from(Array(0..<50)).observe(on: scheduler).subscribe { event in
            onQueue.append(marker.isCurrent)
            recorder.on(event)
        }
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        scheduler.queue.sync {}
        XCTAssertEqual(recorder.events, (0..<50).map { .next($0) } + [.completed])
        XCTAssertEqual(onQueue, Array(repeating: true, count: 51))
    }

    /// RxSwift `testDisposeWithEnqueuedElement`: an element queued behind a busy observer is dropped
    /// once the subscription is disposed.
    func testObserveOnSerial_DisposeDropsEnqueuedElement() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.observeOn.dispose")
        let source = ManualSource<Int>()
        let busy = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var events: [Event<Int>] = []
        let subscription = source.observe(on: scheduler).subscribe { event in
            if case .next(0) = event {
                busy.signal()
                release.wait()
            }
            events.append(event)
        }
        source.on(.next(0))
        busy.wait()
        source.on(.next(1))
        source.on(.completed)
        subscription.dispose()
        release.signal()
        scheduler.queue.sync {}
        XCTAssertEqual(events, [.next(0)])
    }

    func testObserveOnMain_OnMainThreadDeliversSynchronously() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        var received: [Int] = []
        let subscription = Observable.of(1, 2).observe(on: MainScheduler.instance)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testObserveOnSerialReleasesResourcesOnComplete() {
        _ = Observable<Int>.just(1).observe(on: MainScheduler.instance).subscribe()
    }

    // MARK: - Concurrent queue (generic path on real threads)

    func testObserveOnConcurrent_DeliveriesAreSerialAndOrdered() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let source = ManualSource<Int>()
        let recorder = ThreadSafeRecorder<Int>(self)
        let inside = NSLock()
        var overlaps = 0
        let subscription = source.observe(on: scheduler).subscribe { event in
            let entered = inside.try()
            if !entered { overlaps += 1 }
            recorder.on(event)
            if entered { inside.unlock() }
        }
        for value in 0..<200 { source.on(.next(value)) }
        source.on(.completed)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(recorder.events, (0..<200).map { .next($0) } + [.completed])
        XCTAssertEqual(overlaps, 0)
    }

    func testObserveOnConcurrent_DisposeStopsDelivery() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let source = ManualSource<Int>()
        let first = expectation(description: "first element")
        var events: [Event<Int>] = []
        let lock = NSLock()
        let subscription = source.observe(on: scheduler).subscribe { event in
            lock.lock(); events.append(event); lock.unlock()
            if case .next(0) = event { first.fulfill() }
        }
        source.on(.next(0))
        wait(for: [first], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(source.subscriberCount, 0)
        source.on(.error(testError))
        lock.lock(); defer { lock.unlock() }
        XCTAssertEqual(events, [.next(0)])
    }
}
