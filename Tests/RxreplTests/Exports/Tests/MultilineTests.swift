// Written by rxrepl (--export xctest multiline.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class MultilineTests: XCTestCase {
    func testSubscription1() {
        // words
        //     .filter { word in
        //         word.count > 2
        //     }
        //     .map { $0.uppercased() }
        //     .subscribe(onNext: { print($0) })
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let words: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "rx"),
            .next(30, "swift"),
            .next(50, "test"),
            .completed(60),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            words
                .filter { word in
                    word.count > 2
                }
                .map { $0.uppercased() }
        }

        XCTAssertEqual(res.events, [
            .next(30, "SWIFT"),
            .next(50, "TEST"),
            .completed(60),
        ])
    }

    func testSubscription2() {
        // words.map { $0.count }.scan(0, accumulator: +).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let words: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "rx"),
            .next(30, "swift"),
            .next(50, "test"),
            .completed(60),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            words.map { $0.count }.scan(0, accumulator: +)
        }

        XCTAssertEqual(res.events, [
            .next(10, 2),
            .next(30, 7),
            .next(50, 11),
            .completed(60),
        ])
    }

    func testSubscription3() {
        // words.map { Optional($0) }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let words: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "rx"),
            .next(30, "swift"),
            .next(50, "test"),
            .completed(60),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            words.map { Optional($0) }
        }

        XCTAssertEqual(res.events, [
            .next(10, Optional("rx")),
            .next(30, Optional("swift")),
            .next(50, Optional("test")),
            .completed(60),
        ])
    }
}
