import XCTest
import RxCore
import RxTest

final class SubscribeOrderTests: RxTestCase {
    func testOfDeliversBeforeSubscribeReturns() {
        var received: [Int] = []
        _ = Observable.of(1, 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testTerminationOrder_OnDisposedBeforeUpstream() {
        var log: [String] = []
        let d = Observable.of(1)
            .do(onDispose: { log.append("a disposed") })
            .subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("onDisposed") })
        XCTAssertEqual(log, ["completed", "onDisposed", "a disposed"])
        d.dispose()
    }

    func testExplicitDisposeOrder_UpstreamBeforeOnDisposed() {
        var log: [String] = []
        let d = Observable<Int>.never()
            .do(onDispose: { log.append("a disposed") })
            .subscribe(onDisposed: { log.append("onDisposed") })
        d.dispose()
        XCTAssertEqual(log, ["a disposed", "onDisposed"])
    }

    func testCreateDropsEventsAfterTerminalAndRunsDisposeAction() {
        var received: [Event<Int>] = []
        var disposeActions = 0
        _ = Observable<Int>.create { o in
            o.onNext(1)
            o.onNext(2)
            o.onCompleted()
            o.onNext(3)
            o.onError(testError)
            return Disposables.create { disposeActions += 1 }
        }.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
        XCTAssertEqual(disposeActions, 1)
    }

    func testCreateRunsPerSubscription() {
        var runs = 0
        let source = Observable<Int>.create { o in
            runs += 1
            o.onNext(runs)
            return Disposables.create()
        }
        let a = source.subscribe()
        let b = source.subscribe()
        XCTAssertEqual(runs, 2)
        a.dispose()
        b.dispose()
    }

    func testRangeWithoutTrampolineContentionIsComplete() {
        var count = 0
        var completed = false
        _ = Observable<Int>.range(start: 0, count: 10_000)
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(count, 10_000)
        XCTAssertTrue(completed)
    }

    func testRangeTopOfIntDoesNotOverflow() {
        var received: [Int] = []
        _ = Observable<Int>.range(start: Int.max - 1, count: 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [Int.max - 1, Int.max])
    }

    func testJustIsSynchronousWithoutTrampoline() {
        var received: [Int] = []
        _ = Observable.just(7).map { $0 + 1 }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [8])
    }
}
