import XCTest
import RxCore
import RxTest

final class CreationTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+Tests.swift:testAsObservable_never`.
    func testAsObservable_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: Observable<Int> = Observable.never()
        let res = scheduler.start { xs }
        XCTAssertEvents(res.events, [])
    }

    /// Corpus case `generated:create_async_with_scheduler`.
    func testGenerated_create_async_with_scheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { o in
                let d = scheduler.scheduleRelative(0, dueTime: .seconds(50)) { _ in
                    o.onNext(7)
                    o.onCompleted()
                    return Disposables.create()
                }
                return d
            }
        }
        XCTAssertEvents(res.events, [next(250, 7), completed(250)])
    }

    /// Corpus case `generated:create_disposeActionOnComplete`.
    func testGenerated_create_disposeActionOnComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt = -1
        let res = scheduler.start(disposed: 300) {
            Observable<Int>.create { o in
                o.onNext(1)
                o.onCompleted()
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEvents(res.events, [next(200, 1), completed(200)])
        XCTAssertEqual(disposedAt, 200)
    }

    /// Corpus case `generated:create_disposeActionSideEffect`.
    func testGenerated_create_disposeActionSideEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt = -1
        let res = scheduler.start(disposed: 300) {
            Observable<Int>.create { o in
                o.onNext(1)
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEvents(res.events, [next(200, 1)])
        XCTAssertEqual(disposedAt, 300)
    }

    /// Corpus case `generated:create_eventsAfterErrorIgnored`.
    func testGenerated_create_eventsAfterErrorIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { o in
                o.onError(testError)
                o.onNext(1)
                o.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEvents(res.events, [error(200, testError)])
    }

    /// Corpus case `generated:deferred_clock`.
    func testGenerated_deferred_clock() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.deferred { Observable.just(scheduler.clock) } }
        XCTAssertEvents(res.events, [next(200, 200), completed(200)])
    }

    /// Corpus case `generated:empty`.
    func testGenerated_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertEvents(res.events, [completed(200)])
    }

    /// Corpus case `generated:error`.
    func testGenerated_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(testError) }
        XCTAssertEvents(res.events, [error(200, testError)])
    }

    /// Corpus case `Observable+SequenceTests.swift:testFromArray_complete`.
    func testFromArray_complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 3), next(202, 1), next(203, 2), next(204, 4), completed(205)])
    }

    /// Corpus case `Observable+SequenceTests.swift:testFromArray_dispose`.
    func testFromArray_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 3), next(202, 1)])
    }

    /// Corpus case `Observable+OptionalTests.swift:testFromOptionalNone_immediate`.
    func testFromOptionalNone_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.none) }
        XCTAssertEvents(res.events, [completed(200)])
    }

    /// Corpus case `Observable+OptionalTests.swift:testFromOptionalSome_basic_testScheduler`.
    func testFromOptionalSome_basic_testScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 5), completed(202)])
    }

    /// Corpus case `generated:from_array`.
    func testGenerated_from_array() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([1, 2, 3]) }
        XCTAssertEvents(res.events, [next(200, 1), next(200, 2), next(200, 3), completed(200)])
    }

    /// Corpus case `generated:from_array_scheduler_disposed`.
    func testGenerated_from_array_scheduler_disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from([1, 2, 3], scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 1)])
    }

    /// Corpus case `Observable+GenerateTests.swift:testGenerate_ThrowCondition`.
    func testGenerate_ThrowCondition() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw testError }, scheduler: scheduler) { x in x + 1
            }
        }
        XCTAssertEvents(res.events, [error(201, testError)])
    }

    /// Corpus case `Observable+GenerateTests.swift:testGenerate_ThrowIterate`.
    func testGenerate_ThrowIterate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { (_: Int) -> Int in
                throw testError
            }
        }
        XCTAssertEvents(res.events, [next(201, 0), error(202, testError)])
    }

    /// Corpus case `generated:just`.
    func testGenerated_just() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        XCTAssertEvents(res.events, [next(200, 1), completed(200)])
    }

    /// Corpus case `Observable+JustTests.swift:testJust_Basic`.
    func testJust_Basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 42), completed(202)])
    }

    /// Corpus case `Observable+JustTests.swift:testJust_Disposed`.
    func testJust_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEvents(res.events, [])
    }

    /// Corpus case `generated:never`.
    func testGenerated_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        XCTAssertEvents(res.events, [])
    }

    /// Corpus case `generated:of`.
    func testGenerated_of() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3) }
        XCTAssertEvents(res.events, [next(200, 1), next(200, 2), next(200, 3), completed(200)])
    }

    /// Corpus case `generated:of_scheduler`.
    func testGenerated_of_scheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 1), next(202, 2), next(203, 3), completed(204)])
    }

    /// Corpus case `Observable+SequenceTests.swift:testSequenceOf_complete`.
    func testSequenceOf_complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 3), next(202, 1), next(203, 2), next(204, 4), completed(205)])
    }

    /// Corpus case `generated:range_scheduler`.
    func testGenerated_range_scheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 5), next(202, 6), next(203, 7), completed(204)])
    }

    /// Corpus case `Observable+RangeTests.swift:testRange_Dispose`.
    func testRange_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.range(start: -10, count: 5, scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, -10), next(202, -9), next(203, -8)])
    }

    /// Corpus case `Observable+RangeTests.swift:testRange_ZeroCount`.
    func testRange_ZeroCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEvents(res.events, [completed(201)])
    }

    /// Corpus case `Observable+RepeatTests.swift:testRepeat_Element`.
    func testRepeat_Element() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 207) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEvents(
            res.events,
            [
                next(201, 42), next(202, 42), next(203, 42), next(204, 42), next(205, 42), next(206, 42),
            ])
    }

    // MARK: - Edge cases

    func testJust_EmitsInsideSubscribeEvenWithinTrampoline() {
        var received: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of(1).subscribe(onNext: { received.append($0) })
            _ = Observable.just(2).subscribe(onNext: { received.append($0) })
            received.append(0)
            return Disposables.create()
        }
        XCTAssertEqual(received, [2, 0, 1])
    }

    func testFromOptionalSome_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.some(5)) }
        XCTAssertEvents(res.events, [next(200, 5), completed(200)])
    }

    func testFromOptionalNone_testScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.none, scheduler: scheduler) }
        XCTAssertEvents(res.events, [completed(201)])
    }

    func testFromOptionalSome_disposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        XCTAssertEvents(res.events, [next(201, 5)])
    }

    func testDeferred_FactoryRunsOnEverySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)])
        var invoked = 0
        let deferred = Observable.deferred { () -> Observable<Int> in
            invoked += 1
            return xs.asObservable()
        }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = deferred.subscribe(first) }
        scheduler.scheduleAt(300) { _ = deferred.subscribe(second) }
        XCTAssertEqual(invoked, 0)
        scheduler.start()
        XCTAssertEqual(invoked, 2)
        XCTAssertEvents(first.events, [next(210, 1), completed(220)])
        XCTAssertEvents(second.events, [next(310, 1), completed(320)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testDeferred_FactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw testError } }
        XCTAssertEvents(res.events, [error(200, testError)])
    }

    func testDeferred_DisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2), completed(300)])
        let res = scheduler.start(disposed: 250) { Observable.deferred { xs.asObservable() } }
        XCTAssertEvents(res.events, [next(210, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGenerate_Finite() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { x in x <= 3 }, scheduler: scheduler) { x in x + 1 }
        }
        XCTAssertEvents(res.events, [next(201, 0), next(202, 1), next(203, 2), next(204, 3), completed(205)])
    }

    func testGenerate_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { x in x + 1 }
        }
        XCTAssertEvents(res.events, [next(201, 0), next(202, 1)])
    }

    func testGenerate_ConditionFalseAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 10, condition: { x in x < 3 }, scheduler: scheduler) { x in x + 1 }
        }
        XCTAssertEvents(res.events, [completed(201)])
    }

    func testGenerate_DefaultSchedulerRunsOnTheTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.generate(initialState: 1, condition: { x in x < 4 }) { x in x + 1 } }
        XCTAssertEvents(res.events, [next(200, 1), next(200, 2), next(200, 3), completed(200)])
    }

    func testRepeatElement_DefaultScheduler_TakeEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement(7).take(3) }
        XCTAssertEvents(res.events, [next(200, 7), next(200, 7), next(200, 7), completed(200)])
    }

    func testUsing_Complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), completed(50)])
        var createdAt = -1
        var log: [String] = []
        let res = scheduler.start {
            Observable.using(
                { () -> TestResource in
                    createdAt = scheduler.clock
                    return TestResource { log.append("resource \(scheduler.clock)") }
                },
                observableFactory: { _ in
                    xs.asObservable().do(onDispose: { log.append("subscription \(scheduler.clock)") })
                })
        }
        XCTAssertEvents(res.events, [next(210, 1), completed(250)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(createdAt, 200)
        XCTAssertEqual(log, ["subscription 250", "resource 250"])
    }

    func testUsing_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), next(60, 2), completed(100)])
        var disposedAt = -1
        let res = scheduler.start(disposed: 230) {
            Observable.using(
                { TestResource { disposedAt = scheduler.clock } },
                observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEvents(res.events, [next(210, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(disposedAt, 230)
    }

    func testUsing_ResourceFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var observableFactoryCalled = false
        let res = scheduler.start {
            Observable<Int>.using(
                { () throws -> TestResource in throw testError },
                observableFactory: { _ in
                    observableFactoryCalled = true
                    return Observable.never()
                })
        }
        XCTAssertEvents(res.events, [error(200, testError)])
        XCTAssertFalse(observableFactoryCalled)
    }

    func testUsing_ObservableFactoryThrowsStillDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt = -1
        let res = scheduler.start {
            Observable<Int>.using(
                { TestResource { disposedAt = scheduler.clock } },
                observableFactory: { _ in throw testError })
        }
        XCTAssertEvents(res.events, [error(200, testError)])
        XCTAssertEqual(disposedAt, 200)
    }
}

/// A disposable resource for `using` that reports its disposal.
private final class TestResource: Disposable {
    private let onDispose: () -> Void

    init(_ onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() { onDispose() }
}
