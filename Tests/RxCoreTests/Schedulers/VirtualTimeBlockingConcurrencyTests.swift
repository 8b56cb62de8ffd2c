import XCTest
import RxCore

/// `VirtualTimeScheduler.block`: a simulated thread that blocks lets the others run at their due times, while its
/// own queue's work waits, in order, until it returns. Blocked threads park OS threads (so this runs under the
/// thread sanitizer too).
final class VirtualTimeBlockingConcurrencyTests: RxTestCase {
    private final class Log {
        var entries: [String] = []
    }

    private func record(_ scheduler: VirtualTimeScheduler, _ log: Log, _ name: String, label: String, at time: Int) {
        scheduler.scheduleAt(time, label: label) {
            log.entries.append("\(name)@\(scheduler.clock)")
            return Disposables.create()
        }
    }

    func testASleepingThreadLetsOthersRunAndHoldsItsOwnWork() {
        let scheduler = VirtualTimeScheduler()
        let log = Log()
        scheduler.scheduleAt(0, label: "worker") {
            log.entries.append("sleep@\(scheduler.clock)")
            XCTAssertEqual(scheduler.block(holding: ["worker"], until: 100), .deadline)
            log.entries.append("woke@\(scheduler.clock)")
            return Disposables.create()
        }
        record(scheduler, log, "main", label: "main", at: 30)
        record(scheduler, log, "worker-next", label: "worker", at: 40)
        record(scheduler, log, "late", label: "main", at: 150)
        scheduler.start()
        XCTAssertEqual(log.entries, ["sleep@0", "main@30", "woke@100", "worker-next@100", "late@150"])
    }

    func testABlockEndsWhenSatisfiedOrIdle() {
        let scheduler = VirtualTimeScheduler()
        var done = false
        scheduler.scheduleAt(50, label: "background") {
            done = true
            return Disposables.create()
        }
        XCTAssertEqual(scheduler.block(holding: [nil, "main"], until: nil) { done }, .satisfied)
        XCTAssertEqual(scheduler.clock, 50)
        record(scheduler, Log(), "held", label: "main", at: 60)
        XCTAssertEqual(scheduler.block(holding: [nil, "main"], until: nil) { false }, .idle)
        XCTAssertEqual(scheduler.clock, 50, "an idle block leaves the clock where it was")
        XCTAssertTrue(scheduler.hasPendingWork, "the held work is back in the queue")
        scheduler.start()
    }

    func testABlockInsideAnotherBlockHoldsBothThreadsAndEachWakesAtItsDeadline() {
        let scheduler = VirtualTimeScheduler()
        let log = Log()
        scheduler.scheduleAt(0, label: "a") {
            scheduler.block(holding: ["a"], until: 100)
            log.entries.append("a woke@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.scheduleAt(10, label: "b") {
            scheduler.block(holding: ["b"], until: 50)
            log.entries.append("b woke@\(scheduler.clock)")
            return Disposables.create()
        }
        record(scheduler, log, "a-next", label: "a", at: 20)
        record(scheduler, log, "c", label: "c", at: 30)
        record(scheduler, log, "end", label: "c", at: 200)
        scheduler.start()
        XCTAssertEqual(log.entries, ["c@30", "b woke@50", "a woke@100", "a-next@100", "end@200"])
    }

    func testParkedThreadsWakeIndependentlyOfTheOrderTheyBlockedIn() {
        let scheduler = VirtualTimeScheduler()
        let log = Log()
        for (name, time, ticks) in [("long", 0, 200), ("short", 0, 100)] {
            scheduler.scheduleAt(time, label: "background") {
                scheduler.block(holding: [], until: scheduler.clock + ticks)
                log.entries.append("\(name) woke@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        var done = false
        scheduler.scheduleAt(150, label: "main") {
            log.entries.append("main@\(scheduler.clock)")
            return Disposables.create()
        }
        scheduler.scheduleAt(300, label: "background") {
            done = true
            return Disposables.create()
        }
        XCTAssertEqual(scheduler.block(holding: [nil, "main"], until: nil) { done }, .satisfied)
        XCTAssertEqual(log.entries, ["short woke@100", "long woke@200"], "main's own work waits for main")
        scheduler.start()
        XCTAssertEqual(log.entries, ["short woke@100", "long woke@200", "main@300"])
    }
}
