import XCTest
import RxCore
import RxTest

/// `integers(from:count:named:element:)` is `range` with each integer made into an element: the same events, the
/// same interleaving on the trampoline, and the same scheduling on other schedulers.
final class IntegersTests: RxTestCase {
    func testOnTheTrampolineItInterleavesAsRangeDoes() {
        func run(_ first: Observable<String>) -> [String] {
            var seen: [String] = []
            _ = Observable.merge(first, Observable.range(start: 10, count: 2).map { "\($0)" })
                .subscribe(onNext: { seen.append($0) }, onCompleted: { seen.append("|") })
            return seen
        }
        let mapped = run(Observable<String>.integers(from: 1, count: 3, named: "range") { "\($0)" })
        let reference = run(Observable.range(start: 1, count: 3).map { "\($0)" })
        XCTAssertEqual(mapped, reference)
        XCTAssertEqual(mapped, ["1", "10", "2", "11", "3", "|"])
    }

    func testOnAnotherSchedulerItSchedulesEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.integers(from: 5, count: 3, named: "range", scheduler: scheduler) { $0 * 2 }
        }
        XCTAssertEvents(res.events, [next(201, 10), next(202, 12), next(203, 14), completed(204)])
    }

    func testItStopsAtIntMaxAndWhenDisposed() {
        var seen: [Int] = []
        _ = Observable<Int>.integers(from: .max - 1, count: 2, named: "range") { $0 }
            .subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen, [.max - 1, .max])
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable<Int>.integers(from: 0, count: 10, named: "range", scheduler: scheduler) { $0 }
        }
        XCTAssertEvents(res.events, [next(201, 0), next(202, 1)])
        var events: [String] = []
        _ = Observable<Int>.integers(from: 0, count: 0, named: "range") { $0 }
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })
        XCTAssertEqual(events, ["|"])
    }
}
