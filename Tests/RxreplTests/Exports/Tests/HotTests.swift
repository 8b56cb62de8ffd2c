// Written by rxrepl (--export xctest hot.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class HotTests: XCTestCase {
    func testSubscription1() {
        // prices.map { $0 * 2 }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let prices: TestableObservable<Int> = scheduler.createHotObservable([
            .next(20, 11),
            .next(40, 12),
            .next(60, 13),
            .completed(70),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            prices.map { $0 * 2 }
        }

        XCTAssertEqual(res.events, [
            .next(20, 22),
            .next(40, 24),
            .next(60, 26),
            .completed(70),
        ])
    }
}
