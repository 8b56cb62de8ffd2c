import XCTest
import RxCore
import RxTest

final class CatchTests: RxTestCase {
    // MARK: - catch

    func testCatch_CompletionDoesNotCallTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), completed(230)])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls += 1
                return .just(-1)
            }
        }
        XCTAssertEvents(res.events, [next(210, 1), completed(230)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(handlerCalls, 0)
    }

    func testCatch_DisposeMidFallbackDisposesTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), error(230, testError)])
        let ys = scheduler.createHotObservable([next(240, 2), next(310, 3), completed(320)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEvents(res.events, [next(210, 1), next(240, 2)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(230, 300)])
    }

    func testCatch_FallbackErrorIsNotCaughtAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([error(230, testError, Int.self)])
        let ys = scheduler.createHotObservable([next(240, 2), error(250, testError1)])
        var seen: [String] = []
        let res = scheduler.start {
            xs.catch { error in
                seen.append("\(error)")
                return ys.asObservable()
            }
        }
        XCTAssertEvents(res.events, [next(240, 2), error(250, testError1)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(230, 250)])
        XCTAssertEqual(seen, ["testError"])
    }

    func testCatch_HandlerReceivesTheError() {
        var received: [Event<String>] = []
        _ = Observable<String>.error(testError2)
            .catch { error in .just("caught \(error)") }
            .subscribe { received.append($0) }
        XCTAssertEqual(received, [.next("caught testError2"), .completed])
    }

    func testCatchAndReturn_CompletesAfterTheFallbackElement() {
        var received: [Event<Int>] = []
        _ = Observable<Int>.error(testError).catchAndReturn(9).subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(9), .completed])
    }

    // MARK: - catch(sequence:)

    func testCatchSequence_EmptySequenceCompletesAtOnce() {
        var received: [Event<Int>] = []
        _ = Observable<Int>.catch(sequence: []).subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed])
    }

    func testCatchSequence_PullsTheNextSourceOnlyOnError() {
        var pulled = 0
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            pulled += 1
            return index < 1 ? .error(testError) : .just(index)
        }
        var received: [Event<Int>] = []
        _ = Observable.catch(sequence: sources).subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertEqual(pulled, 2)
    }

    func testCatchSequence_AllFailingEndsWithTheLastError() {
        var received: [Event<Int>] = []
        _ = Observable.catch(sequence: [Observable<Int>.error(testError1), .error(testError2)])
            .subscribe { received.append($0) }
        XCTAssertEqual(received, [.error(testError2)])
    }

    // MARK: - retry

    func testRetry_CountsAttempts() {
        // `retry(2)` is one retry (docs/rxswift-semantics.md §11).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), next(20, 2), error(30, testError)])
        let res = scheduler.start { xs.retry(2) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 2), next(240, 1), next(250, 2), error(260, testError)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    func testRetry_ZeroAttemptsCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), error(30, testError)])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEvents(res.events, [completed(200)])
        XCTAssertSubscriptions(xs.subscriptions, [])
    }

    func testRetry_SynchronousFailuresLoopWithoutGrowingTheStack() {
        var attempts = 0
        let failing = Observable<Int>.create { observer in
            attempts += 1
            observer.onError(testError)
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = failing.retry(100_000).subscribe { received.append($0) }
        XCTAssertEqual(attempts, 100_000)
        XCTAssertEqual(received, [.error(testError)])
    }

    func testRetryForever_SucceedsAfterManySynchronousFailures() {
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            if attempts <= 50_000 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = flaky.retry().subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(50_001), .completed])
    }

    func testCatchOperatorsReportTheirStagesWhenTraced() {
        let source = PublishSubject<Int>()
        var subscriptions: [Disposable] = []
        let names = StageNameRecorder.recording {
            subscriptions.append(source.catchAndReturn(0).subscribe(AnyObserver { _ in }))
            subscriptions.append(source.retry(3).subscribe(AnyObserver { _ in }))
        }
        XCTAssertEqual(names, ["catch", "PublishSubject", "retry", "PublishSubject"])
        subscriptions.forEach { $0.dispose() }
    }

    func testDeprecatedAliases() {
        let aliases: CatchAliases = DeprecatedCatchAliases()
        var received: [Event<Int>] = []
        _ = aliases.catchError(.error(testError)) { _ in .just(1) }.subscribe { received.append($0) }
        _ = aliases.catchErrorJustReturn(.error(testError), 2).subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .completed, .next(2), .completed])
    }
}

/// Calls the deprecated spellings without a deprecation warning in the test itself.
private protocol CatchAliases {
    func catchError(
        _ source: Observable<Int>, _ handler: @escaping (Error) throws -> Observable<Int>
    )
        -> Observable<Int>
    func catchErrorJustReturn(_ source: Observable<Int>, _ element: Int) -> Observable<Int>
}

private struct DeprecatedCatchAliases: CatchAliases {
    @available(*, deprecated)
    func catchError(
        _ source: Observable<Int>, _ handler: @escaping (Error) throws -> Observable<Int>
    )
        -> Observable<Int>
    {
        source.catchError(handler)
    }

    @available(*, deprecated)
    func catchErrorJustReturn(_ source: Observable<Int>, _ element: Int) -> Observable<Int> {
        source.catchErrorJustReturn(element)
    }
}
