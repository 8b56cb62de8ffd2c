import XCTest
@testable import RxScript

/// `DispatchGroup` and `DispatchSemaphore` on real threads: in real time, and on the virtual clock, where blocked
/// simulated threads park OS threads (run under the thread sanitizer too).
final class DispatchConcurrencyTests: XCTestCase {
    func testRealTimeGroupAndSemaphoreAreDispatchsOwn() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.run(
            source: """
                let group = DispatchGroup()
                let semaphore = DispatchSemaphore(value: 0)
                var total = 0
                let adder = DispatchQueue(label: "adder")
                for i in 1...3 {
                    adder.async(group: group) { total += i }
                }
                group.wait()
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { semaphore.signal() }
                semaphore.wait()
                print(total, semaphore.wait(timeout: .now() + .milliseconds(10)))
                """, name: "real.rx")
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(output.text, "6 timedOut\n")
    }

    func testVirtualClockWaitsAndSleepsHandOverBetweenOSThreads() {
        let harness = VirtualTimeHarness()
        let output = harness.run(
            """
            let group = DispatchGroup()
            let semaphore = DispatchSemaphore(value: 0)
            var log: [String] = []
            for (name, seconds) in [("slow", 0.2), ("fast", 0.1)] {
                DispatchQueue.global().async(group: group) {
                    Thread.sleep(forTimeInterval: seconds)
                    log.append(name)
                    semaphore.signal()
                }
            }
            DispatchQueue(label: "waiter").async(group: group) {
                semaphore.wait()
                semaphore.wait()
                log.append("both signalled")
            }
            group.wait()
            print(log)
            """)
        XCTAssertEqual(output, "[\"fast\", \"slow\", \"both signalled\"]")
    }
}
