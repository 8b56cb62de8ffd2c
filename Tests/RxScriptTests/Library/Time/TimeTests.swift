import XCTest
import RxCore
@testable import RxScript

/// Time operators through a virtual-time session (1 ms ticks): `throttle debounce delay delaySubscription
/// sample timeout buffer window observe(on:) subscribe(on:)`, each timeline checked against RxSwift's rules.
final class TimeTests: ScriptTestCase {
    /// `timeline([(ms, value)], endMs)`: a cold source emitting each value at its time after subscription and
    /// completing at `endMs` (never, when 0).
    private let prelude = """
        func timeline(_ events: [(Int, Int)], _ end: Int) -> Observable {
            return create { o in
                for e in events { after(.milliseconds(e.0)) { o.onNext(e.1) } }
                if end > 0 { after(.milliseconds(end)) { o.onCompleted() } }
                return disposable { }
            }
        }

        """

    private func run(_ script: String) -> String {
        VirtualTimeHarness().run(prelude + script)
    }

    func testThrottleLatestWaitsForTheWindowAndDelaysCompletion() {
        XCTAssertEqual(
            run(
                """
                timeline([(10, 2), (20, 3)], 30).throttle(50ms).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.010s main next(2)
            #1 +0.060s main next(3)
            #1 +0.060s main completed
            #1 +0.060s main disposed
            """)
    }

    func testThrottleNotLatestDropsInsideTheWindow() {
        XCTAssertEqual(
            run(
                """
                timeline([(10, 1), (20, 2), (30, 3), (40, 4), (50, 5), (60, 6), (70, 7)], 200)
                    .throttle(.milliseconds(25), latest: false, scheduler: MainScheduler.instance).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.010s main next(1)
            #1 +0.040s main next(4)
            #1 +0.070s main next(7)
            #1 +0.200s main completed
            #1 +0.200s main disposed
            """)
    }

    func testDebounceWaitsForAPause() {
        XCTAssertEqual(
            run(
                """
                timeline([(50, 0), (80, 1), (110, 2), (150, 3), (200, 4)], 300).debounce(20ms).subscribe()
                timeline([(10, 1), (15, 2)], 200).debounce(.milliseconds(100), scheduler: serial("d")).subscribe()
                timeline([(10, 1), (15, 2)], 20).debounce(100ms).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #3 +0.000s main subscribed
            #3 +0.020s main next(2)
            #3 +0.020s main completed
            #3 +0.020s main disposed
            #1 +0.070s main next(0)
            #1 +0.100s main next(1)
            #2 +0.115s d next(2)
            #1 +0.130s main next(2)
            #1 +0.170s main next(3)
            #2 +0.200s main completed
            #2 +0.200s main disposed
            #1 +0.220s main next(4)
            #1 +0.300s main completed
            #1 +0.300s main disposed
            """)
    }

    func testDelayShiftsElementsAndCompletionButNotErrors() {
        XCTAssertEqual(
            run(
                """
                timeline([(10, 1), (20, 2)], 30).delay(100ms).subscribe()
                create { o in
                    after(10ms) { o.onNext(1) }
                    after(30ms) { o.onError(testError) }
                    return disposable { }
                }.delay(100ms).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #2 +0.030s main error(testError)
            Unhandled error happened: testError
            #2 +0.030s main disposed
            #1 +0.110s main next(1)
            #1 +0.120s main next(2)
            #1 +0.130s main completed
            #1 +0.130s main disposed
            """)
    }

    func testDelaySubscriptionSubscribesLaterOnItsScheduler() {
        XCTAssertEqual(
            run(
                """
                create { o in print("subscribed upstream"); o.onNext(1); return disposable { } }
                    .delaySubscription(50ms, scheduler: serial("late")).take(1).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            subscribed upstream
            #1 +0.050s late next(1)
            #1 +0.050s late completed
            #1 +0.050s late disposed
            """)
    }

    func testSampleWithAndWithoutDefaultValue() {
        XCTAssertEqual(
            run(
                """
                timeline([(10, 1), (20, 2), (60, 3)], 300).sample(interval(25ms)).subscribe()
                timeline([(10, 1)], 300).sample(interval(25ms), defaultValue: 0).take(3).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #1 +0.025s main next(2)
            #2 +0.025s main next(1)
            #2 +0.050s main next(0)
            #1 +0.075s main next(3)
            #2 +0.075s main next(0)
            #2 +0.075s main completed
            #2 +0.075s main disposed
            #1 +0.300s main completed
            #1 +0.300s main disposed
            """)
    }

    func testTimeoutErrorsOrSwitchesToTheOtherSource() {
        XCTAssertEqual(
            run(
                """
                timeline([(10, 1), (30, 2), (70, 3)], 100).timeout(30ms).subscribe()
                timeline([(10, 1), (30, 2), (70, 3)], 100)
                    .timeout(.milliseconds(30), other: of(-1, -2), scheduler: MainScheduler.instance).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            #1 +0.010s main next(1)
            #2 +0.010s main next(1)
            #1 +0.030s main next(2)
            #2 +0.030s main next(2)
            #1 +0.060s main error(RxError.timeout)
            Unhandled error happened: Sequence timeout.
            #1 +0.060s main disposed
            #2 +0.060s main next(-1)
            #2 +0.060s main next(-2)
            #2 +0.060s main completed
            #2 +0.060s main disposed
            """)
    }

    func testBufferEmitsByCountByTimeAndAtCompletionEvenEmpty() {
        XCTAssertEqual(
            run(
                """
                timeline([(10, 1), (20, 2), (30, 3), (40, 4), (130, 5)], 300).buffer(timeSpan: 100ms, count: 3).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.030s main next([1, 2, 3])
            #1 +0.130s main next([4, 5])
            #1 +0.230s main next([])
            #1 +0.300s main next([])
            #1 +0.300s main completed
            #1 +0.300s main disposed
            """)
    }

    func testWindowEmitsObservablesStartingAtSubscription() {
        XCTAssertEqual(
            run(
                """
                timeline([(10, 1), (20, 2), (30, 3), (40, 4)], 150).window(timeSpan: 100ms, count: 3)
                    .subscribe(onNext: { w in w.toArray().subscribe(onSuccess: { print("window", $0) }) })
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(Observable(window))
            #2 +0.000s main subscribed
            #2 +0.030s main success([1, 2, 3])
            window [1, 2, 3]
            #2 +0.030s main disposed
            #1 +0.030s main next(Observable(window))
            #3 +0.030s main subscribed
            #3 +0.130s main success([4])
            window [4]
            #3 +0.130s main disposed
            #1 +0.130s main next(Observable(window))
            #4 +0.130s main subscribed
            #4 +0.150s main success([])
            window []
            #4 +0.150s main disposed
            #1 +0.150s main completed
            #1 +0.150s main disposed
            """)
    }

    func testObserveOnMovesDeliveryAndMainDeliversAtOnceWhenAlreadyOnMain() {
        XCTAssertEqual(
            run(
                """
                of(1, 2).observe(on: background).subscribe(onNext: { print("got", $0) })
                print("after #1")
                of(3).observeOn(MainScheduler.instance).subscribe(onNext: { print("got", $0) })
                print("after #2")
                """),
            """
            #1 +0.000s main subscribed
            after #1
            #2 +0.000s main subscribed
            #2 +0.000s main next(3)
            got 3
            #2 +0.000s main completed
            #2 +0.000s main disposed
            after #2
            #1 +0.000s background next(1)
            got 1
            #1 +0.000s background next(2)
            got 2
            #1 +0.000s background completed
            #1 +0.000s background disposed
            """)
    }

    func testMainIsSynchronousAgainAfterACancelledDelivery() {
        // The event from the background queue is queued for main and then cancelled by the disposal; the
        // queued turn still passes, so main work later runs at once again.
        XCTAssertEqual(
            run(
                """
                let source = create { o in after(1s, on: background) { o.onNext(1) }; return disposable { } }
                let subscription = source.observe(on: main).subscribe()
                after(1s, on: background) { subscription.dispose() }
                after(2s) { of(3).observe(on: main).subscribe(onNext: { print("got", $0) }); print("after subscribe") }
                """),
            """
            #1 +0.000s main subscribed
            #1 +1.000s background disposed
            #2 +2.000s main subscribed
            #2 +2.000s main next(3)
            got 3
            #2 +2.000s main completed
            #2 +2.000s main disposed
            after subscribe
            """)
    }

    func testSubscribeOnMovesTheSubscription() {
        XCTAssertEqual(
            run(
                """
                let source = create { o in print("subscribing"); o.onNext(1); o.onCompleted() }
                source.subscribe(on: serial("w")).subscribe()
                source.subscribeOn(background).observe(on: main).subscribe()
                print("end of script")
                """),
            """
            #1 +0.000s main subscribed
            #2 +0.000s main subscribed
            end of script
            subscribing
            #1 +0.000s w next(1)
            #1 +0.000s w completed
            #1 +0.000s w disposed
            subscribing
            #2 +0.000s main next(1)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            """)
    }

    func testTimeArgumentsMustBeDurationsAndSchedulersMustHaveClocks() {
        XCTAssertEqual(
            errors("of(1).debounce(\"soon\")"),
            [
                "test.rx:1:16: error: argument 1 of 'debounce(_:scheduler:)' expects a duration such as 300ms or .seconds(1), got 'String'"
            ])
        XCTAssertEqual(
            errors("of(1).delay(1s, scheduler: CurrentThreadScheduler.instance)"),
            [
                "test.rx:1:17: error: argument 'scheduler' of 'delay(_:scheduler:)' expects a scheduler with a clock, got 'CurrentThreadScheduler'"
            ])
    }
}
