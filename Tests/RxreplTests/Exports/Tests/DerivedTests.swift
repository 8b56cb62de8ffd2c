// Written by rxrepl (--export xctest derived.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class DerivedTests: XCTestCase {
    func testSubscription1() {
        // slow.filter { $0 != "C" }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let clicks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(90, "d"),
            .completed(100),
        ])
        let loud = clicks.map { $0.uppercased() }
        let slow = loud.throttle(.milliseconds(30), scheduler: scheduler)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            slow.filter { $0 != "C" }
        }

        XCTAssertEqual(res.events, [
            .next(10, "A"),
            .next(40, "B"),
            .next(100, "D"),
            .completed(100),
        ])
    }

    func testSubscription2() {
        // pairs.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let clicks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(90, "d"),
            .completed(100),
        ])
        let cold1: TestableObservable<Int> = scheduler.createColdObservable([
            .next(20, 1),
            .next(50, 2),
            .completed(60),
        ])
        let loud = clicks.map { $0.uppercased() }
        let pairs = Observable.zip(loud, cold1)
        // Tuples are not Equatable: the pipeline's elements are compared as Swift prints them.

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            pairs
                .map { "\($0)" }
        }

        XCTAssertEqual(res.events, [
            .next(20, "(\"A\", 1)"),
            .next(50, "(\"B\", 2)"),
            .completed(100),
        ])
    }
}
