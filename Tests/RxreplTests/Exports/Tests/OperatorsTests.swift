// Written by rxrepl (--export xctest operators.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class OperatorsTests: XCTestCase {
    func testSubscription1() {
        // quiet.map { $0 * 2 }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let quiet: TestableObservable<Int> = scheduler.createColdObservable([
            .completed(30),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            quiet.map { $0 * 2 }
        }

        XCTAssertEqual(res.events, [
            .completed(30),
        ])
    }

    func testSubscription2() {
        // ticks.buffer(timeSpan: 30ms, count: 2).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let ticks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(70, "d"),
            .next(90, "e"),
            .completed(100),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            ticks.buffer(timeSpan: .milliseconds(30), count: 2, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(30, ["a"]),
            .next(50, ["b", "c"]),
            .next(80, ["d"]),
            .next(100, ["e"]),
            .completed(100),
        ])
    }

    func testSubscription3() {
        // ticks.observe(on: MainScheduler.instance).delay(.milliseconds(15), scheduler: MainScheduler.instance).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let ticks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(70, "d"),
            .next(90, "e"),
            .completed(100),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            ticks.observe(on: scheduler).delay(.milliseconds(15), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(25, "a"),
            .next(45, "b"),
            .next(65, "c"),
            .next(85, "d"),
            .next(105, "e"),
            .completed(115),
        ])
    }

    func testSubscription4() {
        // ticks.take(25ms).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let ticks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(70, "d"),
            .next(90, "e"),
            .completed(100),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            ticks.take(for: .milliseconds(25), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(10, "a"),
            .completed(25),
        ])
    }

    func testSubscription5() {
        // ticks.throttle(.milliseconds(20), latest: false).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let ticks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(70, "d"),
            .next(90, "e"),
            .completed(100),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            ticks.throttle(.milliseconds(20), latest: false, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(70, "d"),
            .next(90, "e"),
            .completed(100),
        ])
    }

    func testSubscription6() {
        // timer(50ms).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            Observable<Int>.timer(.milliseconds(50), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(50, 0),
            .completed(50),
        ])
    }

    func testSubscription7() {
        // ticks.sample(interval(20ms)).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let ticks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(70, "d"),
            .next(90, "e"),
            .completed(100),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            ticks.sample(Observable<Int>.interval(.milliseconds(20), scheduler: scheduler))
        }

        XCTAssertEqual(res.events, [
            .next(20, "a"),
            .next(40, "b"),
            .next(60, "c"),
            .next(80, "d"),
            .next(100, "e"),
            .completed(100),
        ])
    }

    func testSubscription8() {
        // ticks.window(timeSpan: 30ms, count: 5).flatMap { $0.toArray() }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let ticks: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .next(70, "d"),
            .next(90, "e"),
            .completed(100),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            ticks.window(timeSpan: .milliseconds(30), count: 5, scheduler: scheduler).flatMap { $0.toArray() }
        }

        XCTAssertEqual(res.events, [
            .next(30, ["a"]),
            .next(60, ["b", "c"]),
            .next(90, ["d", "e"]),
            .next(100, []),
            .completed(100),
        ])
    }
}
