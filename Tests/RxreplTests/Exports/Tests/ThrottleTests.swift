// Written by rxrepl (--export xctest throttle.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class ThrottleTests: XCTestCase {
    func testSubscription1() {
        // clicks.throttle(40ms).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let clicks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(90, "d"),
            .next(110, "e"),
            .completed(120),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            clicks.throttle(.milliseconds(40), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(10, "a"),
            .next(50, "c"),
            .next(90, "d"),
            .next(130, "e"),
            .completed(130),
        ])
    }

    func testSubscription2() {
        // clicks.debounce(20ms).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let clicks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(90, "d"),
            .next(110, "e"),
            .completed(120),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            clicks.debounce(.milliseconds(20), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(70, "c"),
            .next(120, "e"),
            .completed(120),
        ])
    }
}
