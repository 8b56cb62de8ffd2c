// Written by rxrepl (--export xctest errors.rx) from what it recorded; RxSwift 6's RxTest runs it.
// One tick of the TestScheduler is one millisecond (resolution: 0.001): every recorded
// time and every duration of the pipeline is a whole number of ticks. The scheduler adds no
// processing delay (simulateProcessingDelay: false), as rxrepl's virtual clock adds none.

import XCTest
import RxSwift
import RxTest

final class ErrorsTests: XCTestCase {
    /// The error a marble `#` sends, named as RxSwift's own tests name it.
    enum TestError: Swift.Error { case testError, testError1, testError2 }

    let testError = TestError.testError
    let testError1 = TestError.testError1
    let testError2 = TestError.testError2

    func testSubscription1() {
        // cold("-a--#").map { $0.uppercased() }.subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .error(40, testError),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.map { $0.uppercased() }
        }

        XCTAssertEqual(res.events, [
            .next(10, "A"),
            .error(40, testError),
        ])
    }

    func testSubscription2() {
        // cold("-a--#", error: RxError.timeout, frame: 100ms).catchAndReturn("z").subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(100, "a"),
            .error(400, RxError.timeout),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.catchAndReturn("z")
        }

        XCTAssertEqual(res.events, [
            .next(100, "a"),
            .next(400, "z"),
            .completed(400),
        ])
    }

    func testSubscription3() {
        // cold("-a-b|").timeout(15ms, scheduler: MainScheduler.instance).subscribe()
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let cold1: TestableObservable<String> = scheduler.createColdObservable([
            .next(10, "a"),
            .next(30, "b"),
            .completed(40),
        ])

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
            cold1.timeout(.milliseconds(15), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(10, "a"),
            .error(25, RxError.timeout),
        ])
    }
}
