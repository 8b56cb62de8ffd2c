import XCTest
import RxCore
import RxTest

final class EnumeratedTests: RxTestCase {
    func testEnumerated_IndexesFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, "x"), next(210, "a"), next(220, "b"), completed(300)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEvents(res.events, [next(210, "0:a"), next(220, "1:b"), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEnumerated_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, "a"), error(220, testError)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEvents(res.events, [next(210, "0:a"), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEnumerated_EverySubscriptionStartsAtZero() {
        let enumerated = Observable.of("a", "b").enumerated().map { $0.index }
        var indexes: [Int] = []
        _ = enumerated.subscribe(onNext: { indexes.append($0) })
        _ = enumerated.subscribe(onNext: { indexes.append($0) })
        XCTAssertEqual(indexes, [0, 1, 0, 1])
    }
}
