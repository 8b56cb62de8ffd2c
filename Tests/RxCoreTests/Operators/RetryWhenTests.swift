import XCTest
import RxCore
import RxTest

final class RetryWhenTests: RxTestCase {
    func testRetryWhen_TriggerElementResubscribesInTheSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), error(20, testError)])
        let res = scheduler.start(disposed: 300) { xs.retry(when: { errors in errors.map { _ in () } }) }
        let starts = Array(stride(from: 200, to: 300, by: 20))
        XCTAssertEvents(res.events, starts.map { next($0 + 10, 1) })
        XCTAssertSubscriptions(xs.subscriptions, starts.map { Subscription($0, min($0 + 20, 300)) })
    }

    func testRetryWhen_TriggerCompletionAndErrorEndTheResult() {
        for (ending, expected) in [
            (Event<Void>.completed, completed(300, Int.self)),
            (.error(testError1), error(300, testError1, Int.self)),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([next(10, 1), error(20, testError)])
            let trigger = PublishSubject<Void>()
            scheduler.scheduleAt(250) { trigger.onNext(()) }
            scheduler.scheduleAt(300) { trigger.on(ending) }
            let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in trigger }) }
            XCTAssertEvents(res.events, [next(210, 1), next(260, 1), expected])
            XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
            XCTAssertFalse(trigger.hasObservers)
        }
    }

    func testRetryWhen_TriggerElementsWhileNoErrorIsPendingAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([next(10, 1), error(50, testError)])
        let trigger = PublishSubject<Int>()
        scheduler.scheduleAt(230) { trigger.onNext(0) }
        scheduler.scheduleAt(300) { trigger.onNext(1) }
        let res = scheduler.start(disposed: 320) { xs.retry(when: { (_: Observable<Error>) in trigger }) }
        XCTAssertEvents(res.events, [next(210, 1), next(310, 1)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250), Subscription(300, 320)])
    }

    func testRetryWhen_ErrorsOfAnotherTypePassStraightThrough() {
        var handled: [TestError] = []
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.onError(attempts == 1 ? testError : RxError.unknown)
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = source.retry(when: { (errors: Observable<TestError>) in
            errors.map { handled.append($0) }
        }).subscribe { received.append($0) }
        XCTAssertEqual(handled, [testError])
        XCTAssertEqual(attempts, 2)
        XCTAssertEqual(received, [.error(RxError.unknown)])
    }

    func testRetryWhen_SynchronousFailuresLoopWithoutGrowingTheStack() {
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            if attempts <= 20_000 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = flaky.retry(when: { errors in errors.map { _ in () } }).subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(20_001), .completed])
    }

    func testDeprecatedAliases() {
        let aliases: RetryWhenAliases = DeprecatedRetryWhenAliases()
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 { observer.onError(testError) } else { observer.onCompleted() }
            return Disposables.create()
        }
        var received: [Event<Int>] = []
        _ = aliases.retryWhen(source).subscribe { received.append($0) }
        _ = aliases.retryWhenTyped(source).subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed, .completed])
        XCTAssertEqual(attempts, 4)
    }
}

/// Calls the deprecated spellings without a deprecation warning in the test itself.
private protocol RetryWhenAliases {
    func retryWhen(_ source: Observable<Int>) -> Observable<Int>
    func retryWhenTyped(_ source: Observable<Int>) -> Observable<Int>
}

private struct DeprecatedRetryWhenAliases: RetryWhenAliases {
    @available(*, deprecated)
    func retryWhen(_ source: Observable<Int>) -> Observable<Int> {
        source.retryWhen { (errors: Observable<Error>) in errors.map { _ in () } }
    }

    @available(*, deprecated)
    func retryWhenTyped(_ source: Observable<Int>) -> Observable<Int> {
        source.retryWhen { (errors: Observable<TestError>) in errors.map { _ in () } }
    }
}
