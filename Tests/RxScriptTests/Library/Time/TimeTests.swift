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
