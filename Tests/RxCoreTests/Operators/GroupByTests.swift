import XCTest
import RxCore
import RxTest

/// `groupBy`, from RxSwift's `Observable+GroupByTests.swift`.
final class GroupByTests: RxTestCase {
    private func words(_ scheduler: TestScheduler, end: [Recorded<Event<String>>]) -> TestableObservable<String> {
        scheduler.createHotObservable(
            [
                next(90, "abc"), next(110, "zoo"), next(130, "oof"), next(220, "  foo"), next(240, " FoO "),
                next(270, "baR  "), next(310, "foO "), next(350, " Baz   "), next(360, "  qux "), next(390, "   bar"),
                next(420, " BAR  "), next(470, "FOO "), next(480, "baz  "), next(510, " bAZ "),
                next(530, "    fOo    "),
            ] + end)
    }

    private static func normalized(_ word: String) -> String {
        word.lowercased().trimmingCharacters(in: .whitespaces)
    }

    /// RxSwift `testGroupBy_TwoGroup`: each element tagged with its group's index, merged.
    func testGroupBy_TwoGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(205, 1), next(210, 2), next(240, 3), next(280, 4), next(320, 5), next(350, 6), next(370, 7),
            next(420, 8), next(470, 9), completed(600),
        ])
        let res = scheduler.start { () -> Observable<String> in
            xs.groupBy { $0 % 2 }.enumerated()
                .map { pair in pair.element.map { "\(pair.index) \($0)" } }
                .merge()
        }
        XCTAssertEvents(
            res.events,
            [
                next(205, "0 1"), next(210, "1 2"), next(240, "0 3"), next(280, "1 4"), next(320, "0 5"),
                next(350, "1 6"), next(370, "0 7"), next(420, "1 8"), next(470, "0 9"), completed(600),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
    }

    /// RxSwift `testGroupBy_OuterComplete`: a key is emitted once, at its first element.
    func testGroupBy_OuterComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        var keyInvoked = 0
        let xs = words(scheduler, end: [completed(570), next(580, "error"), completed(600), error(650, testError)])
        let res = scheduler.start { () -> Observable<String> in
            xs.groupBy { word -> String in
                keyInvoked += 1
                if word == "error" { throw testError }
                return Self.normalized(word)
            }
            .map(\.key)
        }
        XCTAssertEvents(
            res.events, [next(220, "foo"), next(270, "bar"), next(350, "baz"), next(360, "qux"), completed(570)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 570)])
        XCTAssertEqual(keyInvoked, 12)
    }

    /// RxSwift `testGroupBy_OuterDispose`.
    func testGroupBy_OuterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        var keyInvoked = 0
        let xs = words(scheduler, end: [completed(570)])
        let res = scheduler.start(disposed: 355) { () -> Observable<String> in
            xs.groupBy { word -> String in
                keyInvoked += 1
                return Self.normalized(word)
            }
            .map(\.key)
        }
        XCTAssertEvents(res.events, [next(220, "foo"), next(270, "bar"), next(350, "baz")])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 355)])
        XCTAssertEqual(keyInvoked, 5)
    }

    /// RxSwift `testGroupBy_OuterKeySelectorThrows`: the key selector's error ends the result and the source.
    func testGroupBy_OuterKeySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var keyInvoked = 0
        let xs = words(scheduler, end: [completed(570)])
        let res = scheduler.start { () -> Observable<String> in
            xs.groupBy { word -> String in
                keyInvoked += 1
                if keyInvoked == 10 { throw testError }
                return Self.normalized(word)
            }
            .map(\.key)
        }
        XCTAssertEvents(
            res.events,
            [next(220, "foo"), next(270, "bar"), next(350, "baz"), next(360, "qux"), error(480, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 480)])
        XCTAssertEqual(keyInvoked, 10)
    }

    /// The source's error reaches every group, then the result.
    func testGroupBy_ErrorReachesGroupsThenResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = words(scheduler, end: [error(570, testError)])
        let res = scheduler.start { () -> Observable<String> in
            xs.groupBy { Self.normalized($0) }
                .flatMap { group in
                    group.materialize().filter { $0.isStopEvent }.map { "\(group.key) \($0)" }
                }
                .catch { _ in Observable.just("outer error") }
        }
        XCTAssertEvents(
            res.events,
            [
                next(570, "foo error(\(testError))"), next(570, "bar error(\(testError))"),
                next(570, "baz error(\(testError))"), next(570, "qux error(\(testError))"), next(570, "outer error"),
                completed(570),
            ])
    }

    /// RxSwift `testGroupBy_InnerEscapeComplete`: a group subscribed after completion gets `completed`.
    func testGroupBy_InnerEscapeComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(220, "  foo"), next(240, " FoO "), next(310, "foO "), next(470, "FOO "), next(530, "    fOo    "),
            completed(570),
        ])
        let results = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = xs.groupBy { Self.normalized($0) }.subscribe(onNext: { inner = $0 })
        }
        scheduler.scheduleAt(600) { innerSubscription = inner?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outerSubscription?.dispose()
            innerSubscription?.dispose()
        }
        scheduler.start()
        XCTAssertEvents(results.events, [completed(600)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 570)])
    }

    /// RxSwift `testGroupBy_InnerEscapeDispose`: with no group observed, disposing the result ends the source.
    func testGroupBy_InnerEscapeDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(220, "  foo"), next(240, " FoO "), next(310, "foO "), next(470, "FOO "), next(530, "    fOo    "),
            error(570, testError),
        ])
        let results = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = xs.groupBy { Self.normalized($0) }.subscribe(onNext: { inner = $0 })
        }
        scheduler.scheduleAt(400) { outerSubscription?.dispose() }
        scheduler.scheduleAt(600) { innerSubscription = inner?.subscribe(results) }
        scheduler.scheduleAt(1000) { innerSubscription?.dispose() }
        scheduler.start()
        XCTAssertEvents(results.events, [])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
    }

    /// A group still observed keeps the source subscribed after the result is disposed.
    func testGroupBy_AnObservedGroupOutlivesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = words(scheduler, end: [completed(570)])
        let results = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = xs.groupBy { Self.normalized($0) }.subscribe(onNext: { group in
                if group.key == "foo" { innerSubscription = group.subscribe(results) }
            })
        }
        scheduler.scheduleAt(300) { outerSubscription?.dispose() }
        scheduler.scheduleAt(500) { innerSubscription?.dispose() }
        scheduler.start()
        XCTAssertEvents(results.events, [next(220, "  foo"), next(240, " FoO "), next(310, "foO "), next(470, "FOO ")])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 500)])
    }
}
