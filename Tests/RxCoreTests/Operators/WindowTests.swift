import XCTest
import RxCore
import RxTest

final class WindowTests: RxTestCase {
    /// What RxSwift's tests build with `enumerated().map { … }.merge()`: every element tagged with the index
    /// of its window.
    private func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        Observable.create { observer in
            let group = CompositeDisposable()
            var index = 0
            let outer = windows.subscribe { event in
                switch event {
                case .next(let window):
                    let windowIndex = index
                    index += 1
                    _ = group.insert(
                        window.subscribe { inner in
                            switch inner {
                            case .next(let element): observer.onNext("\(windowIndex) \(element)")
                            case .error(let error): observer.onError(error)
                            case .completed: break
                            }
                        })
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
            _ = group.insert(outer)
            return group
        }
    }

    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            next(205, 1), next(210, 2), next(240, 3), next(280, 4), next(320, 5),
            next(350, 6), next(370, 7), next(420, 8), next(470, 9),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    private let expectedTagged: [Recorded<Event<String>>] = [
        next(205, "0 1"), next(210, "0 2"), next(240, "0 3"), next(280, "1 4"), next(320, "2 5"), next(350, "2 6"),
        next(370, "2 7"), next(420, "3 8"), next(470, "4 9"),
    ]

    /// RxSwift `testWindowWithTimeOrCount_Basic`.
    func testWindow_Basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: completed(600))
        let res = scheduler.start { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        XCTAssertEvents(res.events, expectedTagged + [completed(600)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
    }

    /// RxSwift `testWindowWithTimeOrCount_Error`.
    func testWindow_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: error(600, testError))
        let res = scheduler.start { self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        XCTAssertEvents(res.events, expectedTagged + [error(600, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
    }

    /// RxSwift `testWindowWithTimeOrCount_Disposed`.
    func testWindow_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: completed(600))
        let res = scheduler.start(disposed: 370) {
            self.tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        XCTAssertEvents(res.events, Array(expectedTagged.prefix(7)))
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 370)])
    }

    /// The first window opens at subscription; later ones at each count or timer boundary.
    func testWindow_WindowsOpenAtSubscriptionAndBoundaries() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: completed(600))
        let res = scheduler.start { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events.map(\.time), [200, 240, 310, 370, 440, 510, 580, 600])
        XCTAssertTrue(res.events.last?.value.isCompleted ?? false)
    }

    /// Disposing the outer subscription keeps the source alive for a window still being observed.
    func testWindow_OpenWindowKeepsSourceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(240, 2), next(290, 3), next(350, 4)])
        let windowObserver = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).subscribe(onNext: { window in
                if inner == nil { inner = window.subscribe(windowObserver) }
            })
        }
        scheduler.scheduleAt(230) { outer?.dispose() }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        XCTAssertEvents(windowObserver.events, [next(210, 1), next(240, 2), next(290, 3), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWindowReleasesResourcesOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.just(1).window(timeSpan: .seconds(0), count: 10, scheduler: scheduler).subscribe()
        scheduler.start()
    }

    func testWindowReleasesResourcesOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = Observable<Int>.error(testError).window(timeSpan: .seconds(0), count: 10, scheduler: scheduler)
            .subscribe(onError: { _ in })
        scheduler.start()
    }

    func testWindow_RealScheduler_CountSplitsRange() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.test.window")
        let recorder = ThreadSafeRecorder<String>(self)
        let subscription = tagged(
            Observable.range(start: 1, count: 7, scheduler: scheduler)
                .window(timeSpan: .seconds(1000), count: 3, scheduler: scheduler)
        )
        .subscribe(recorder.on)
        wait(for: [recorder.finished], timeout: 5)
        subscription.dispose()
        let expected = ["0 1", "0 2", "0 3", "1 4", "1 5", "1 6", "2 7"].map { Event<String>.next($0) }
        XCTAssertEqual(recorder.events, expected + [.completed])
    }
}
