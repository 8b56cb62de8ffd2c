import XCTest
import RxCore
import RxTest

/// `Completable`, against the behaviour of RxSwift's `CompletableTest.swift`.
final class CompletableTests: RxTestCase {
    func testSubscribeDeliversCompletionOrError() {
        var events: [String] = []
        _ = Completable.empty().subscribe { events.append(described($0)) }
        _ = Completable.error(testError).subscribe { events.append(described($0)) }
        XCTAssertEqual(events, ["completed", "error(\(testError))"])
    }

    func testSubscribeHandlersThenOnDisposed() {
        var log: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        _ = Completable.error(testError).subscribe(
            onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed", "error", "disposed"])
    }

    func testCreateCompletedIgnoresLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((CompletableEvent) -> Void)?
        var disposedAt: Int?
        scheduler.scheduleAt(201) { observer?(.completed) }
        scheduler.scheduleAt(202) { observer?(.error(testError)) }
        let res = scheduler.start {
            Completable.create { answer in
                observer = answer
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        XCTAssertEvents(res.events, [completed(201, Never.self)])
        XCTAssertEqual(disposedAt, 201)
    }

    func testCreateError() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: ((CompletableEvent) -> Void)?
        scheduler.scheduleAt(201) { observer?(.error(testError)) }
        scheduler.scheduleAt(202) { observer?(.completed) }
        let res = scheduler.start {
            Completable.create {
                observer = $0; return Disposables.create()
            }
        }
        XCTAssertEvents(res.events, [error(201, testError, Never.self)])
    }

    func testConcatSubscribesInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let ys: TestableObservable<Never> = scheduler.createHotObservable([completed(290)])
        let res = scheduler.start { xs.asCompletable().concat(ys.asCompletable()) }
        XCTAssertEvents(res.events, [completed(290, Never.self)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(210, 290)])
    }

    func testZipSubscribesTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([completed(210)])
        let ys: TestableObservable<Never> = scheduler.createHotObservable([completed(290)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEvents(res.events, [completed(290, Never.self)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 290)])
    }

    func testDoSeesCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var completions = 0
        let res = scheduler.start { Completable.empty().do(onCompleted: { completions += 1 }) }
        XCTAssertEvents(res.events, [completed(200, Never.self)])
        XCTAssertEqual(completions, 1)
    }

    func testObservableAsCompletableDropsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEvents(res.events, [completed(250, Never.self)])
    }
}
