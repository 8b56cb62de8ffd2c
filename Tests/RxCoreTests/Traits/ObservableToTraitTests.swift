import XCTest
import RxCore
import RxTest

/// The Observable operators whose RxSwift 6 signatures return traits (`toArray`, `first`, `asSingle`,
/// `asMaybe`, `asCompletable`), seen through the trait's own `subscribe`.
final class ObservableToTraitTests: RxTestCase {
    func testToArrayIsASingle() {
        var events: [String] = []
        let single: Single<[Int]> = Observable.range(start: 1, count: 3).toArray()
        _ = single.subscribe { events.append(described($0)) }
        XCTAssertEqual(events, ["success([1, 2, 3])"])
    }

    func testFirstIsASingleOfAnOptional() {
        var values: [Int?] = []
        _ = Observable.of(4, 5).first().subscribe(onSuccess: { values.append($0) })
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [4, nil])
    }

    func testAsSingleFailsOnEmptyAndOnTwoElements() {
        var events: [String] = []
        _ = Observable<Int>.empty().asSingle().subscribe { events.append(described($0)) }
        _ = Observable.of(1, 2).asSingle().subscribe { events.append(described($0)) }
        _ = Observable.of(1).asSingle().subscribe { events.append(described($0)) }
        XCTAssertEqual(
            events,
            [
                "failure(\(RxError.noElements))", "failure(\(RxError.moreThanOneElement))",
                "success(1)",
            ])
    }

    func testAsMaybeCompletesOnEmptyAndFailsOnTwoElements() {
        var events: [String] = []
        _ = Observable<Int>.empty().asMaybe().subscribe { events.append(described($0)) }
        _ = Observable.of(1, 2).asMaybe().subscribe { events.append(described($0)) }
        XCTAssertEqual(events, ["completed", "error(\(RxError.moreThanOneElement))"])
    }

    func testAsSingleSubscriptionEndsAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEvents(res.events, [error(220, RxError.moreThanOneElement)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
    }
}
