import XCTest
import RxCore
import RxTest

final class MapTests: RxTestCase {
    func testMap_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMap_Range() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 0), next(220, 1), next(230, 2),
            next(240, 4), completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEvents(res.events, [next(210, 0), next(220, 2), next(230, 4), next(240, 8), completed(300)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(150, 1), next(210, 0), error(300, testError)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEvents(res.events, [next(210, 0), error(300, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_DisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 0), next(220, 1), next(290, 2), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.map { $0 * 2 } }
        XCTAssertEvents(res.events, [next(210, 0), next(220, 2)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMap_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 0), next(220, 1), next(230, 2), completed(300)])
        let res = scheduler.start {
            xs.map { x -> Int in
                if x == 1 { throw testError }
                return x + 1
            }
        }
        XCTAssertEvents(res.events, [next(210, 1), error(220, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFilter_ThrowsAndCounts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(210, 2), next(220, 3), next(230, 4), next(240, 5),
            completed(300),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.filter { x in
                invoked += 1
                if x == 5 { throw testError }
                return x % 2 == 0
            }
        }
        XCTAssertEvents(res.events, [next(210, 2), next(230, 4), error(240, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(invoked, 4)
    }
}
