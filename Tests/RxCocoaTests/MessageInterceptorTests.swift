import RxCocoa
import RxCore
import XCTest

/// RxCocoa's `sentMessage` / `methodInvoked` / `deallocating` / `deallocated` (NSObject+Rx, SentMessageTest).
final class MessageInterceptorTests: XCTestCase {
    private let greet = Selector(baseName: "greet", labels: [nil])

    func testSentMessageComesBeforeTheBodyAndMethodInvokedAfter() {
        let interceptor = MessageInterceptor<String>()
        var stages: [String] = []
        let sent = interceptor.sentMessage(greet).subscribe(onNext: { stages.append("sent \($0)") })
        let invoked = interceptor.methodInvoked(greet).subscribe(onNext: { stages.append("invoked \($0)") })
        interceptor.intercept(greet, arguments: ["Ann"]) { stages.append("body") }
        XCTAssertEqual(stages, ["sent [\"Ann\"]", "body", "invoked [\"Ann\"]"])
        sent.dispose()
        invoked.dispose()
    }

    func testSubjectsHavePublishBehaviourAndCompleteWhenTheObjectGoesAway() {
        let interceptor = MessageInterceptor<Int>()
        XCTAssertFalse(interceptor.intercepts(greet))
        interceptor.intercept(greet, arguments: [1]) {}
        var seen: [[Int]] = []
        var completed = false
        _ = interceptor.methodInvoked(greet).subscribe(onNext: { seen.append($0) }, onCompleted: { completed = true })
        XCTAssertTrue(interceptor.intercepts(greet))
        interceptor.intercept(greet, arguments: [2]) {}
        interceptor.endDeallocation()
        XCTAssertEqual(seen, [[2]])
        XCTAssertTrue(completed)
    }

    func testAThrowingBodySendsNoMethodInvoked() {
        struct Failure: Error {}
        let interceptor = MessageInterceptor<Int>()
        var events: [String] = []
        _ = interceptor.sentMessage(greet).subscribe(onNext: { _ in events.append("sent") })
        _ = interceptor.methodInvoked(greet).subscribe(onNext: { _ in events.append("invoked") })
        XCTAssertThrowsError(try interceptor.intercept(greet, arguments: []) { throw Failure() })
        XCTAssertEqual(events, ["sent"])
    }

    func testDeallocatingAndDeallocatedReplayToLateSubscribers() {
        let interceptor = MessageInterceptor<Int>()
        var events: [String] = []
        _ = interceptor.deallocating.subscribe(
            onNext: { events.append("deallocating") }, onCompleted: { events.append("deallocating done") })
        interceptor.beginDeallocation()
        events.append("deinit")
        interceptor.endDeallocation()
        _ = interceptor.deallocated.subscribe(
            onNext: { events.append("deallocated") }, onCompleted: { events.append("deallocated done") })
        XCTAssertEqual(events, ["deallocating", "deinit", "deallocating done", "deallocated", "deallocated done"])
    }

    func testTheDeallocSelectorIsAnsweredFromDeallocation() {
        let interceptor = MessageInterceptor<Int>()
        var events: [String] = []
        _ = interceptor.sentMessage(MessageInterceptor<Int>.dealloc).subscribe(onNext: { events.append("sent \($0)") })
        _ = interceptor.methodInvoked(MessageInterceptor<Int>.dealloc).subscribe(
            onNext: { events.append("invoked \($0)") })
        interceptor.beginDeallocation()
        interceptor.endDeallocation()
        XCTAssertEqual(events, ["sent []", "invoked []"])
    }

    func testASubjectMadeAfterTheObjectWentAwayIsCompleted() {
        let interceptor = MessageInterceptor<Int>()
        interceptor.endDeallocation()
        var completed = false
        _ = interceptor.methodInvoked(greet).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }
}
