// Written by rxrepl (--export xctest values.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class ValuesTests: XCTestCase {
    func testSubscription1() {
        // Observable.combineLatest(letters, digits).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let letters: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(50, "b"),
            .next(90, "c"),
            .completed(100),
        ])
        let digits: TestableObservable<Int> = scheduler.createColdObservable([
            .next(20, 1),
            .next(60, 2),
            .completed(70),
        ])
        // Tuples are not Equatable: the pipeline's elements are compared as Swift prints them.

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            Observable.combineLatest(letters, digits)
                .map { "\($0)" }
        }

        XCTAssertEqual(res.events, [
            .next(20, "(\"a\", 1)"),
            .next(50, "(\"b\", 1)"),
            .next(60, "(\"b\", 2)"),
            .next(90, "(\"c\", 2)"),
            .completed(100),
        ])
    }

    func testSubscription2() {
        // of(1, 2, 3).map { Double($0) / 2 }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            Observable.of(1, 2, 3).map { Double($0) / 2 }
        }

        XCTAssertEqual(res.events, [
            .next(0, 0.5),
            .next(0, 1.0),
            .next(0, 1.5),
            .completed(0),
        ])
    }

    func testSubscription3() {
        // interval(1s).take(3).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 3001) {
            Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(3)
        }

        XCTAssertEqual(res.events, [
            .next(1000, 0),
            .next(2000, 1),
            .next(3000, 2),
            .completed(3000),
        ])
    }

    func testSubscription4() {
        // letters.take(2).map { [$0, $0] }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let letters: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(50, "b"),
            .next(90, "c"),
            .completed(100),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            letters.take(2).map { [$0, $0] }
        }

        XCTAssertEqual(res.events, [
            .next(10, ["a", "a"]),
            .next(50, ["b", "b"]),
            .completed(50),
        ])
    }
}
