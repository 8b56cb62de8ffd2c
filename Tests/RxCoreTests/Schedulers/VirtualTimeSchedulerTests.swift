import XCTest
import RxCore
import RxTest

/// `VirtualTimeScheduler` and its named views, used directly (RxTest's `TestScheduler` is one of them with the
/// processing delay on): docs/rxswift-semantics.md §5.
final class VirtualTimeSchedulerTests: RxTestCase {
    /// Schedules `name` at `time` and records when it ran.
    private func record(_ scheduler: VirtualTimeScheduler, _ log: Log, _ name: String, at time: Int) -> Disposable {
        scheduler.scheduleAt(time) {
            log.entries.append("\(name)@\(scheduler.clock)")
            return Disposables.create()
        }
    }

    private final class Log {
        var entries: [String] = []
    }

    func testRunsByTimeThenInSchedulingOrder() {
        let scheduler = VirtualTimeScheduler()
        let log = Log()
        _ = record(scheduler, log, "c", at: 30)
        _ = record(scheduler, log, "a1", at: 10)
        _ = record(scheduler, log, "b", at: 20)
        _ = record(scheduler, log, "a2", at: 10)
        scheduler.start()
        XCTAssertEqual(log.entries, ["a1@10", "a2@10", "b@20", "c@30"], "equal times run FIFO")
        XCTAssertEqual(scheduler.clock, 30)
        XCTAssertFalse(scheduler.hasPendingWork)
    }

    /// An isolated run has a clock and a queue of its own: the outer work neither runs nor moves, the outer clock
    /// comes back, and the inner work left pending never runs.
    func testAnIsolatedRunLeavesTheOuterClockAndWorkAlone() {
        let scheduler = VirtualTimeScheduler(initialClock: 5)
        let log = Log()
        _ = record(scheduler, log, "outer", at: 10)
        scheduler.isolated {
            XCTAssertTrue(scheduler.isIsolated)
            XCTAssertFalse(scheduler.hasPendingWork)
            _ = record(scheduler, log, "inner", at: 20)
            _ = record(scheduler, log, "late", at: 90)
            scheduler.advanceTo(50)
            XCTAssertEqual(scheduler.clock, 50)
        }
        XCTAssertFalse(scheduler.isIsolated)
        XCTAssertEqual(scheduler.clock, 5)
        scheduler.start()
        XCTAssertEqual(log.entries, ["inner@20", "outer@10"])
    }

    func testTheClockNeverGoesBack() {
        let scheduler = VirtualTimeScheduler(initialClock: 100)
        let log = Log()
        _ = record(scheduler, log, "past", at: 50)
        scheduler.start()
        XCTAssertEqual(log.entries, ["past@100"], "work due in the past runs at the current clock")
    }

    func testProcessingDelayMovesNowToTheNextTick() {
        let delayed = VirtualTimeScheduler(initialClock: 200, simulateProcessingDelay: true)
        let plain = VirtualTimeScheduler(initialClock: 200)
        var ranAt: [Int] = []
        for scheduler in [delayed, plain] {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
            scheduler.start()
        }
        XCTAssertEqual(ranAt, [201, 200])
    }

    func testAdvanceToRunsWhatIsDueThenSetsTheClock() {
        let scheduler = VirtualTimeScheduler()
        let log = Log()
        _ = record(scheduler, log, "a", at: 10)
        _ = record(scheduler, log, "b", at: 50)
        scheduler.advanceTo(40)
        XCTAssertEqual(log.entries, ["a@10"])
        XCTAssertEqual(scheduler.clock, 40)
        XCTAssertEqual(scheduler.nextDueTime, 50)
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, 45, "sleep moves the clock and runs nothing")
        XCTAssertEqual(log.entries, ["a@10"])
        scheduler.advanceTo(50)
        XCTAssertEqual(log.entries, ["a@10", "b@50"])
    }

    func testDisposingAnItemCancelsIt() {
        let scheduler = VirtualTimeScheduler()
        let log = Log()
        let cancelled = record(scheduler, log, "cancelled", at: 10)
        _ = record(scheduler, log, "kept", at: 20)
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log.entries, ["kept@20"])
    }

    func testStopEndsStartAfterTheRunningItem() {
        let scheduler = VirtualTimeScheduler()
        let log = Log()
        _ = scheduler.scheduleAt(10) {
            log.entries.append("stop@\(scheduler.clock)")
            scheduler.stop()
            return Disposables.create()
        }
        _ = record(scheduler, log, "later", at: 20)
        scheduler.start()
        XCTAssertEqual(log.entries, ["stop@10"])
        XCTAssertTrue(scheduler.hasPendingWork)
        scheduler.start()
        XCTAssertEqual(log.entries, ["stop@10", "later@20"])
    }

    func testRelativeTimesAreRoundedToTicks() {
        let scheduler = VirtualTimeScheduler(resolution: 0.001)
        XCTAssertEqual(scheduler.ticks(for: .milliseconds(300)), 300)
        XCTAssertEqual(scheduler.ticks(for: .microseconds(2500)), 3, "2.5 ticks round up")
        XCTAssertEqual(TestScheduler(initialClock: 0).ticks(for: .milliseconds(2500)), 3, "RxTest: 2.5 s is 3 ticks")
        var ranAt: Int?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 1000)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 1))
    }

    func testNamedViewsShareTheClockAndLabelTheirWork() {
        let scheduler = VirtualTimeScheduler()
        let main = scheduler.view(named: "main")
        let background = scheduler.view(named: "background")
        var seen: [String] = []
        for (view, delay) in [(main, 20), (background, 10)] {
            _ = view.scheduleRelative((), dueTime: .seconds(delay)) { _ in
                seen.append("\(scheduler.runningLabel ?? "-")@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(seen, ["background@10", "main@20"])
        XCTAssertNil(scheduler.runningLabel, "no label between items")
        XCTAssertEqual(main.now, scheduler.now)
    }

    /// In virtual time, a periodic action is emulated by rescheduling itself each period.
    func testPeriodicWorkRepeatsUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        var periodic: Disposable?
        scheduler.scheduleAt(200) {
            periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(50), period: .seconds(100)) { count in
                ticks.append(scheduler.clock)
                return count + 1
            }
        }
        scheduler.scheduleAt(500) { periodic?.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, [250, 350, 450])
    }

    /// Found by the fuzzer: `timer(9372036854775807, period: 0)` trapped converting its seconds to ticks.
    func testTimesBeyondTheHorizonAreClampedInsteadOfTrapping() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, resolution: 0.001)
        XCTAssertEqual(scheduler.ticks(for: .seconds(9_372_036_854_775_807)), Int.max / 2)
        XCTAssertEqual(scheduler.ticks(for: .seconds(-9_000_000_000_000_000)), -(Int.max / 2))
        XCTAssertEqual(scheduler.ticks(for: .fromSeconds(.infinity)), Int.max / 2)
        XCTAssertEqual(scheduler.ticks(for: .milliseconds(1500)), 1500)
    }
}
