import XCTest
@testable import RxScript

final class SubjectsTests: VirtualScriptTestCase {

    func testTerminatedAndDisposedSubjects() {
        XCTAssertEqual(
            trace(
                """
                let behavior = BehaviorSubject(value: 1)
                behavior.onCompleted()
                behavior.subscribe()
                let async = AsyncSubject()
                async.onNext(1)
                async.onError(testError)
                async.subscribe()
                let replay = ReplaySubject.createUnbounded()
                replay.onNext(1)
                replay.onCompleted()
                replay.subscribe()
                let disposed = PublishSubject()
                disposed.dispose()
                disposed.subscribe()
                """),
            [
                // A BehaviorSubject does not replay its value after a terminal event.
                "#1 +0.000s main subscribed", "#1 +0.000s main completed", "#1 +0.000s main disposed",
                "#2 +0.000s main subscribed", "#2 +0.000s main error(testError)", "Unhandled error happened: testError",
                "#2 +0.000s main disposed",
                "#3 +0.000s main subscribed", "#3 +0.000s main next(1)", "#3 +0.000s main completed",
                "#3 +0.000s main disposed",
                "#4 +0.000s main subscribed", "#4 +0.000s main error(RxError.disposed)",
                "Unhandled error happened: Object `RxCore.PublishSubject<RxScript.Value>` was already disposed.",
                "#4 +0.000s main disposed",
            ])
    }

    func testBehaviorSubjectValue() {
        XCTAssertEqual(
            trace(
                """
                let b = BehaviorSubject(value: "x")
                print(b.value())
                b.onNext("y")
                print(try b.value())
                b.onError(testError)
                print(b.value())
                """),
            [
                "x",
                "y",
                "test.rx:6:1: error: error thrown and not caught: testError",
            ])
    }

    func testRelaysAcceptAndNeverTerminate() {
        XCTAssertEqual(
            trace(
                """
                let publish = PublishRelay()
                let behavior = BehaviorRelay(value: 1)
                let replay = ReplayRelay.create(bufferSize: 1)
                publish.accept(0)
                behavior.accept(2)
                replay.accept(3)
                replay.accept(4)
                print(behavior.value)
                publish.subscribe()
                behavior.subscribe()
                replay.map { $0 + 1 }.subscribe()
                of(5, 6).bind(to: publish, behavior, replay)
                print(behavior.value)
                print(replay.value)
                """),
            [
                "2",
                "#1 +0.000s main subscribed",
                "#2 +0.000s main subscribed", "#2 +0.000s main next(2)",
                "#3 +0.000s main subscribed", "#3 +0.000s main next(5)",
                "#4 +0.000s main subscribed",
                "#4 +0.000s main next(5)",
                "#1 +0.000s main next(5)", "#2 +0.000s main next(5)", "#3 +0.000s main next(6)",
                "#4 +0.000s main next(6)",
                "#1 +0.000s main next(6)", "#2 +0.000s main next(6)", "#3 +0.000s main next(7)",
                // The binding completes; the relays ignore its completion and stay live.
                "#4 +0.000s main completed",
                "#4 +0.000s main disposed",
                "6",
                "test.rx:14:7: error: 'ReplayRelay' has no current value; only a BehaviorRelay has '.value'",
                "#1 +0.000s main disposed", "#2 +0.000s main disposed", "#3 +0.000s main disposed",
            ])
    }

    func testBindToObserversForwardsErrorsButRelaysReportThem() {
        XCTAssertEqual(
            trace(
                """
                let s = BehaviorSubject(value: 0)
                let relay = PublishRelay()
                s.subscribe()
                relay.subscribe()
                error(testError).bind(to: s)
                error(testError).bind(to: relay)
                of(1).subscribe(relay)
                """),
            [
                "#1 +0.000s main subscribed",
                "#1 +0.000s main next(0)",
                "#2 +0.000s main subscribed",
                "#3 +0.000s main subscribed",
                "#3 +0.000s main error(testError)",
                "#1 +0.000s main error(testError)", "Unhandled error happened: testError",
                "#1 +0.000s main disposed",
                "#3 +0.000s main disposed",
                "#4 +0.000s main subscribed",
                "#4 +0.000s main error(testError)",
                "test.rx:6:1: warning: binding error: publish relay received error(testError) from #4 at test.rx:6:1; the binding has "
                    + "ended (RxCocoa stops a debug build here)",
                "#4 +0.000s main disposed",
                "test.rx:7:17: error: a relay is not an observer; feed it with bind(to:) or accept(_:)",
                "#2 +0.000s main disposed",
            ])
    }

}
