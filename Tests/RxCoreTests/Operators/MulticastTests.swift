import XCTest
import RxCore
import RxTest

final class MulticastTests: RxTestCase {
    func testConnect_ReturnsTheCurrentConnectionUntilItIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(240, 3)])
        let ys = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var first: Disposable?
        var second: Disposable?
        var subscription: Disposable?
        var sameConnection = false
        scheduler.scheduleAt(200) {
            subscription = ys.subscribe(res)
            first = ys.connect()
            second = ys.connect()
            sameConnection = first.map { $0 as AnyObject } === second.map { $0 as AnyObject }
        }
        scheduler.scheduleAt(215) { second?.dispose() }
        scheduler.scheduleAt(230) { first = ys.connect() }
        scheduler.scheduleAt(250) { first?.dispose() }
        scheduler.start()
        XCTAssertTrue(sameConnection)
        // The second connect() handed back the first connection, so disposing it disconnected at 215;
        // `res` was on the first connection's subject and sees nothing of the reconnection at 230.
        XCTAssertEvents(res.events, [next(210, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 215), Subscription(230, 250)])
        subscription?.dispose()
    }

    func testMulticastSubject_KeepsOneSubjectAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)])
        let ys = xs.multicast(ReplaySubject.create(bufferSize: 1))
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = ys.subscribe(early) }
        scheduler.scheduleAt(200) { connection = ys.connect() }
        scheduler.scheduleAt(300) { _ = ys.subscribe(late) }
        scheduler.start()
        XCTAssertEvents(early.events, [next(210, 1), completed(220)])
        XCTAssertEvents(late.events, [next(300, 1), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
        connection?.dispose()
    }

    func testRefCount_DisposingTheLastSubscriberDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3), next(250, 4)])
        let ys = xs.publish().refCount()
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        var da: Disposable?
        var db: Disposable?
        scheduler.scheduleAt(200) { da = ys.subscribe(a) }
        scheduler.scheduleAt(215) { db = ys.subscribe(b) }
        scheduler.scheduleAt(225) { da?.dispose() }
        scheduler.scheduleAt(235) { db?.dispose() }
        scheduler.start()
        XCTAssertEvents(a.events, [next(210, 1), next(220, 2)])
        XCTAssertEvents(b.events, [next(220, 2), next(230, 3)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 235)])
    }

    func testRefCount_SubscribesToTheSubjectBeforeConnecting() {
        // `of` emits on the trampoline inside subscribe; the first subscriber still sees every element.
        var received: [Int] = []
        let subscription = Observable.of(1, 2, 3).publish().refCount()
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testMulticastSelector_SubscribesBeforeConnecting() {
        var received: [Event<Int>] = []
        _ = Observable.of(1, 2).multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })
            .subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(10), .next(20), .completed])
    }

    func testMulticastSelector_ThrowingSelectorFailsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw testError })
        }
        XCTAssertEvents(res.events, [error(200, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [])
    }

    func testConnectablesReportTheirStagesWhenTraced() {
        let source = PublishSubject<Int>()
        var subscription: Disposable?
        let names = StageNameRecorder.recording {
            subscription = source.replay(2).refCount().subscribe(AnyObserver { _ in })
        }
        XCTAssertEqual(names, ["refCount", "replay", "ReplaySubject", "PublishSubject"])
        subscription?.dispose()
        XCTAssertFalse(source.hasObservers)
    }
}
