import XCTest
import RxCore
import RxTest

final class WithLatestFromTests: RxTestCase {
    func testWithLatestFrom_SubscribesSecondFirst() {
        let log = LifecycleLog()
        let subscription = log.silent("first").withLatestFrom(log.silent("second")).subscribe()
        subscription.dispose()
        XCTAssertEqual(log.entries, ["subscribe second", "subscribe first", "dispose first", "dispose second"])
    }

    func testWithLatestFrom_DropsElementsUntilSecondHasAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), next(250, 3), completed(300)])
        let ys = scheduler.createHotObservable([next(220, "a"), next(240, "b"), completed(245)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEvents(res.events, [next(230, "2a"), next(250, "3b"), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 245)])
    }

    func testWithLatestFrom_DefaultOverloadEmitsSecondsValue() {
        var received: [String] = []
        _ = Observable.of(1, 2).withLatestFrom(Observable.just("x")).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["x", "x"])
    }

    func testWithLatestFrom_ErrorFromSecondEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), completed(300)])
        let ys = scheduler.createHotObservable([next(205, 10), error(220, testError)])
        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEvents(res.events, [next(210, 11), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testWithLatestFrom_SelectorThrowsBecomesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), completed(300)])
        let ys = scheduler.createHotObservable([next(205, 10)])
        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }
        XCTAssertEvents(res.events, [next(210, 11), error(230, testError)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 230)])
    }
}
