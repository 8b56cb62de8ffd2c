import XCTest
import RxCore
import RxTest

final class ConcatTests: RxTestCase {
    func testConcat_SubscribesNextSourceOnlyWhenPreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)])
        let ys = scheduler.createColdObservable([next(10, 2), completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEvents(res.events, [next(210, 1), next(230, 2), completed(240)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(220, 240)])
    }

    func testConcat_ErrorStopsTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), error(20, testError)])
        let ys = scheduler.createColdObservable([next(10, 2), completed(20)])
        let res = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable()) }
        XCTAssertEvents(res.events, [next(210, 1), error(220, testError)])
        XCTAssertSubscriptions(ys.subscriptions, [])
    }

    func testConcat_DisposeMidStreamDisposesCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), completed(20)])
        let ys = scheduler.createColdObservable([next(10, 2), next(100, 3), completed(200)])
        let res = scheduler.start(disposed: 260) { Observable.concat([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEvents(res.events, [next(210, 1), next(230, 2)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(220, 260)])
    }

    func testConcat_EmptySequenceCompletesAtOnce() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.concat([Observable<Int>]()).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testConcat_LongChainOfSynchronousSourcesDoesNotGrowTheStack() {
        let count = 100_000
        var received = 0
        var completed = false
        _ = Observable.concat((0..<count).map { Observable.just($0) })
            .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)
    }

    func testConcat_LazySequenceIsIteratedPerSubscription() {
        var made = 0
        let sources = (0..<3).lazy.map { value -> Observable<Int> in
            made += 1
            return .just(value)
        }
        let concatenated = Observable.concat(sources)
        var first: [Int] = []
        var second: [Int] = []
        _ = concatenated.subscribe(onNext: { first.append($0) })
        _ = concatenated.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [0, 1, 2])
        XCTAssertEqual(made, 6)
    }

    func testConcat_NextSourceRunsBeforeOtherTrampolinedWork() {
        // RxSwift moves to the next source through its tail-recursion gate, not the thread's trampoline queue:
        // `just(2)` follows `just(1)` before the merge subscribes `just(10)`.
        var received: [Int] = []
        _ = Observable.merge(Observable.just(1).concat(Observable.just(2)), Observable.just(10))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 10])
    }

    func testConcat_OfTrampolinedSourcesInsideMerge() {
        var received: [Int] = []
        _ = Observable.merge(Observable.of(1, 2).concat(Observable.of(3)), Observable.of(10, 20, 30))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 10, 2, 20, 30, 3])
    }
}
