import XCTest
import RxCore
import RxTest

/// Records subscribe/dispose steps of `create`-based sources, to check the order operators do them in.
final class LifecycleLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// A source that logs `subscribe <name>` / `dispose <name>` and otherwise stays silent.
    func silent(_ name: String) -> Observable<Int> {
        Observable.create { _ in
            self.append("subscribe \(name)")
            return Disposables.create { self.append("dispose \(name)") }
        }
    }
}

final class MergeTests: RxTestCase {
    // MARK: - Trampoline ordering (docs/rxswift-semantics.md §1)

    func testMerge_TrampolinedSourcesInterleave() {
        var received: [Int] = []
        _ = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 10, 2, 20, 3, 30])
    }

    func testMerge_JustIsNotTrampolined() {
        var received: [Int] = []
        var completed = false
        _ = Observable.merge(Observable.from([1, 2, 3]), Observable.just(10))
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [10, 1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testMergeArrayAndCollectionForms() {
        var fromArray: [Int] = []
        var fromCollection: [Int] = []
        _ = Observable.merge([Observable.just(1), Observable.just(2)]).subscribe(onNext: { fromArray.append($0) })
        _ = Observable.merge(AnyCollection([Observable.just(3), Observable.just(4)]))
            .subscribe(onNext: { fromCollection.append($0) })
        XCTAssertEqual(fromArray, [1, 2])
        XCTAssertEqual(fromCollection, [3, 4])
    }

    func testMerge_EmptyListCompletesAtOnce() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.merge([]).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    // MARK: - Completion, errors, disposal

    func testMerge_CompletesWhenOuterAndAllInnersComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([next(10, 1), completed(50)])
        let ys2 = scheduler.createColdObservable([next(5, 2), completed(200)])
        let xs = scheduler.createHotObservable([next(210, ys1), next(220, ys2), completed(230)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEvents(res.events, [next(220, 1), next(225, 2), completed(420)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertSubscriptions(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertSubscriptions(ys2.subscriptions, [Subscription(220, 420)])
    }

    func testMerge_FirstErrorWinsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([next(210, 1), error(250, testError1), next(260, 3)])
        let b = scheduler.createHotObservable([next(220, 2), error(270, testError2)])
        let res = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 2), error(250, testError1)])
        XCTAssertSubscriptions(a.subscriptions, [Subscription(200, 250)])
        XCTAssertSubscriptions(b.subscriptions, [Subscription(200, 250)])
    }

    func testMerge_DisposeMidStreamDisposesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([next(10, 1), next(100, 2), completed(200)])
        let xs = scheduler.createHotObservable([next(210, ys), next(230, ys)])
        let res = scheduler.start(disposed: 300) { xs.merge() }
        XCTAssertEvents(res.events, [next(220, 1), next(240, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(210, 300), Subscription(230, 300)])
    }

    func testMerge_ReentrantObserverDoesNotDeadlock() {
        // An observer that feeds the merged source again from inside onNext: the recursive lock must let it in.
        var received: [Int] = []
        var feed: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            feed = observer
            return Disposables.create()
        }
        let subscription = Observable.merge(source, Observable.never()).subscribe(onNext: { value in
            received.append(value)
            if value < 3 { feed?.onNext(value + 1) }
        })
        feed?.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        feed = nil
    }

    // MARK: - flatMap / flatMapFirst

    func testFlatMap_SelectorThrowsDisposesInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([next(10, 100), completed(500)])
        let xs = scheduler.createHotObservable([next(210, 1), next(250, 2), next(260, 3), completed(300)])
        let res = scheduler.start {
            xs.flatMap { x -> TestableObservable<Int> in
                if x == 2 { throw testError }
                return ys
            }
        }
        XCTAssertEvents(res.events, [next(220, 100), error(250, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapFirst_DropsElementsWithoutCallingSelectorWhileInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([next(5, 0), completed(30)])
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(245, 3), completed(250)])
        var selected: [Int] = []
        let res = scheduler.start {
            xs.flatMapFirst { x -> Observable<Int> in
                selected.append(x)
                return ys.map { _ in x }
            }
        }
        XCTAssertEvents(res.events, [next(215, 1), next(250, 3), completed(275)])
        XCTAssertEqual(selected, [1, 3])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(210, 240), Subscription(245, 275)])
    }

    // MARK: - merge(maxConcurrent:), concat(), concatMap

    func testMergeMaxConcurrent_QueuedInnerIsSubscribedThroughTheTrampoline() {
        // `a` completes while the trampoline still holds `of(100, 200, 300)` steps: the queued `just(2)` is
        // subscribed behind them, so 300 comes before 2.
        var received: [Int] = []
        let limited = Observable.of(Observable.of(1), Observable.just(2)).merge(maxConcurrent: 1)
        _ = Observable.merge(limited, Observable.of(100, 200, 300)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [100, 1, 200, 300, 2])
    }

    func testMergeMaxConcurrent_SelectorRunsOnArrivalEvenWhenQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([next(10, 0), completed(20)])
        let xs = scheduler.createHotObservable([next(210, 1), next(212, 2), next(214, 3), completed(300)])
        var calledAt: [Int] = []
        let res = scheduler.start {
            xs.concatMap { x -> Observable<Int> in
                calledAt.append(scheduler.clock)
                return ys.map { _ in x }
            }
        }
        XCTAssertEvents(res.events, [next(220, 1), next(240, 2), next(260, 3), completed(300)])
        XCTAssertEqual(calledAt, [210, 212, 214])
        XCTAssertSubscriptions(
            ys.subscriptions,
            [
                Subscription(210, 230), Subscription(230, 250),
                Subscription(250, 270),
            ])
    }

    func testConcat_ObservableOfObservables_LongQueueDoesNotGrowTheStack() {
        let scheduler = TestScheduler(initialClock: 0)
        let gate = scheduler.createColdObservable([completed(10, Int.self)])
        let count = 100_000
        let outer = Observable<Observable<Int>>.create { observer in
            observer.onNext(gate.asObservable())
            for value in 0..<count { observer.onNext(.just(value)) }
            observer.onCompleted()
            return Disposables.create()
        }
        var received = 0
        var completedAt: Int?
        _ = scheduler.start {
            outer.concat().do(onNext: { _ in received += 1 }, onCompleted: { completedAt = scheduler.clock })
        }
        XCTAssertEqual(received, count)
        XCTAssertEqual(completedAt, 210)
    }

    func testMergeMaxConcurrent_DisposeCancelsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([next(10, 1), completed(100)])
        let ys2 = scheduler.createColdObservable([next(10, 2), completed(100)])
        let xs = scheduler.createHotObservable([next(210, ys1), next(220, ys2), completed(230)])
        let res = scheduler.start(disposed: 250) { xs.merge(maxConcurrent: 1) }
        XCTAssertEvents(res.events, [next(220, 1)])
        XCTAssertSubscriptions(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertSubscriptions(ys2.subscriptions, [])
    }

    // MARK: - switchLatest / flatMapLatest

    func testFlatMapLatest_DisposesPreviousInnerBeforeSubscribingTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = LifecycleLog()
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        _ = scheduler.start(disposed: 300) { xs.flatMapLatest { log.silent("inner\($0)") } }
        XCTAssertEqual(log.entries, ["subscribe inner1", "dispose inner1", "subscribe inner2", "dispose inner2"])
    }

    func testSwitchLatest_DropsEventsOfStaleInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([next(215, 1), next(235, 2), completed(240)])
        let ys2 = scheduler.createHotObservable([next(225, 3), next(245, 4), completed(250)])
        let xs = scheduler.createHotObservable([next(210, ys1), next(220, ys2), completed(230)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEvents(res.events, [next(215, 1), next(225, 3), next(245, 4), completed(250)])
        XCTAssertSubscriptions(ys1.subscriptions, [Subscription(210, 220)])
        XCTAssertSubscriptions(ys2.subscriptions, [Subscription(220, 250)])
    }

    func testSwitchLatest_OuterCompletesWithoutInnersCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([completed(230, TestableObservable<Int>.self)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEvents(res.events, [completed(230)])
    }
}
