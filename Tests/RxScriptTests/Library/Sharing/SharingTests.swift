import XCTest
@testable import RxScript

final class SharingTests: VirtualScriptTestCase {
    /// The cold source `10:1 20:2 30:|` of docs/rxswift-semantics.md §8, subscribed at 200, 215 and 300.
    private func shared(_ call: String) -> [String] {
        trace(
            """
            let cold = create { o in
                print("source subscribed")
                after(10ms) { o.onNext(1); after(10ms) { o.onNext(2); after(10ms) { o.onCompleted() } } }
                return disposable { print("source disposed") }
            }
            let shared = cold.\(call)
            after(200ms) { shared.subscribe() }
            after(215ms) { shared.subscribe() }
            after(300ms) { shared.subscribe() }
            """
        ).filter { !$0.contains("subscribed") || $0.hasPrefix("source") }
    }

    func testShareWhileConnectedResubscribesAfterCompletion() {
        let expected = [
            "source subscribed",
            "#1 +0.210s main next(1)",
            "#1 +0.220s main next(2)", "#2 +0.220s main next(2)",
            "#1 +0.230s main completed", "#1 +0.230s main disposed",
            "#2 +0.230s main completed", "#2 +0.230s main disposed",
            "source disposed",
            "source subscribed",
            "#3 +0.310s main next(1)", "#3 +0.320s main next(2)",
            "#3 +0.330s main completed", "#3 +0.330s main disposed",
            "source disposed",
        ]
        XCTAssertEqual(shared("share()"), expected)
        XCTAssertEqual(shared("share(replay: 0, scope: .whileConnected)"), expected)
    }

    func testPublishRefCountResubscribesButLetsGoOfTheSourceFirst() {
        // A multicast connection disconnects before its subject passes the terminal event on (RxSwift's order).
        XCTAssertEqual(
            shared("publish().refCount()"),
            [
                "source subscribed",
                "#1 +0.210s main next(1)",
                "#1 +0.220s main next(2)", "#2 +0.220s main next(2)",
                "source disposed",
                "#1 +0.230s main completed", "#1 +0.230s main disposed",
                "#2 +0.230s main completed", "#2 +0.230s main disposed",
                "source subscribed",
                "#3 +0.310s main next(1)", "#3 +0.320s main next(2)",
                "source disposed",
                "#3 +0.330s main completed", "#3 +0.330s main disposed",
            ])
    }

    func testShareForeverReplaysTheTerminalEvent() {
        XCTAssertEqual(
            shared("share(scope: .forever)"),
            [
                "source subscribed",
                "#1 +0.210s main next(1)",
                "#1 +0.220s main next(2)", "#2 +0.220s main next(2)",
                // The connection lets go of the source before the subject passes the completion on.
                "source disposed",
                "#1 +0.230s main completed", "#1 +0.230s main disposed",
                "#2 +0.230s main completed", "#2 +0.230s main disposed",
                "#3 +0.300s main completed", "#3 +0.300s main disposed",
            ])
    }

    func testShareReplayOneWhileConnected() {
        let expected = [
            "source subscribed",
            "#1 +0.210s main next(1)",
            "#2 +0.215s main next(1)",
            "#1 +0.220s main next(2)", "#2 +0.220s main next(2)",
            "#1 +0.230s main completed", "#1 +0.230s main disposed",
            "#2 +0.230s main completed", "#2 +0.230s main disposed",
            "source disposed",
            "source subscribed",
            "#3 +0.310s main next(1)", "#3 +0.320s main next(2)",
            "#3 +0.330s main completed", "#3 +0.330s main disposed",
            "source disposed",
        ]
        XCTAssertEqual(shared("share(replay: 1)"), expected)
        XCTAssertEqual(shared("shareReplayLatestWhileConnected()"), expected)
    }

    func testShareReplayForeverKeepsStaleValues() {
        let expected = [
            "source subscribed",
            "#1 +0.210s main next(1)",
            "#2 +0.215s main next(1)",
            "#1 +0.220s main next(2)", "#2 +0.220s main next(2)",
            "source disposed",
            "#1 +0.230s main completed", "#1 +0.230s main disposed",
            "#2 +0.230s main completed", "#2 +0.230s main disposed",
            "#3 +0.300s main next(2)", "#3 +0.300s main completed", "#3 +0.300s main disposed",
        ]
        XCTAssertEqual(shared("share(replay: 1, scope: SubjectLifetimeScope.forever)"), expected)
        XCTAssertEqual(shared("shareReplay(1)"), expected)
    }

    func testReplayConnectableServesNothingAfterCompletion() {
        XCTAssertEqual(
            trace(
                """
                let source = PublishSubject()
                let replayed = source.replay(2)
                print(replayed)
                replayed.subscribe()
                source.onNext(1)
                let connection = replayed.connect()
                source.onNext(2)
                source.onNext(3)
                replayed.subscribe()
                source.onCompleted()
                replayed.subscribe()
                """),
            [
                "ConnectableObservable(replay)",
                "#1 +0.000s main subscribed",
                "#1 +0.000s main next(2)", "#1 +0.000s main next(3)",
                "#2 +0.000s main subscribed",
                "#2 +0.000s main next(2)", "#2 +0.000s main next(3)",
                "#1 +0.000s main completed", "#1 +0.000s main disposed",
                "#2 +0.000s main completed", "#2 +0.000s main disposed",
                // A fresh, unconnected subject: not even the completion.
                "#3 +0.000s main subscribed",
                "#3 +0.000s main disposed",
            ])
    }

    func testMulticastKeepsOneSubjectAcrossConnections() {
        XCTAssertEqual(
            trace(
                """
                let source = PublishSubject()
                let subject = ReplaySubject.create(bufferSize: 1)
                let m = source.multicast(subject)
                m.subscribe()
                let c = m.connect()
                source.onNext(1)
                c.dispose()
                source.onNext(2)
                let again = m.connect()
                source.onNext(3)
                subject.subscribe()
                source.publish().refCount().subscribe()
                source.replayAll().refCount().subscribe()
                source.multicast(makeSubject: { BehaviorSubject(value: 0) }).refCount().subscribe()
                source.onNext(4)
                source.multicast(makeSubject: { 1 }).refCount().subscribe()
                again.dispose()
                """),
            [
                "#1 +0.000s main subscribed",
                "#1 +0.000s main next(1)",
                "#1 +0.000s main next(3)",
                "#2 +0.000s main subscribed", "#2 +0.000s main next(3)",
                "#3 +0.000s main subscribed",
                "#4 +0.000s main subscribed",
                "#5 +0.000s main subscribed", "#5 +0.000s main next(0)",
                "#1 +0.000s main next(4)", "#2 +0.000s main next(4)", "#3 +0.000s main next(4)",
                "#4 +0.000s main next(4)", "#5 +0.000s main next(4)",
                "#6 +0.000s main subscribed",
                "#6 +0.000s main error(the closure passed to 'multicast(makeSubject:)' must return a subject, got 'Int' "
                    + "at test.rx:16:31)",
                "Unhandled error happened: the closure passed to 'multicast(makeSubject:)' must return a subject, "
                    + "got 'Int' at test.rx:16:31",
                "#6 +0.000s main disposed",
                "#1 +0.000s main disposed", "#2 +0.000s main disposed", "#3 +0.000s main disposed",
                "#4 +0.000s main disposed", "#5 +0.000s main disposed",
            ])
    }

    func testDriverDeliversOnMainRecoversAndShares() {
        XCTAssertEqual(
            trace(
                """
                let source = PublishSubject()
                let driver = source.asDriver(onErrorJustReturn: -1)
                print(driver)
                driver.drive(onNext: { print("drove", $0) }, onDisposed: { print("drive disposed") })
                driver.subscribe()
                after(10ms) { source.onNext(1) }
                after(20ms) { source.onError(testError) }
                let relay = BehaviorRelay(value: 0)
                just(5).asDriver(onErrorDriveWith: empty()).drive(relay)
                after(30ms) { print(relay.value) }
                error(testError).asDriver(onErrorRecover: { _ in just("recovered") }).map { $0 + "!" }.drive()
                """),
            [
                "Driver",
                "#1 +0.000s main subscribed",
                "#2 +0.000s main subscribed",
                // On main with nothing queued, observe(on: main) delivers at once (RxSwift's MainScheduler rule),
                // so each Driver of a synchronous source finishes before the next statement runs.
                "#3 +0.000s main subscribed",
                "#3 +0.000s main next(5)",
                "#3 +0.000s main completed", "#3 +0.000s main disposed",
                "#4 +0.000s main subscribed",
                "#4 +0.000s main next(\"recovered!\")",
                "#4 +0.000s main completed", "#4 +0.000s main disposed",
                "#1 +0.010s main next(1)", "drove 1",
                "#2 +0.010s main next(1)",
                "#1 +0.020s main next(-1)", "drove -1",
                "#2 +0.020s main next(-1)",
                "#1 +0.020s main completed", "#1 +0.020s main disposed", "drive disposed",
                "#2 +0.020s main completed", "#2 +0.020s main disposed",
                "5",
            ])
    }

    func testStageTraceShowsOneUpstreamSubscriptionServingTwoSubscribers() {
        let lines = trace(
            """
            trace(.stages)
            let shared = PublishSubject().map { $0 * 10 }.share()
            shared.subscribe()
            shared.subscribe()
            """)
        XCTAssertEqual(
            lines.map {
                $0.split(separator: " ").enumerated().filter { $0.offset != 1 && $0.offset != 2 }
                    .map(\.element).joined(separator: " ")
            },
            [
                "#1 subscribe subscribed",
                "#1 share subscribed",
                "#1 map subscribed",
                "#1 PublishSubject subscribed",
                "#2 subscribe subscribed",
                "#2 share subscribed",
                "#1 subscribe disposed",
                "#1 share disposed",
                "#2 subscribe disposed",
                // The last subscriber leaving disconnects the upstream (made by #1) before its share stage reports.
                "#1 map disposed",
                "#1 PublishSubject disposed",
                "#2 share disposed",
            ])
    }
}
