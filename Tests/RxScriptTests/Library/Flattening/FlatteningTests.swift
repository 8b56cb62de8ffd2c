import XCTest
@testable import RxScript

final class FlatteningTests: VirtualScriptTestCase {
    /// The outer `210:1 250:2 260:3 400:4 500:|` and inner `timer(30).map { v * 10 }` of
    /// docs/rxswift-semantics.md §12.
    private let timeline = """
        func later(_ value: Int, _ delay: Int) -> Observable {
            return create { o in after(.milliseconds(delay)) { o.onNext(value); o.onCompleted() } }
        }
        let outer = PublishSubject()
        after(210ms) { outer.onNext(1) }
        after(250ms) { outer.onNext(2) }
        after(260ms) { outer.onNext(3) }
        after(400ms) { outer.onNext(4) }
        after(500ms) { outer.onCompleted() }
        let inner = { v in later(v * 10, 30) }

        """

    private func elements(_ operatorCall: String) -> [String] {
        trace(timeline + "outer.\(operatorCall).subscribe()").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 4, parts[3] != "subscribed", parts[3] != "disposed" else { return nil }
            return "\(parts[1].dropFirst(3).dropLast()):\(parts[3])"
        }
    }

    func testFlatMapRunsEveryInner() {
        XCTAssertEqual(
            elements("flatMap(inner)"),
            [
                "240:next(10)", "280:next(20)", "290:next(30)", "430:next(40)",
                "500:completed",
            ])
    }

    func testFlatMapLatestCancelsThePreviousInner() {
        XCTAssertEqual(
            elements("flatMapLatest(inner)"), ["240:next(10)", "290:next(30)", "430:next(40)", "500:completed"])
        XCTAssertEqual(
            elements("map(inner).switchLatest()"),
            [
                "240:next(10)", "290:next(30)", "430:next(40)",
                "500:completed",
            ])
    }

    func testConcatMapQueuesInners() {
        XCTAssertEqual(
            elements("concatMap(inner)"),
            [
                "240:next(10)", "280:next(20)", "310:next(30)", "430:next(40)",
                "500:completed",
            ])
        XCTAssertEqual(
            elements("map(inner).concat()"),
            [
                "240:next(10)", "280:next(20)", "310:next(30)",
                "430:next(40)", "500:completed",
            ])
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
        XCTAssertEqual(
            elements("flatMapFirst(inner)"), ["240:next(10)", "280:next(20)", "430:next(40)", "500:completed"])
    }

    func testMergeOnAnObservableOfObservables() {
        XCTAssertEqual(
            elements("map(inner).merge()"),
            [
                "240:next(10)", "280:next(20)", "290:next(30)", "430:next(40)",
                "500:completed",
            ])
        XCTAssertEqual(
            elements("map(inner).merge(maxConcurrent: 1)"),
            [
                "240:next(10)", "280:next(20)", "310:next(30)",
                "430:next(40)", "500:completed",
            ])
    }

    func testClosureResultsMustBeObservables() {
        XCTAssertEqual(
            trace(
                """
                of(1, 2).flatMap { $0 * 2 }.subscribe()
                of(1).flatMapLatest { x in just(x).map { $0 / 0 } }.subscribe()
                of(1, 2).merge().subscribe()
                of(1).concatMap { _ in "x" }.subscribe()
                """),
            [
                "#1 +0.000s main subscribed",
                "#1 +0.000s main error(the closure passed to 'flatMap' must return an Observable, got 'Int' at test.rx:1:18)",
                "Unhandled error happened: the closure passed to 'flatMap' must return an Observable, got 'Int' at test.rx:1:18",
                "#1 +0.000s main disposed",
                "#2 +0.000s main subscribed",
                "#2 +0.000s main error(division by zero; check the divisor before dividing at test.rx:2:45)",
                "Unhandled error happened: division by zero; check the divisor before dividing at test.rx:2:45",
                "#2 +0.000s main disposed",
                "#3 +0.000s main subscribed",
                "#3 +0.000s main error('merge()' needs an observable of observables, got an element of type 'Int'; "
                    + "use flatMap to make one at test.rx:3:1)",
                "Unhandled error happened: 'merge()' needs an observable of observables, got an element of type 'Int'; "
                    + "use flatMap to make one at test.rx:3:1",
                "#3 +0.000s main disposed",
                "#4 +0.000s main subscribed",
                "#4 +0.000s main error(the closure passed to 'concatMap' must return an Observable, got 'String' at test.rx:4:17)",
                "Unhandled error happened: the closure passed to 'concatMap' must return an Observable, got 'String' at test.rx:4:17",
                "#4 +0.000s main disposed",
            ])
    }

    func testStageTraceOfMergeShowsNoAdapterStage() {
        let lines = trace("trace(.stages)\nof(just(1)).merge().subscribe()")
        XCTAssertEqual(
            lines.map { $0.split(separator: " ").dropFirst(3).joined(separator: " ") },
            [
                "subscribe subscribed",
                "merge subscribed",
                "of subscribed",
                "of next(Observable(just))",
                "just subscribed",
                "just next(1)",
                "merge next(1)",
                "subscribe next(1)",
                "just completed",
                "just disposed",
                "of completed",
                // Like RxSwift's merge, the outer subscription is released before the completion goes on.
                "of disposed",
                "merge completed",
                "subscribe completed",
                "subscribe disposed",
                "merge disposed",
            ])
    }
}
