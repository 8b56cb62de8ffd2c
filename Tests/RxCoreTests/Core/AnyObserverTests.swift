import RxCore
import XCTest

/// `AnyObserver` hands elements to the observer it wraps through that observer's own `onNext`, without building an
/// `Event`, and `create`'s observer keeps RxSwift's rules on that path.
final class AnyObserverTests: XCTestCase {
    /// Records which entry point each notification came through.
    private final class EntryRecorder: ObserverType {
        var calls: [String] = []
        func on(_ event: Event<Int>) { calls.append("on(\(event))") }
        func onNext(_ element: Int) { calls.append("onNext(\(element))") }
    }

    func testElementsReachTheWrappedObserversOnNext() {
        let recorder = EntryRecorder()
        let observer = AnyObserver(recorder)
        observer.onNext(1)
        observer.on(.next(2))
        observer.onCompleted()
        XCTAssertEqual(recorder.calls, ["onNext(1)", "on(next(2))", "on(completed)"])
    }

    func testAnEventHandlerGetsElementsAsNextEvents() {
        var events: [String] = []
        let observer = AnyObserver<Int> { events.append("\($0)") }
        observer.onNext(1)
        observer.onError(TestError.first)
        XCTAssertEqual(events, ["next(1)", "error(first)"])
    }

    func testCreateDropsElementsSentAfterTheTerminalEvent() {
        var events: [String] = []
        var disposed = false
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError.first)
            return Disposables.create { disposed = true }
        }
        .map { $0 * 10 }
        .subscribe(
            onNext: { events.append("next(\($0))") }, onError: { events.append("error(\($0))") },
            onCompleted: { events.append("completed") })
        XCTAssertEqual(events, ["next(10)", "completed"])
        XCTAssertTrue(disposed)
    }

    func testCreateDropsElementsSentAfterDisposal() {
        var events: [Int] = []
        var send: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            send = observer
            return Disposables.create()
        }
        .subscribe(onNext: { events.append($0) })
        send?.onNext(1)
        subscription.dispose()
        send?.onNext(2)
        XCTAssertEqual(events, [1])
    }
}

private enum TestError: Error { case first }
