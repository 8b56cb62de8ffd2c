// Written by rxrepl (--export xctest flattening.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class FlatteningTests: XCTestCase {
    func testSubscription1() {
        // searches.flatMapLatest { _ in results }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let searches: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(70, "b"),
            .completed(100),
        ])
        let results: TestableObservable<String> = scheduler.createColdObservable([
            .next(0, "x"),
            .next(20, "y"),
            .next(40, "z"),
            .completed(50),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            searches.flatMapLatest { _ in results }
        }

        XCTAssertEqual(res.events, [
            .next(10, "x"),
            .next(30, "y"),
            .next(50, "z"),
            .next(70, "x"),
            .next(90, "y"),
            .next(110, "z"),
            .completed(120),
        ])
    }

    func testSubscription2() {
        // cold("-a---b|").flatMapLatest { x in cold("--x|", values: ["x": x + "!"]) }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(50, "b"),
            .completed(60),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.flatMapLatest { x in scheduler.createColdObservable([.next(20, x + "!"), .completed(30)]) }
        }

        XCTAssertEqual(res.events, [
            .next(30, "a!"),
            .next(70, "b!"),
            .completed(80),
        ])
    }
}
