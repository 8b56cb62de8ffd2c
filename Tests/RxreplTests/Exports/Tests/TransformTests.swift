// Written by rxrepl (--export xctest transform.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class TransformTests: XCTestCase {
    func testSubscription1() {
        // numbers.map { $0 * factor }.filter { $0 > 10 }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let factor = 10
        let numbers: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 1),
            .next(30, 2),
            .next(50, 3),
            .next(70, 4),
            .completed(80),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            numbers.map { $0 * factor }.filter { $0 > 10 }
        }

        XCTAssertEqual(res.events, [
            .next(30, 20),
            .next(50, 30),
            .next(70, 40),
            .completed(80),
        ])
    }
}
