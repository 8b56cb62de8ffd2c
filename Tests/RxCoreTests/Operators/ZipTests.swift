import XCTest
import RxCore
import RxTest

final class ZipTests: RxTestCase {
    func testZip_PairsByIndex() {
        var received: [[Int]] = []
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of(10, 20))
            .subscribe(onNext: { received.append([$0.0, $0.1]) })
        XCTAssertEqual(received, [[1, 10], [2, 20]])
    }

    func testZip_NeverEmptyNeverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let n = scheduler.createHotObservable([next(150, 1)])
        let e = scheduler.createHotObservable([completed(210, Int.self)])
        let res = scheduler.start { Observable.zip(n, e) { $0 + $1 } }
        XCTAssertEvents(res.events, [])
        XCTAssertSubscriptions(n.subscriptions, [Subscription(200, 1000)])
    }

    func testZip_DoesNotCompleteEarlyWhenACompletedSourceHasAnEmptyQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(215)])
        let ys = scheduler.createHotObservable([next(220, 5), next(240, 6), completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 * 10 + $1 } }
        XCTAssertEvents(res.events, [next(220, 15), completed(400)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 400)])
    }

    func testZip_SelectorThrowsBecomesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(230, 2), completed(300)])
        let ys = scheduler.createHotObservable([next(220, 1), next(240, 2), completed(300)])
        let res = scheduler.start {
            Observable.zip(xs, ys) { a, b -> Int in
                if a == 2 { throw testError }
                return a + b
            }
        }
        XCTAssertEvents(res.events, [next(220, 2), error(240, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 240)])
    }

    func testZip_ErrorFromAnySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), error(220, testError)])
        let ys = scheduler.createHotObservable([next(230, 1)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEvents(res.events, [error(220, testError)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZip_DisposeMidStreamDropsQueuedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(230, 3)])
        let ys = scheduler.createHotObservable([next(215, 10), next(260, 20)])
        let res = scheduler.start(disposed: 250) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEvents(res.events, [next(215, 11)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 250)])
    }

    func testZip_EightSourcesAsTuple() {
        var received: [[Int]] = []
        let s = (1...8).map { Observable.of($0, $0 * 10) }
        _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
            .subscribe(onNext: { received.append([$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]) })
        XCTAssertEqual(received, [[1, 2, 3, 4, 5, 6, 7, 8], [10, 20, 30, 40, 50, 60, 70, 80]])
    }

    func testZipCollection_CompletesEarlyUnlikeTheFixedArityForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(215)])
        let ys = scheduler.createHotObservable([next(220, 5), next(240, 6), completed(400)])
        let res = scheduler.start { Observable.zip([xs, ys]) { $0[0] * 10 + $0[1] } }
        XCTAssertEvents(res.events, [next(220, 15), completed(240)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 240)])
    }

    func testZipCollection_ArrayForm() {
        var received: [[Int]] = []
        _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4), Observable.of(5)])
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [[1, 3, 5]])
    }

    func testZipCollection_EmptyCompletesAtOnce() {
        var completed = false
        _ = Observable.zip([Observable<Int>]()).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }
}
