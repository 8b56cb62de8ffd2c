import XCTest
import RxCore
import RxTest

final class ShareTests: RxTestCase {
    /// Cold `10:1 20:2 30:|`, subscribers at 200, 215 and 300 (the table in docs/rxswift-semantics.md §8).
    private func runColdTable(
        _ share: (Observable<Int>) -> Observable<Int>
    )
        -> (o2: [Recorded<Event<Int>>], o3: [Recorded<Event<Int>>], log: [Subscription])
    {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), next(20, 2), completed(30)])
        let ys = share(xs.asObservable())
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(o1)) }
        scheduler.scheduleAt(215) { subscriptions.append(ys.subscribe(o2)) }
        scheduler.scheduleAt(300) { subscriptions.append(ys.subscribe(o3)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEvents(o1.events, [next(210, 1), next(220, 2), completed(230)])
        return (o2.events, o3.events, xs.subscriptions)
    }

    func testColdTable_ShareWhileConnected() {
        let result = runColdTable { $0.share() }
        XCTAssertEvents(result.o2, [next(220, 2), completed(230)])
        XCTAssertEvents(result.o3, [next(310, 1), next(320, 2), completed(330)])
        XCTAssertSubscriptions(result.log, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testColdTable_ShareForever() {
        let result = runColdTable { $0.share(scope: .forever) }
        XCTAssertEvents(result.o2, [next(220, 2), completed(230)])
        XCTAssertEvents(result.o3, [completed(300)])
        XCTAssertSubscriptions(result.log, [Subscription(200, 230)])
    }

    func testColdTable_ShareReplay1WhileConnected() {
        let result = runColdTable { $0.share(replay: 1) }
        XCTAssertEvents(result.o2, [next(215, 1), next(220, 2), completed(230)])
        XCTAssertEvents(result.o3, [next(310, 1), next(320, 2), completed(330)])
        XCTAssertSubscriptions(result.log, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testColdTable_ShareReplay1Forever() {
        let result = runColdTable { $0.share(replay: 1, scope: .forever) }
        XCTAssertEvents(result.o2, [next(215, 1), next(220, 2), completed(230)])
        XCTAssertEvents(result.o3, [next(300, 2), completed(300)])
        XCTAssertSubscriptions(result.log, [Subscription(200, 230)])
    }

    func testColdTable_ShareReplay2WhileConnected() {
        let result = runColdTable { $0.share(replay: 2) }
        XCTAssertEvents(result.o2, [next(215, 1), next(220, 2), completed(230)])
        XCTAssertEvents(result.o3, [next(310, 1), next(320, 2), completed(330)])
        XCTAssertSubscriptions(result.log, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testShareReplay1_ReplayIsDeliveredInsideSubscribe() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let first = shared.subscribe()
        source.onNext(1)
        var received: [Int] = []
        let second = shared.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        first.dispose()
        second.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    func testShareReplay1_ObserverIsRegisteredBeforeItsReplay() {
        // A re-entrant element sent from the replay callback reaches the new observer too.
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        source.onNext(1)
        let b = shared.subscribe(onNext: { value in
            second.append(value)
            if value == 1 { source.onNext(2) }
        })
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        a.dispose()
        b.dispose()
    }

    func testShareReplay1_LastSubscriberLeavingClearsTheReplay() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let first = shared.subscribe()
        source.onNext(1)
        first.dispose()
        XCTAssertFalse(source.hasObservers)
        var received: [Int] = []
        let second = shared.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        XCTAssertTrue(source.hasObservers)
        second.dispose()
    }

    func testShare_DisposeMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(260, 2), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.share() }
        XCTAssertEvents(res.events, [next(210, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testShare_SourceErrorIsSharedAndNotReplayed() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        source.onNext(1)
        _ = shared.subscribe { second.append($0) }
        source.onError(testError)
        XCTAssertEqual(first, [.next(1), .error(testError)])
        XCTAssertEqual(second, [.next(1), .error(testError)])
        var late: [Event<Int>] = []
        let subscription = shared.subscribe { late.append($0) }
        // A new connection: the failed subject errors again at once, but nothing stale is replayed.
        XCTAssertEqual(late, [.error(testError)])
        subscription.dispose()
    }

    func testShareReportsItsStageWhenTraced() {
        let source = PublishSubject<Int>()
        var subscriptions: [Disposable] = []
        let names = StageNameRecorder.recording {
            subscriptions.append(source.share().subscribe(AnyObserver { _ in }))
            subscriptions.append(source.share(replay: 1).subscribe(AnyObserver { _ in }))
        }
        XCTAssertEqual(names, ["share", "PublishSubject", "share", "PublishSubject"])
        subscriptions.forEach { $0.dispose() }
    }

    func testDeprecatedAliases() {
        let aliases: ShareAliases = DeprecatedShareAliases()
        let result = runColdTable { aliases.shareReplay($0, 1) }
        XCTAssertEvents(result.o3, [next(300, 2), completed(300)])
        let latest = runColdTable { aliases.shareReplayLatestWhileConnected($0) }
        XCTAssertEvents(latest.o2, [next(215, 1), next(220, 2), completed(230)])
        XCTAssertSubscriptions(latest.log, [Subscription(200, 230), Subscription(300, 330)])
    }
}

/// Calls the deprecated spellings without a deprecation warning in the test itself.
private protocol ShareAliases {
    func shareReplay(_ source: Observable<Int>, _ bufferSize: Int) -> Observable<Int>
    func shareReplayLatestWhileConnected(_ source: Observable<Int>) -> Observable<Int>
}

private struct DeprecatedShareAliases {}

extension DeprecatedShareAliases: ShareAliases {
    @available(*, deprecated)
    func shareReplay(_ source: Observable<Int>, _ bufferSize: Int) -> Observable<Int> {
        source.shareReplay(bufferSize)
    }

    @available(*, deprecated)
    func shareReplayLatestWhileConnected(_ source: Observable<Int>) -> Observable<Int> {
        source.shareReplayLatestWhileConnected()
    }
}
