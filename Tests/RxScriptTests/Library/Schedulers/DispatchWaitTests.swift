import XCTest
@testable import RxScript

/// Blocking on the virtual clock: `Thread.sleep`, `DispatchGroup.wait` and `DispatchSemaphore.wait` block only the
/// simulated thread that calls them.
final class DispatchWaitTests: VirtualScriptTestCase {
    func testADebounceFedFromASleepingBackgroundBlockEmitsAsRxSwiftDoes() {
        let lines = trace(
            """
            let subject = PublishSubject<Int>()
            subject.debounce(.milliseconds(500), scheduler: MainScheduler.instance).subscribe()
            DispatchQueue.global().async {
                for (i, pause) in [0.1, 1, 0.1, 1, 0].enumerated() {
                    subject.onNext(i + 1)
                    Thread.sleep(forTimeInterval: pause)
                }
            }
            """)
        XCTAssertEqual(
            lines.filter { $0.contains("next(") },
            ["#1 +0.600s main next(2)", "#1 +1.700s main next(4)", "#1 +2.700s main next(5)"])
    }

    func testASleepInsideAnotherThreadsSleepIsDeterministic() {
        let script = """
            let start = Date()
            func stamp(_ text: String) { print(text, Int(Date().timeIntervalSince(start) * 1000 + 0.5)) }
            DispatchQueue(label: "a").async { stamp("a sleeps"); Thread.sleep(forTimeInterval: 1); stamp("a wakes") }
            DispatchQueue(label: "b").asyncAfter(deadline: .now() + 0.2) {
                stamp("b sleeps"); Thread.sleep(forTimeInterval: 0.3); stamp("b wakes")
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { stamp("main") }
            """
        let expected = "a sleeps 0\nb sleeps 200\nmain 400\nb wakes 500\na wakes 1000"
        XCTAssertEqual(VirtualTimeHarness().run(script), expected)
        XCTAssertEqual(VirtualTimeHarness().run(script), expected, "the same every run")
    }

    func testRequestsThatSleepFinishInTheirOwnTimeWhileMainWaits() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let group = DispatchGroup()
                let start = Date()
                func stamp(_ text: String) { print(text, Int(Date().timeIntervalSince(start) * 1000 + 0.5)) }
                for (name, seconds) in [("slow", 2.0), ("fast", 1.0)] {
                    group.enter()
                    DispatchQueue.global().async {
                        Thread.sleep(forTimeInterval: seconds)
                        stamp(name)
                        group.leave()
                    }
                }
                group.wait()
                stamp("all done")
                """), "fast 1000\nslow 2000\nall done 2000")
    }

    func testGroupWaitAndNotify() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let group = DispatchGroup()
                for delay in [0.3, 1.0] {
                    group.enter()
                    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { group.leave() }
                }
                group.notify(queue: .main) { print("notified", Date().timeIntervalSince1970 - 1767225600) }
                print(group.wait(timeout: .now() + 0.5), group.wait(timeout: .now() + 1))
                """), "timedOut success\nnotified 1.0")
    }

    func testAWaitNothingCanEndIsALocatedError() {
        let result = VirtualTimeHarness().execute("let s = DispatchSemaphore(value: 0)\ns.wait()")
        XCTAssertEqual(result.status, .runtimeError)
        XCTAssertEqual(result.diagnostics.first?.range?.line, 2)
        XCTAssertTrue(result.diagnostics.first?.message.contains("waits forever") == true)
    }
}
