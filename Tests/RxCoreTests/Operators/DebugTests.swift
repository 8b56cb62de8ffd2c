import Foundation
import XCTest
import RxCore
import RxTest

final class DebugTests: RxTestCase {
    /// Lines written by `debug`, timestamps replaced by `T` unless a test installs its own stamp.
    private var lines: [String] = []

    override func setUp() {
        super.setUp()
        lines = []
        DebugOutput.write = { [unowned self] line in self.lines.append(line) }
        DebugOutput.timestamp = { _ in "T" }
    }

    override func tearDown() {
        DebugOutput.reset()
        super.tearDown()
    }

    // MARK: - Corpus cases (expected outputs recorded from RxSwift)

    /// Corpus case `Observable+DebugTests.swift:testDebug_Completed`.
    func testDebug_Completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 0), completed(600)])
        let res = scheduler.start { () -> Observable<Int> in xs.debug() }
        XCTAssertEvents(res.events, [next(210, 0), completed(600)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 600)])
    }

    // MARK: - Edge cases

    func testDebug_Lifecycle() {
        _ = Observable.just(1).debug("just").subscribe()
        XCTAssertEqual(
            lines,
            [
                "T: just -> subscribed",
                "T: just -> Event next(1)",
                "T: just -> Event completed",
                "T: just -> isDisposed",
            ])
    }

    func testDebug_DefaultTimestampIsLocalTimeWithMilliseconds() {
        DebugOutput.reset()
        DebugOutput.write = { [unowned self] line in self.lines.append(line) }
        let date = Date(timeIntervalSince1970: 1_234_567_890.25)
        DebugOutput.clock = { date }
        Observable<Int>.never().debug("n").subscribe().dispose()
        let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let expected = String(
            format: "%04d-%02d-%02d %02d:%02d:%02d.250", parts.year!, parts.month!, parts.day!,
            parts.hour!, parts.minute!, parts.second!)
        XCTAssertEqual(lines, ["\(expected): n -> subscribed", "\(expected): n -> isDisposed"])
        XCTAssertEqual(DebugOutput.localTimestamp(date), expected)
    }

    func testDebug_ChainOrderAtCompletion() {
        let subscription = Observable.of(1).debug("a").map { $0 * 10 }.debug("b").subscribe(
            onNext: { [unowned self] in self.lines.append("onNext \($0)") },
            onCompleted: { [unowned self] in self.lines.append("onCompleted") },
            onDisposed: { [unowned self] in self.lines.append("onDisposed") })
        subscription.dispose()
        XCTAssertEqual(
            lines,
            [
                "T: b -> subscribed",
                "T: a -> subscribed",
                "T: a -> Event next(1)",
                "T: b -> Event next(10)",
                "onNext 10",
                "T: a -> Event completed",
                "T: b -> Event completed",
                "onCompleted",
                "onDisposed",
                "T: b -> isDisposed",
                "T: a -> isDisposed",
            ])
    }

    func testDebug_ChainOrderAtExplicitDispose() {
        let subscription = Observable<Int>.never().debug("a").debug("b").subscribe(
            onDisposed: { [unowned self] in self.lines.append("onDisposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(
            lines,
            [
                "T: b -> subscribed",
                "T: a -> subscribed",
                "T: b -> isDisposed",
                "T: a -> isDisposed",
                "onDisposed",
            ])
    }

    func testDebug_SubscribedIsLoggedBeforeSubscribingUpstream() {
        let source = Observable<Int>.create { [unowned self] _ in
            self.lines.append("create subscribed")
            return Disposables.create()
        }
        source.debug("x").subscribe().dispose()
        XCTAssertEqual(lines, ["T: x -> subscribed", "create subscribed", "T: x -> isDisposed"])
    }

    func testDebug_Error() {
        _ = Observable<Int>.error(testError).debug("err").subscribe(onError: { _ in })
        XCTAssertEqual(lines, ["T: err -> subscribed", "T: err -> Event error(testError)", "T: err -> isDisposed"])
    }

    func testDebug_DestinationReplacesTheGlobalOutput() {
        var own: [String] = []
        let destination = DebugDestination(
            write: { own.append($0) }, clock: { Date(timeIntervalSince1970: 2) },
            timestamp: { "t=\($0.timeIntervalSince1970)" })
        _ = Observable.of(1).debug("own", destination: destination).debug("global").subscribe()
        XCTAssertEqual(
            own,
            [
                "t=2.0: own -> subscribed", "t=2.0: own -> Event next(1)", "t=2.0: own -> Event completed",
                "t=2.0: own -> isDisposed",
            ])
        XCTAssertEqual(
            lines,
            [
                "T: global -> subscribed", "T: global -> Event next(1)", "T: global -> Event completed",
                "T: global -> isDisposed",
            ])
    }

    func testDebug_StringsAreUnquoted() {
        _ = Observable.just("hi").debug("s").subscribe()
        XCTAssertEqual(lines[1], "T: s -> Event next(hi)")
    }

    func testDebug_TrimOutput() {
        let long = String(repeating: "y", count: 50)
        _ = Observable.just(long).debug("trim", trimOutput: true).subscribe()
        _ = Observable.just(long).debug("full").subscribe()
        let exactly40 = String(repeating: "y", count: 34)
        _ = Observable.just(exactly40).debug("forty", trimOutput: true).subscribe()
        XCTAssertEqual(lines[1], "T: trim -> Event next(yyyyyyyyyyyyyyy...yyyyyyyyyyyyyyyyyyy)")
        XCTAssertEqual(lines[5], "T: full -> Event next(\(long))")
        XCTAssertEqual(lines[9], "T: forty -> Event next(\(exactly40))")
    }

    func testDebug_DefaultIdentifierIsTheCallSite() {
        let (observable, line) = (Observable.just(1).debug(), #line)
        _ = observable.subscribe()
        let identifier = "DebugTests.swift:\(line) (testDebug_DefaultIdentifierIsTheCallSite())"
        XCTAssertEqual(lines.first, "T: \(identifier) -> subscribed")
    }

    func testDebug_IsDisposedPrecedesCreateDisposeAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable<Int>.create { [unowned self] observer in
            let scheduled = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                observer.onCompleted()
                return Disposables.create()
            }
            return Disposables.create { [unowned self] in
                scheduled.dispose()
                self.lines.append("create disposed")
            }
        }
        _ = scheduler.start { source.debug("create") }
        XCTAssertEqual(
            lines,
            [
                "T: create -> subscribed",
                "T: create -> Event completed",
                "T: create -> isDisposed",
                "create disposed",
            ])
    }

    func testDebug_VirtualTimeStamps() {
        let scheduler = TestScheduler(initialClock: 0)
        DebugOutput.clock = { scheduler.now }
        DebugOutput.timestamp = { "t=\(Int($0.timeIntervalSince1970))" }
        let xs = scheduler.createHotObservable([next(210, 1), completed(250)])
        _ = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(
            lines,
            [
                "t=200: xs -> subscribed",
                "t=210: xs -> Event next(1)",
                "t=250: xs -> Event completed",
                "t=250: xs -> isDisposed",
            ])
    }
}
