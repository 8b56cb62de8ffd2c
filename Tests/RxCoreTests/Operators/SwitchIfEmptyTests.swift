import XCTest
import RxCore
import RxTest

final class SwitchIfEmptyTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+SwitchIfEmptyTests.swift:testSwitchIfEmpty_Never`.
    func testSwitchIfEmpty_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([next(0, 0)])
        let switchSource = scheduler.createColdObservable([
            next(10, 0), next(20, 1), next(30, 2), next(40, 3), completed(50),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: switchSource.asObservable()) }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(source.subscriptions, [Subscription(200, 1000)])
        XCTAssertSubscriptions(switchSource.subscriptions, [])
    }

    /// Corpus case `Observable+SwitchIfEmptyTests.swift:testSwitchIfEmpty_SourceEmptyError_SwitchCompletes`.
    func testSwitchIfEmpty_SourceEmptyError_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([error(210, testError, Int.self)])
        let switchSource = scheduler.createColdObservable([
            next(10, 0), next(20, 1), next(30, 2), next(40, 3), completed(50),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: switchSource.asObservable()) }
        XCTAssertEvents(res.events, [error(210, testError)])
        XCTAssertSubscriptions(source.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(switchSource.subscriptions, [])
    }

    /// Corpus case `Observable+SwitchIfEmptyTests.swift:testSwitchIfEmpty_SourceEmpty_SwitchCompletes`.
    func testSwitchIfEmpty_SourceEmpty_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([completed(210, Int.self)])
        let switchSource = scheduler.createColdObservable([
            next(10, 0), next(20, 1), next(30, 2), next(40, 3), completed(50),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: switchSource.asObservable()) }
        XCTAssertEvents(res.events, [next(220, 0), next(230, 1), next(240, 2), next(250, 3), completed(260)])
        XCTAssertSubscriptions(source.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(switchSource.subscriptions, [Subscription(210, 260)])
    }

    /// Corpus case `Observable+SwitchIfEmptyTests.swift:testSwitchIfEmpty_SourceNotEmptyError_SwitchCompletes`.
    func testSwitchIfEmpty_SourceNotEmptyError_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([next(205, 1), error(210, testError)])
        let switchSource = scheduler.createColdObservable([
            next(10, 0), next(20, 1), next(30, 2), next(40, 3), completed(50),
        ])
        let res = scheduler.start { source.ifEmpty(switchTo: switchSource.asObservable()) }
        XCTAssertEvents(res.events, [next(205, 1), error(210, testError)])
        XCTAssertSubscriptions(source.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(switchSource.subscriptions, [])
    }

    // MARK: - Edge cases

    func testSwitchIfEmpty_DisposeWhileSwitched() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([completed(230, Int.self)])
        let switchSource = scheduler.createColdObservable([next(10, 1), next(50, 2), completed(100)])
        let res = scheduler.start(disposed: 260) { source.ifEmpty(switchTo: switchSource.asObservable()) }
        XCTAssertEvents(res.events, [next(240, 1)])
        XCTAssertSubscriptions(source.subscriptions, [Subscription(200, 230)])
        XCTAssertSubscriptions(switchSource.subscriptions, [Subscription(230, 260)])
    }

    func testSwitchIfEmpty_SwitchErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([completed(230, Int.self)])
        let switchSource = scheduler.createColdObservable([next(10, 1), error(20, testError)])
        let res = scheduler.start { source.ifEmpty(switchTo: switchSource.asObservable()) }
        XCTAssertEvents(res.events, [next(240, 1), error(250, testError)])
        XCTAssertSubscriptions(switchSource.subscriptions, [Subscription(230, 250)])
    }

    func testSwitchIfEmpty_SynchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)) }
        XCTAssertEvents(res.events, [next(200, 1), next(200, 2), completed(200)])
    }
}
