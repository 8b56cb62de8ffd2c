import XCTest
import RxCore
import RxTest

/// `Infallible`, against the behaviour of RxSwift's `Infallible+Tests.swift`.
final class InfallibleTests: RxTestCase {
    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), error(220, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 0), completed(220)])
    }

    func testAsInfallibleOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), error(220, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: .of(5, 6)) }
        XCTAssertEvents(res.events, [next(210, 1), next(220, 5), next(220, 6), completed(220)])
    }

    func testAsInfallibleOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([error(220, testError, Int.self)])
        let res = scheduler.start { xs.asInfallible(onErrorRecover: { _ in .just(7) }) }
        XCTAssertEvents(res.events, [next(220, 7), completed(220)])
    }

    func testCreateAndSubscribe() {
        var events: [String] = []
        _ = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            return Disposables.create()
        }
        .map { $0 * 10 }
        .subscribe(
            onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") })
        XCTAssertEqual(events, ["next 10", "next 20", "completed", "disposed"])
    }
}
