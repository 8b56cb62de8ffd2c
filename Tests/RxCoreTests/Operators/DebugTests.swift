import XCTest
import RxCore
import RxTest

final class DebugTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+DebugTests.swift:testDebug_Completed`.
    func testDebug_Completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 0), completed(600)])
        let res = scheduler.start { () -> Observable<Int> in xs.debug() }
        XCTAssertEvents(res.events, [next(210, 0), completed(600)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
    }
}
