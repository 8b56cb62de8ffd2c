import XCTest
import RxCore
import RxTest

final class TakeCountTests: RxTestCase {
    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `generated:take_one_hot`.
    func testGenerated_take_one_hot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.take(1) }
        XCTAssertEvents(res.events, [next(210, 2), completed(210)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 210)])
    }

    /// Corpus case `generated:take_zero`.
    func testGenerated_take_zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1), next(210, 2), next(250, 3), next(310, 4), next(350, 5), next(410, 6), next(450, 7),
            completed(500),
        ])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEvents(res.events, [completed(200)])
        XCTAssertSubscriptions(xs.subscriptions, [])
    }

    /// Corpus case `Observable+TakeTests.swift:testTake_0_DefaultScheduler`.
    func testTake_0_DefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(70, 6), next(150, 4), next(210, 9), next(230, 13)])
        let res = scheduler.start { xs.take(0) }
        XCTAssertEvents(res.events, [completed(200)])
        XCTAssertSubscriptions(xs.subscriptions, [])
    }

    /// Corpus case `Observable+TakeTests.swift:testTake_Complete_After`.
    func testTake_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            completed(690),
        ])
        let res = scheduler.start { xs.take(20) }
        XCTAssertEvents(
            res.events,
            [
                next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1), next(310, 3), next(340, 8),
                next(370, 11), next(410, 15), next(415, 16), next(460, 72), next(510, 76), next(560, 32),
                next(570, -100), next(580, -3), next(590, 5), next(630, 10), completed(690),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 690)])
    }

    /// Corpus case `Observable+TakeTests.swift:testTake_Complete_Same`.
    func testTake_Complete_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            completed(690),
        ])
        let res = scheduler.start { xs.take(17) }
        XCTAssertEvents(
            res.events,
            [
                next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1), next(310, 3), next(340, 8),
                next(370, 11), next(410, 15), next(415, 16), next(460, 72), next(510, 76), next(560, 32),
                next(570, -100), next(580, -3), next(590, 5), next(630, 10), completed(630),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 630)])
    }

    /// Corpus case `Observable+TakeTests.swift:testTake_Error_Before`.
    func testTake_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            error(690, testError),
        ])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEvents(res.events, [next(210, 9), next(230, 13), next(270, 7), completed(270)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 270)])
    }

    /// Corpus case `Observable+TakeTests.swift:testTake_Error_Same`.
    func testTake_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(70, 6), next(150, 4), next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1),
            next(310, 3), next(340, 8), next(370, 11), next(410, 15), next(415, 16), next(460, 72),
            next(510, 76), next(560, 32), next(570, -100), next(580, -3), next(590, 5), next(630, 10),
            error(690, testError),
        ])
        let res = scheduler.start { xs.take(17) }
        XCTAssertEvents(
            res.events,
            [
                next(210, 9), next(230, 13), next(270, 7), next(280, 1), next(300, -1), next(310, 3), next(340, 8),
                next(370, 11), next(410, 15), next(415, 16), next(460, 72), next(510, 76), next(560, 32),
                next(570, -100), next(580, -3), next(590, 5), next(630, 10), completed(630),
            ])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 630)])
    }

    // MARK: - Edge cases

    func testTake_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), next(260, 3), completed(300)])
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 2)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTake_Zero_NeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribed = 0
        let res = scheduler.start {
            Observable<Int>.create { observer in
                subscribed += 1
                observer.onNext(1)
                return Disposables.create()
            }.take(0)
        }
        XCTAssertEvents(res.events, [completed(200)])
        XCTAssertEqual(subscribed, 0)
    }

    func testTake_EndsAnInfiniteSynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement(1).take(2) }
        XCTAssertEvents(res.events, [next(200, 1), next(200, 1), completed(200)])
    }

    func testTake_ReentrantElementsCompleteOnce() {
        var sourceObserver: AnyObserver<Int>?
        var received: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            sourceObserver = observer
            return Disposables.create()
        }
        let subscription = source.take(2).subscribe { event in
            received.append(event)
            // Feed the next element back into the source while take is still delivering this one.
            if case .next(let value) = event { sourceObserver?.onNext(value + 1) }
        }
        sourceObserver?.onNext(1)
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
        sourceObserver = nil
        subscription.dispose()
    }
}
