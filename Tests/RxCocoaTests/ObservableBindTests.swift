import RxCocoa
import RxCore
import XCTest

/// `bind(to:)` for observers, as RxCocoa has it: every event reaches each observer, errors included.
final class ObservableBindTests: XCTestCase {
    private struct TestError: Error, Equatable {}

    /// An observer that keeps what it was sent, as text.
    private final class Recorder<Element>: ObserverType {
        var events: [String] = []

        func on(_ event: Event<Element>) {
            switch event {
            case .next(let element): events.append("next(\(element))")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
    }

    func testEveryEventReachesEachObserverErrorsIncluded() {
        let first = Recorder<Int>(), second = Recorder<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(TestError())
            return Disposables.create()
        }
        _ = source.bind(to: first, second)
        XCTAssertEqual(first.events, ["next(1)", "next(2)", "error"])
        XCTAssertEqual(second.events, ["next(1)", "next(2)", "error"])
    }

    func testAnObserverOfOptionalsTakesTheElementsWrapped() {
        let optional = Recorder<Int?>()
        _ = Observable.just(3).bind(to: optional)
        XCTAssertEqual(optional.events, ["next(Optional(3))", "completed"])
    }
}
