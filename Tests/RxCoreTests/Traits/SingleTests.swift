import XCTest
import RxCore
import RxTest

/// `Single`, against the behaviour of RxSwift's `SingleTest.swift`.
final class SingleTests: RxTestCase {
    func testSubscribeDeliversSuccess() {
        var events: [String] = []
        _ = Single.just(1).subscribe { events.append(described($0)) }
        XCTAssertEqual(events, ["success(1)"])
    }

    func testSubscribeDeliversFailure() {
        var events: [String] = []
        _ = Single<Int>.error(testError).subscribe { events.append(described($0)) }
        XCTAssertEqual(events, ["failure(\(testError))"])
    }

    func testOnDisposedRunsOnceWhenDisposedBeforeTheAnswer() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((SingleEvent<Int>) -> Void)?
        var subscription: Disposable?
        var handled: [String] = []
        var disposedCount = 0
        scheduler.scheduleAt(201) {
            subscription = Single<Int>.create {
                observer = $0; return Disposables.create()
            }
            .subscribe(
                onSuccess: { handled.append("success \($0)") }, onFailure: { _ in handled.append("failure") },
                onDisposed: { disposedCount += 1 })
        }
        scheduler.scheduleAt(202) { subscription?.dispose() }
        scheduler.scheduleAt(203) { observer?(.failure(testError)) }
        scheduler.start()
        XCTAssertEqual(handled, [])
        XCTAssertEqual(disposedCount, 1)
    }

    func testOnDisposedRunsAfterSuccessAndAfterFailure() {
        var log: [String] = []
        _ = Single.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        _ = Single<Int>.error(testError).subscribe(
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["success 1", "disposed", "failure", "disposed"])
    }

    func testCreateSuccessCompletesAtOnceAndIgnoresLaterAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((SingleEvent<Int>) -> Void)?
        var disposedAt: Int?
        scheduler.scheduleAt(201) { observer?(.success(1)) }
        scheduler.scheduleAt(202) { observer?(.success(2)) }
        scheduler.scheduleAt(203) { observer?(.failure(testError)) }
        let res = scheduler.start {
            Single<Int>.create { answer in
                observer = answer
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEvents(res.events, [next(201, 1), completed(201)])
        XCTAssertEqual(disposedAt, 201)
    }

    func testCreateFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((SingleEvent<Int>) -> Void)?
        var disposedAt: Int?
        scheduler.scheduleAt(201) { observer?(.failure(testError)) }
        scheduler.scheduleAt(202) { observer?(.success(1)) }
        let res = scheduler.start {
            Single<Int>.create { answer in
                observer = answer
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEvents(res.events, [error(201, testError)])
        XCTAssertEqual(disposedAt, 201)
    }

    func testCreateDisposedBeforeAnswering() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((SingleEvent<Int>) -> Void)?
        var disposedAt: Int?
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(201) {
            subscription = Single<Int>.create { answer in
                observer = answer
                return Disposables.create { disposedAt = scheduler.clock }
            }.asObservable().subscribe(res)
        }
        scheduler.scheduleAt(202) { subscription?.dispose() }
        scheduler.scheduleAt(203) { observer?(.success(1)) }
        scheduler.start()
        XCTAssertEvents(res.events, [])
        XCTAssertEqual(disposedAt, 202)
    }

    func testDelayShiftsSuccessAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(202, 1), completed(203)])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(202, 1), completed(202)])
    }

    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let observed = scheduler.start { Single.just(1).observe(on: scheduler) }
        XCTAssertEvents(observed.events, [next(201, 1), completed(202)])
        let other = TestScheduler(initialClock: 0)
        let subscribed = other.start { Single.just(1).subscribe(on: other) }
        XCTAssertEvents(subscribed.events, [next(201, 1), completed(201)])
    }

    func testCatchAndCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let caught = scheduler.start { Single<Int>.error(testError).catch { _ in .just(2) } }
        XCTAssertEvents(caught.events, [next(200, 2), completed(200)])
        let other = TestScheduler(initialClock: 0)
        let returned = other.start { Single<Int>.error(testError).catchAndReturn(3) }
        XCTAssertEvents(returned.events, [next(200, 3), completed(200)])
    }

    func testRetryResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 2 ? .error(testError) : .just(attempts)
            }.retry(2)
        }
        XCTAssertEvents(res.events, [next(200, 2), completed(200)])
    }

    func testTimeoutFailsAndFallsBack() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)]).asSingle()
        let res = scheduler.start { xs.timeout(.seconds(5), scheduler: scheduler) }
        XCTAssertEvents(res.events, [error(205, RxError.timeout)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([next(10, 1), completed(20)]).asSingle()
        let fallback = other.createColdObservable([next(20, 2), completed(20)]).asSingle()
        let switched = other.start { ys.timeout(.seconds(5), other: fallback, scheduler: other) }
        XCTAssertEvents(switched.events, [next(225, 2), completed(225)])
    }

    func testTimeoutSucceedsInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)]).asSingle()
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(220, 1), completed(220)])
    }

    func testTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(2), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(202, 0), completed(202)])
    }

    func testDoSeesTheSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [Int] = []
        let res = scheduler.start { Single.just(1).do(onSuccess: { seen.append($0) }) }
        XCTAssertEvents(res.events, [next(200, 1), completed(200)])
        XCTAssertEqual(seen, [1])
    }

    func testFilterAndCompactMapMakeMaybes() {
        let scheduler = TestScheduler(initialClock: 0)
        let filtered: TestableObserver<Int> = scheduler.start { Single.just(1).filter { _ in false } }
        XCTAssertEvents(filtered.events, [completed(200)])
        let other = TestScheduler(initialClock: 0)
        let mapped = other.start { Single.just("a").compactMap { Int($0) } }
        XCTAssertEvents(mapped.events, [completed(200)])
    }

    func testMapAndFlatMaps() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEvents(scheduler.start { Single.just(1).map { $0 * 2 } }.events, [next(200, 2), completed(200)])
        let second = TestScheduler(initialClock: 0)
        XCTAssertEvents(
            second.start { Single.just(1).flatMap { .just($0 * 3) } }.events,
            [next(200, 3), completed(200)])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEvents(
            third.start { Single.just(1).flatMapMaybe { Maybe.just($0 * 4) } }.events,
            [next(200, 4), completed(200)])
        let fourth = TestScheduler(initialClock: 0)
        XCTAssertEvents(
            fourth.start { Single.just(10).flatMapCompletable { _ in Completable.empty() } }.events,
            [completed(200, Never.self)])
    }

    func testAsMaybeAndAsCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEvents(scheduler.start { Single.just(1).asMaybe() }.events, [next(200, 1), completed(200)])
        let second = TestScheduler(initialClock: 0)
        XCTAssertEvents(second.start { Single.just(5).asCompletable() }.events, [completed(200, Never.self)])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEvents(
            third.start { Single<Int>.error(testError).asCompletable() }.events,
            [error(200, testError, Never.self)])
    }

    func testZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip(Single.just(1), Single.just(2)) { $0 + $1 } }
        XCTAssertEvents(res.events, [next(200, 3), completed(200)])
        var values: [[Int]] = []
        _ = Single.zip([Single.just(1), Single.just(1), Single.just(1)]).subscribe(onSuccess: { values.append($0) })
        _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [[1, 1, 1], []])
        var sums: [Int] = []
        _ = Single.zip([Single<Int>]()) { $0.reduce(0, +) }.subscribe(onSuccess: { sums.append($0) })
        XCTAssertEqual(sums, [0])
    }

    func testFailureWithoutHandlerGoesToDefaultErrorHandler() {
        var logged: [String] = []
        let original = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { logged.append("\($0)") }
        defer { Hooks.defaultErrorHandler = original }
        _ = Single<Int>.error(testError).subscribe()
        XCTAssertEqual(logged, ["\(testError)"])
    }
}
