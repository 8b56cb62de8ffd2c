import XCTest
import RxCore
import RxTest

final class AmbTests: RxTestCase {
    func testAmb_RightWinsAndLeftIsDisposedAtItsFirstEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(230, 1), completed(300)])
        let ys = scheduler.createHotObservable([next(220, 10), next(250, 20), completed(310)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEvents(res.events, [next(220, 10), next(250, 20), completed(310)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 310)])
    }

    func testAmb_CompletionCanWin() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([completed(210, Int.self)])
        let ys = scheduler.createHotObservable([next(220, 10)])
        let res = scheduler.start { xs.amb(ys) }
        XCTAssertEvents(res.events, [completed(210)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_StaticOverManySubscribesInOrderAndKeepsTheWinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = LifecycleLog()
        let x3 = scheduler.createHotObservable([next(215, 3), completed(240)])
        let res = scheduler.start {
            Observable.amb([log.silent("x1"), log.silent("x2"), x3.asObservable()])
        }
        XCTAssertEvents(res.events, [next(215, 3), completed(240)])
        XCTAssertEqual(log.entries, ["subscribe x1", "subscribe x2", "dispose x1", "dispose x2"])
    }

    func testAmb_EmptySequenceNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEvents(res.events, [])
    }
}
