import XCTest
import RxCore
import RxTest

/// `Maybe`, against the behaviour of RxSwift's `MaybeTest.swift`.
final class MaybeTests: RxTestCase {
    func testSubscribeDeliversSuccessCompletionOrError() {
        var events: [String] = []
        _ = Maybe.just(1).subscribe { events.append(described($0)) }
        _ = Maybe<Int>.empty().subscribe { events.append(described($0)) }
        _ = Maybe<Int>.error(testError).subscribe { events.append(described($0)) }
        XCTAssertEqual(events, ["success(1)", "completed", "error(\(testError))"])
    }

    func testSubscribeHandlersThenOnDisposed() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") },
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["success 1", "disposed", "completed", "disposed"])
    }

    func testCreateSuccessCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((MaybeEvent<Int>) -> Void)?
        var disposedAt: Int?
        scheduler.scheduleAt(201) { observer?(.success(1)) }
        scheduler.scheduleAt(202) { observer?(.completed) }
        scheduler.scheduleAt(203) { observer?(.error(testError)) }
        let res = scheduler.start {
            Maybe<Int>.create { answer in
                observer = answer
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEvents(res.events, [next(201, 1), completed(201)])
        XCTAssertEqual(disposedAt, 201)
    }

    func testCreateCompletedAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((MaybeEvent<Int>) -> Void)?
        scheduler.scheduleAt(201) { observer?(.completed) }
        scheduler.scheduleAt(202) { observer?(.success(1)) }
        let res = scheduler.start {
            Maybe<Int>.create {
                observer = $0; return Disposables.create()
            }
        }
        XCTAssertEvents(res.events, [completed(201)])

        let other = TestScheduler(initialClock: 0)
        var failing: ((MaybeEvent<Int>) -> Void)?
        other.scheduleAt(201) { failing?(.error(testError)) }
        other.scheduleAt(202) { failing?(.success(1)) }
        let failed = other.start {
            Maybe<Int>.create {
                failing = $0; return Disposables.create()
            }
        }
        XCTAssertEvents(failed.events, [error(201, testError)])
    }

    func testFilterMapAndFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEvents(scheduler.start { Maybe.just(1).filter { _ in false } }.events, [completed(200)])
        let second = TestScheduler(initialClock: 0)
        XCTAssertEvents(second.start { Maybe.just(1).map { $0 * 2 } }.events, [next(200, 2), completed(200)])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEvents(
            third.start { Maybe.just(1).flatMap { Maybe.just($0 * 3) } }.events,
            [next(200, 3), completed(200)])
    }

    func testIfEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let byDefault: TestableObserver<Int> = scheduler.start { Maybe<Int>.empty().ifEmpty(default: 2) }
        XCTAssertEvents(byDefault.events, [next(200, 2), completed(200)])
        let second = TestScheduler(initialClock: 0)
        let switched: TestableObserver<Int> = second.start { Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(3)) }
        XCTAssertEvents(switched.events, [next(200, 3), completed(200)])
        let third = TestScheduler(initialClock: 0)
        let toSingle: TestableObserver<Int> = third.start { Maybe<Int>.empty().ifEmpty(switchTo: Single.just(4)) }
        XCTAssertEvents(toSingle.events, [next(200, 4), completed(200)])
    }

    func testDelayAndTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEvents(
            scheduler.start { Maybe.just(1).delay(.seconds(2), scheduler: scheduler) }.events,
            [next(202, 1), completed(203)])
        let other = TestScheduler(initialClock: 0)
        let xs = other.createColdObservable([next(10, 1), completed(20)]).asMaybe()
        XCTAssertEvents(
            other.start { xs.timeout(.seconds(5), scheduler: other) }.events,
            [error(205, RxError.timeout)])
    }

    func testZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 } }
        XCTAssertEvents(res.events, [next(200, 3), completed(200)])
    }

    func testZipOfTuplesCollectionsAndAnEmptyMaybe() {
        var tuples: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just("a"), Maybe.just(2.5)).subscribe(onSuccess: { tuples.append("\($0)") })
        XCTAssertEqual(tuples, ["(1, \"a\", 2.5)"])
        var arrays: [[Int]] = []
        var completions = 0
        _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]).subscribe(onSuccess: { arrays.append($0) })
        _ = Maybe.zip([Maybe<Int>]()).subscribe(onSuccess: { arrays.append($0) })
        _ = Maybe.zip([Maybe.just(1), Maybe<Int>.empty()]).subscribe(
            onSuccess: { arrays.append($0) }, onCompleted: { completions += 1 })
        XCTAssertEqual(arrays, [[1, 2], []])
        XCTAssertEqual(completions, 1, "an empty Maybe completes the zip without an element")
        var sums: [Int] = []
        _ = Maybe.zip([Maybe.just(3), Maybe.just(4)]) { $0.reduce(0, +) }.subscribe(onSuccess: { sums.append($0) })
        XCTAssertEqual(sums, [7])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEvents(
            scheduler.start { Maybe<Int>.error(testError).catchAndReturn(2) }.events,
            [next(200, 2), completed(200)])
    }
}
