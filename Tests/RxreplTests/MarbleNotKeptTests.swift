import XCTest
import RxTrace
@testable import rxrepl

/// `:marbles` says how many of a subscription's oldest events were not kept, and nothing when all were.
final class MarbleNotKeptTests: XCTestCase {
    func testTheDrawingSaysHowManyEarlierEventsWereNotKept() {
        let moments = [TracedSubscription.Recorded(time: 1, kind: .next, value: "7")]
        let cut = SubscriptionRecord(
            id: 1, expression: "interval(1ms)", startedAt: 0, now: 2, isFinished: false, moments: moments,
            earlierMomentsNotKept: 437_500)
        XCTAssertEqual(
            MarbleLaneDrawing.lines(of: cut, frameSeconds: 0.1).last,
            "   … 437,500 earlier events not kept (a subscription keeps its latest 5,000)")
        let whole = SubscriptionRecord(
            id: 1, expression: "of(7)", startedAt: 0, now: 2, isFinished: true, moments: moments)
        XCTAssertFalse(MarbleLaneDrawing.lines(of: whole, frameSeconds: 0.1).contains { $0.contains("not kept") })
    }
}
