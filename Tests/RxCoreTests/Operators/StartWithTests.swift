import XCTest
import RxCore
import RxTest

final class StartWithTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `generated:empty_startWith`.
    func testGenerated_empty_startWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().startWith(1) }
        XCTAssertEvents(res.events, [next(200, 1), completed(200)])
    }

    /// Corpus case `generated:startWith_Chained`.
    func testGenerated_startWith_Chained() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.startWith(1).startWith(2) }
        XCTAssertEvents(
            res.events,
            [
                next(200, 2), next(200, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6),
                next(450, 7), completed(500),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    /// Corpus case `generated:startWith_Empty`.
    func testGenerated_startWith_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), completed(250)])
        let res = scheduler.start { xs.startWith(0) }
        XCTAssertEvents(res.events, [next(200, 0), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    /// Corpus case `generated:startWith_Error`.
    func testGenerated_startWith_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), error(410, testError),
            next(450, 7), completed(500),
        ])
        let res = scheduler.start { xs.startWith(0) }
        XCTAssertEvents(
            res.events,
            [
                next(200, 0), next(210, 2), next(250, 3), next(310, 4), next(350, 5), error(410, testError),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 410)])
    }

    /// Corpus case `generated:startWith_One`.
    func testGenerated_startWith_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEvents(
            res.events,
            [
                next(200, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
                completed(500),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }

    // MARK: - Edge cases

    func testStartWith_SeveralElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 4), completed(250)])
        let res = scheduler.start { xs.startWith(1, 2, 3) }
        XCTAssertEvents(res.events, [next(200, 1), next(200, 2), next(200, 3), next(210, 4), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWith_PrefixBeforeSubscribingSource() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            log.append("subscribed")
            observer.onNext(10)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.startWith(1).subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
        XCTAssertEqual(log, ["1", "subscribed", "10", "done"])
    }

    func testStartWith_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 4), next(260, 5), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        XCTAssertEvents(res.events, [next(200, 1), next(210, 4)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }
}
