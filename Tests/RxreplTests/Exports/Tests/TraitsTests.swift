// Written by rxrepl (--export xctest traits.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class TraitsTests: XCTestCase {
    func testSubscription1() {
        // cold("-a|").asSingle().subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .completed(20),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.asSingle()
        }

        XCTAssertEqual(res.events, [
            .next(20, "a"),
            .completed(20),
        ])
    }

    func testSubscription2() {
        // cold("-a-b|").asSingle().subscribe { event in print(event) }
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .completed(40),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.asSingle()
        }

        XCTAssertEqual(res.events, [
            .error(30, RxError.moreThanOneElement),
        ])
    }

    func testSubscription3() {
        // cold("--|").asMaybe().subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<Int> = scheduler.createColdObservable([
            .completed(20),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.asMaybe()
        }

        XCTAssertEqual(res.events, [
            .completed(20),
        ])
    }

    func testSubscription4() {
        // Observable.zip(cold("-a-b|"), cold("--1-2|")) { $0 + String($1) }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .completed(40),
        ])
        let cold2: TestableObservable<Int> = scheduler.createColdObservable([
            .next(20, 1),
            .next(40, 2),
            .completed(50),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            Observable.zip(cold1, cold2) { $0 + String($1) }
        }

        XCTAssertEqual(res.events, [
            .next(20, "a1"),
            .next(40, "b2"),
            .completed(50),
        ])
    }

    func testSubscription5() {
        // cold("-a-b-c|").scan("") { $0 + $1 }.distinctUntilChanged().skip(1).startWith("start").subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .next(50, "c"),
            .completed(60),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.scan("") { $0 + $1 }.distinctUntilChanged().skip(1).startWith("start")
        }

        XCTAssertEqual(res.events, [
            .next(0, "start"),
            .next(30, "ab"),
            .next(50, "abc"),
            .completed(60),
        ])
    }

    func testSubscription6() {
        // cold("-1-2-3|").reduce(0, accumulator: +).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 1),
            .next(30, 2),
            .next(50, 3),
            .completed(60),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.reduce(0, accumulator: +)
        }

        XCTAssertEqual(res.events, [
            .next(60, 6),
            .completed(60),
        ])
    }

    func testSubscription7() {
        // cold("-1-2-3|").map { $0 % 2 == 0 ? nil : $0 }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 1),
            .next(30, 2),
            .next(50, 3),
            .completed(60),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.map { $0 % 2 == 0 ? nil : $0 }
        }

        XCTAssertEqual(res.events, [
            .next(10, Optional(1)),
            .next(30, nil),
            .next(50, Optional(3)),
            .completed(60),
        ])
    }
}
