import XCTest

/// Foundation and Dispatch as guides use them, in virtual time.
final class FoundationTests: VirtualScriptTestCase {
    func testThreadSleepAtTheTopLevelMovesTheVirtualClockRunningWhatFallsDue() {
        let lines = trace(
            """
            after(1s) { print("one second") }
            Thread.sleep(forTimeInterval: 1.5)
            print("slept")
            just(1).subscribe()
            """)
        XCTAssertEqual(Array(lines.prefix(3)), ["one second", "slept", "#1 +1.500s main subscribed"])
    }

    func testATimerSourceFiresAfterItsDeadlineThenEveryPeriodUntilCancelled() {
        let lines = trace(
            """
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
            var fired = 0
            timer.schedule(deadline: .now() + 1, repeating: .milliseconds(500))
            timer.setEventHandler {
                fired += 1
                just(fired).subscribe()
                if fired == 3 { timer.cancel() }
            }
            timer.resume()
            """)
        XCTAssertEqual(
            lines.filter { $0.contains("next(") },
            ["#1 +1.000s background next(1)", "#2 +1.500s background next(2)", "#3 +2.000s background next(3)"])
    }

    func testSchedulerInitializersMapOntoTheRuntimesQueues() {
        let lines = trace(
            """
            of(1).observe(on: SerialDispatchQueueScheduler(qos: .default)).subscribe()
            of(2).observe(on: SerialDispatchQueueScheduler(internalSerialQueueName: "worker")).subscribe()
            of(3).observe(on: ConcurrentDispatchQueueScheduler(qos: .background)).subscribe()
            of(4).observe(on: OperationQueueScheduler(operationQueue: OperationQueue())).subscribe()
            """)
        XCTAssertEqual(
            lines.filter { $0.contains("next(") },
            [
                "#1 +0.000s rx.global_dispatch_queue.serial next(1)", "#2 +0.000s worker next(2)",
                "#3 +0.000s background next(3)", "#4 +0.000s background next(4)",
            ])
    }

    func testModulePrefixesAndResourcesTotal() {
        XCTAssertEqual(
            run(
                """
                let xs = RxSwift.Observable.of(1, 2)
                let relay = RxRelay.BehaviorRelay(value: 1)
                print(xs, relay.value, Resources.total >= 0)
                """), "Observable(of) 1 true\n")
    }
}
