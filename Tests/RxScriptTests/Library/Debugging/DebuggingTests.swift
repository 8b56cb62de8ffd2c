import XCTest
import RxCore
@testable import RxScript

/// `debug(_:trimOutput:)` writing to the session in RxSwift's format.
final class DebuggingTests: ScriptTestCase {
    func testDebugOrderMatchesRxSwift() {
        // Downstream stages print `subscribed` first, upstream ones print events first; on termination the
        // subscriber's onDisposed runs before the upstream stages are disposed.
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of(1).debug("a").map { $0 * 10 }.debug("b")
                    .subscribe(onCompleted: { print("onCompleted") }, onDisposed: { print("onDisposed") })
                """),
            """
            #1 +0.000s main subscribed
            2026-01-01 00:00:00.000: b -> subscribed
            2026-01-01 00:00:00.000: a -> subscribed
            2026-01-01 00:00:00.000: a -> Event next(1)
            2026-01-01 00:00:00.000: b -> Event next(10)
            #1 +0.000s main next(10)
            2026-01-01 00:00:00.000: a -> Event completed
            2026-01-01 00:00:00.000: b -> Event completed
            #1 +0.000s main completed
            onCompleted
            #1 +0.000s main disposed
            onDisposed
            2026-01-01 00:00:00.000: b -> isDisposed
            2026-01-01 00:00:00.000: a -> isDisposed
            """)
    }

    func testDebugStampsVirtualTimeAndDefaultsToTheCallSite() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                interval(1500ms)
                    .debug().take(1).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            2026-01-01 00:00:00.000: test.rx:1 -> subscribed
            2026-01-01 00:00:01.500: test.rx:1 -> Event next(0)
            #1 +1.500s main next(0)
            #1 +1.500s main completed
            #1 +1.500s main disposed
            2026-01-01 00:00:01.500: test.rx:1 -> isDisposed
            """)
    }

    func testDebugTrimsErrorsAndDisposal() {
        let long = String(repeating: "y", count: 50)
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                just("\(long)").debug("trim", trimOutput: true).subscribe(onNext: { _ in })
                error(RxError.timeout).debug("err").subscribe()
                let s = never().debug("n").subscribe()
                s.dispose()
                """),
            """
            #1 +0.000s main subscribed
            2026-01-01 00:00:00.000: trim -> subscribed
            2026-01-01 00:00:00.000: trim -> Event next(yyyyyyyyyyyyyyy...yyyyyyyyyyyyyyyyyyy)
            #1 +0.000s main next("\(long)")
            2026-01-01 00:00:00.000: trim -> Event completed
            #1 +0.000s main completed
            #1 +0.000s main disposed
            2026-01-01 00:00:00.000: trim -> isDisposed
            #2 +0.000s main subscribed
            2026-01-01 00:00:00.000: err -> subscribed
            2026-01-01 00:00:00.000: err -> Event error(Sequence timeout.)
            #2 +0.000s main error(RxError.timeout)
            Unhandled error happened: Sequence timeout.
            #2 +0.000s main disposed
            2026-01-01 00:00:00.000: err -> isDisposed
            #3 +0.000s main subscribed
            2026-01-01 00:00:00.000: n -> subscribed
            #3 +0.000s main disposed
            2026-01-01 00:00:00.000: n -> isDisposed
            """)
    }

    func testEachSessionKeepsItsOwnDebugOutput() {
        let first = VirtualTimeHarness()
        let second = VirtualTimeHarness()
        _ = first.run("let x = timer(1s).debug(\"first\")\nx.subscribe()")
        _ = second.run("just(2).debug(\"second\").subscribe()")
        XCTAssertEqual(
            first.lines.filter { $0.contains("->") },
            [
                "2026-01-01 00:00:00.000: first -> subscribed",
                "2026-01-01 00:00:01.000: first -> Event next(0)",
                "2026-01-01 00:00:01.000: first -> Event completed",
                "2026-01-01 00:00:01.000: first -> isDisposed",
            ])
        XCTAssertEqual(second.lines.filter { $0.contains("->") }.count, 4)
        XCTAssertFalse(second.lines.contains { $0.contains("first") })
    }

    func testDebugInRealTimeWritesToTheSessionWithAWallClockStamp() {
        let output = run("just(1).debug(\"real\").subscribe()")
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 4)
        let pattern = #"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}: real -> Event next\(1\)$"#
        XCTAssertNotNil(lines[1].range(of: pattern, options: .regularExpression), String(lines[1]))
    }
}
