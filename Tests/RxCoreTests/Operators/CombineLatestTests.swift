import XCTest
import RxCore
import RxTest

final class CombineLatestTests: RxTestCase {
    func testCombineLatest_TrampolinedSourcesInterleave() {
        var received: [[Int]] = []
        _ = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
            .subscribe(onNext: { received.append([$0.0, $0.1]) })
        XCTAssertEqual(received, [[1, 10], [2, 10], [2, 20], [3, 20], [3, 30]])
    }

    func testCombineLatest_EmptySourceAloneDoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([completed(210, Int.self)])
        let n = scheduler.createHotObservable([next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(e, n) { $0 + $1 } }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(e.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(n.subscriptions, [Subscription(200, 1000)])
    }

    func testCombineLatest_CompletesEarlyWhenASourceCanNeverCombine() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([completed(210, Int.self)])
        let e1 = scheduler.createHotObservable([next(215, 2), completed(220)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEvents(res.events, [completed(215)])
        XCTAssertSubscriptions(e1.subscriptions, [Subscription(200, 215)])
    }

    func testCombineLatest_CompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([next(210, 1), completed(250)])
        let e1 = scheduler.createHotObservable([next(220, 2), next(260, 3), completed(300)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 * 10 + $1 } }
        XCTAssertEvents(res.events, [next(220, 12), next(260, 13), completed(300)])
        XCTAssertSubscriptions(e0.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_SelectorThrowsBecomesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([next(210, 1), next(230, 2), completed(300)])
        let e1 = scheduler.createHotObservable([next(220, 10), completed(300)])
        let res = scheduler.start {
            Observable.combineLatest(e0, e1) { a, b -> Int in
                if a == 2 { throw testError }
                return a + b
            }
        }
        XCTAssertEvents(res.events, [next(220, 11), error(230, testError)])
        XCTAssertSubscriptions(e0.subscriptions, [Subscription(200, 230)])
        XCTAssertSubscriptions(e1.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatest_DisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([next(210, 1), next(260, 2)])
        let e1 = scheduler.createHotObservable([next(220, 10)])
        let res = scheduler.start(disposed: 250) { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEvents(res.events, [next(220, 11)])
        XCTAssertSubscriptions(e0.subscriptions, [Subscription(200, 250)])
        XCTAssertSubscriptions(e1.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatest_ReentrantObserverDoesNotDeadlock() {
        var received: [Int] = []
        var feed: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            feed = observer
            return Disposables.create()
        }
        let subscription = Observable.combineLatest(source, Observable.just(100)) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                if value < 103 { feed?.onNext(value - 99) }
            })
        feed?.onNext(1)
        XCTAssertEqual(received, [101, 102, 103])
        subscription.dispose()
        feed = nil
    }

    func testCombineLatest_EightSourcesAsTuple() {
        var received: [[Int]] = []
        let s = (1...8).map { Observable.just($0) }
        _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
            .subscribe(onNext: { received.append([$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]) })
        XCTAssertEqual(received, [[1, 2, 3, 4, 5, 6, 7, 8]])
    }

    func testCombineLatest_MixedElementTypes() {
        var received: [String] = []
        _ =
            Observable
            .combineLatest(Observable.just(1), Observable.just("a"), Observable.just(true)) { "\($0)\($1)\($2)" }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["1atrue"])
    }

    func testCombineLatestCollection_ArrayFormAndSelectorForm() {
        var arrays: [[Int]] = []
        var sums: [Int] = []
        let sources = [Observable.of(1, 2), Observable.of(10)]
        _ = Observable.combineLatest(sources).subscribe(onNext: { arrays.append($0) })
        _ = Observable.combineLatest(sources, resultSelector: { $0.reduce(0, +) })
            .subscribe(onNext: { sums.append($0) })
        XCTAssertEqual(arrays, [[1, 10], [2, 10]])
        XCTAssertEqual(sums, [11, 12])
    }

    func testCombineLatestCollection_EmptyCompletesAtOnce() {
        var events: [Event<[Int]>] = []
        _ = Observable.combineLatest([Observable<Int>]()).subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events.first?.isCompleted ?? false)
    }

    func testCombineLatestCollection_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([next(210, 1), completed(300)])
        let e1 = scheduler.createHotObservable([next(220, 2), completed(300)])
        let res = scheduler.start {
            Observable.combineLatest([e0, e1], resultSelector: { (_: [Int]) throws -> Int in throw testError })
        }
        XCTAssertEvents(res.events, [error(220, testError)])
        XCTAssertSubscriptions(e0.subscriptions, [Subscription(200, 220)])
    }
}
