import XCTest
@testable import RxScript

final class CombiningTests: VirtualScriptTestCase {
    func testMergeInterleavesThroughTheTrampolineInEverySpelling() {
        XCTAssertEqual(
            trace(
                """
                merge(of(1, 2, 3), of(10, 20, 30)).subscribe(onNext: { print("a", $0) })
                Observable.merge([from([1, 2]), just(10)]).subscribe(onNext: { print("b", $0) })
                Observable<Int>.merge(just(1), just(2)).subscribe(onNext: { print("c", $0) })
                merge().subscribe(onCompleted: { print("d completed") })
                """
            ).filter { !$0.hasPrefix("#") },
            [
                "a 1", "a 10", "a 2", "a 20", "a 3", "a 30",
                "b 10", "b 1", "b 2",
                "c 1", "c 2",
                "d completed",
            ])
    }

    func testConcatSubscribesTheNextSourceWhenThePreviousCompletes() {
        let script = """
            func source(_ name: String) -> Observable {
                return create { o in
                    print("\\(name) subscribed")
                    return after(10ms) { o.onNext(name); o.onCompleted() }
                }
            }
            """
        for spelling in [
            "concat(source(\"a\"), source(\"b\"))", "Observable.concat([source(\"a\"), source(\"b\")])",
            "source(\"a\").concat(source(\"b\"))", "of(source(\"a\"), source(\"b\")).concat()",
            "of(source(\"a\"), source(\"b\")).merge(maxConcurrent: 1)",
        ] {
            XCTAssertEqual(
                trace(script + "\n\(spelling).subscribe()"),
                [
                    "#1 +0.000s main subscribed",
                    "a subscribed",
                    "#1 +0.010s main next(\"a\")",
                    "b subscribed",
                    "#1 +0.020s main next(\"b\")",
                    "#1 +0.020s main completed",
                    "#1 +0.020s main disposed",
                ], spelling)
        }
    }

    func testCombineLatestEmitsTuplesArraysOrTheSelectorsResult() {
        XCTAssertEqual(
            trace(
                """
                let letters = PublishSubject()
                let numbers = PublishSubject()
                Observable.combineLatest(letters, numbers).subscribe()
                Observable.combineLatest(letters, numbers) { l, n in "\\(l)\\(n)" }.subscribe()
                combineLatest([letters, numbers]).subscribe()
                combineLatest([letters, numbers], resultSelector: { $0.count }).subscribe()
                after(10ms) { letters.onNext("a") }
                after(20ms) { numbers.onNext(1) }
                after(30ms) { letters.onNext("b") }
                after(40ms) { letters.onCompleted() }
                after(50ms) { numbers.onNext(2) }
                after(60ms) { numbers.onCompleted() }
                """),
            [
                "#1 +0.000s main subscribed", "#2 +0.000s main subscribed",
                "#3 +0.000s main subscribed", "#4 +0.000s main subscribed",
                "#1 +0.020s main next((\"a\", 1))", "#2 +0.020s main next(\"a1\")",
                "#3 +0.020s main next([\"a\", 1])", "#4 +0.020s main next(2)",
                "#1 +0.030s main next((\"b\", 1))", "#2 +0.030s main next(\"b1\")",
                "#3 +0.030s main next([\"b\", 1])", "#4 +0.030s main next(2)",
                "#1 +0.050s main next((\"b\", 2))", "#2 +0.050s main next(\"b2\")",
                "#3 +0.050s main next([\"b\", 2])", "#4 +0.050s main next(2)",
                "#1 +0.060s main completed", "#1 +0.060s main disposed",
                "#2 +0.060s main completed", "#2 +0.060s main disposed",
                "#3 +0.060s main completed", "#3 +0.060s main disposed",
                "#4 +0.060s main completed", "#4 +0.060s main disposed",
            ])
    }

    func testCombineLatestFollowsRxSwiftTrampolineAndCompletionRules() {
        XCTAssertEqual(
            trace(
                """
                combineLatest(of(1, 2, 3), of(10, 20, 30)) { $0 + $1 }.subscribe(onNext: { print($0) })
                let e0 = PublishSubject()
                let e1 = PublishSubject()
                combineLatest(e0, e1).subscribe()
                after(210ms) { e0.onCompleted() }
                after(215ms) { e1.onNext(2) }
                after(220ms) { e1.onCompleted() }
                """
            ).filter { !$0.hasPrefix("#1") },
            [
                "11", "12", "22", "23", "33",
                "#2 +0.000s main subscribed",
                // e0 completed empty, so e1's element can never combine: the result completes then.
                "#2 +0.215s main completed",
                "#2 +0.215s main disposed",
            ])
    }

    func testCombineLatestAndZipTakeTwoToEightSources() {
        XCTAssertEqual(
            trace(
                """
                combineLatest(just(1), just(2), just(3), just(4), just(5), just(6), just(7), just(8)).subscribe(onNext: { print($0) })
                zip(just(1), just(2), just(3)) { a, b, c in a + b + c }.subscribe(onNext: { print($0) })
                Observable.zip(of(1, 2), of("a", "b")).subscribe(onNext: { print($0) })
                combineLatest(just(1)).subscribe()
                """
            ).filter { !$0.hasPrefix("#") },
            [
                "(1, 2, 3, 4, 5, 6, 7, 8)",
                "6",
                "(1, \"a\")",
                "(2, \"b\")",
                "test.rx:4:1: error: 'combineLatest' combines 2 to 8 sources, got 1; pass an array, as in "
                    + "combineLatest([a, b]), for any other number",
            ])
    }

    func testZipCompletesOnlyWhenEverySourceHasCompleted() {
        XCTAssertEqual(
            trace(
                """
                let xs = PublishSubject()
                let ys = PublishSubject()
                zip(xs, ys) { $0 + $1 }.subscribe()
                Observable.zip([xs, ys]).subscribe()
                after(210ms) { xs.onNext(1) }
                after(215ms) { xs.onCompleted() }
                after(220ms) { ys.onNext(5) }
                after(240ms) { ys.onNext(6) }
                after(400ms) { ys.onCompleted() }
                """),
            [
                "#1 +0.000s main subscribed",
                "#2 +0.000s main subscribed",
                "#1 +0.220s main next(6)",
                "#2 +0.220s main next([1, 5])",
                // RxSwift's collection zip completes once the only unfinished source emits with nothing to pair.
                "#2 +0.240s main completed",
                "#2 +0.240s main disposed",
                "#1 +0.400s main completed",
                "#1 +0.400s main disposed",
            ])
    }

    func testWithLatestFromDropsElementsBeforeTheOtherHasOne() {
        XCTAssertEqual(
            trace(
                """
                let source = PublishSubject()
                let other = PublishSubject()
                source.withLatestFrom(other).subscribe()
                source.withLatestFrom(other) { s, o in "\\(s)\\(o)" }.subscribe()
                source.withLatestFrom(other, resultSelector: { s, _ in s / 0 }).subscribe()
                after(10ms) { source.onNext(1) }
                after(20ms) { other.onNext("a") }
                after(30ms) { source.onNext(2) }
                after(40ms) { other.onCompleted() }
                after(50ms) { source.onNext(3) }
                after(60ms) { source.onCompleted() }
                """),
            [
                "#1 +0.000s main subscribed",
                "#2 +0.000s main subscribed",
                "#3 +0.000s main subscribed",
                "#1 +0.030s main next(\"a\")",
                "#2 +0.030s main next(\"2a\")",
                "#3 +0.030s main error(division by zero; check the divisor before dividing at test.rx:5:58)",
                "Unhandled error happened: division by zero; check the divisor before dividing at test.rx:5:58",
                "#3 +0.030s main disposed",
                "#1 +0.050s main next(\"a\")",
                "#2 +0.050s main next(\"3a\")",
                "#1 +0.060s main completed",
                "#1 +0.060s main disposed",
                "#2 +0.060s main completed",
                "#2 +0.060s main disposed",
            ])
    }

    func testTakeUntilAndSkipUntilInBothSpellings() {
        XCTAssertEqual(
            trace(
                """
                let source = PublishSubject()
                let stop = PublishSubject()
                source.take(until: stop).subscribe()
                source.takeUntil(stop).subscribe()
                source.skip(until: stop).subscribe()
                source.skipUntil(stop).subscribe()
                source.take(until: { $0 > 2 }).subscribe()
                after(10ms) { source.onNext(1) }
                after(20ms) { stop.onNext("stop") }
                after(30ms) { source.onNext(2) }
                after(40ms) { source.onNext(3) }
                after(50ms) { source.onCompleted() }
                """
            ).filter { !$0.contains("subscribed") },
            [
                "#1 +0.010s main next(1)",
                "#2 +0.010s main next(1)",
                "#5 +0.010s main next(1)",
                "#1 +0.020s main completed",
                "#1 +0.020s main disposed",
                "#2 +0.020s main completed",
                "#2 +0.020s main disposed",
                "#3 +0.030s main next(2)",
                "#4 +0.030s main next(2)",
                "#5 +0.030s main next(2)",
                "#3 +0.040s main next(3)",
                "#4 +0.040s main next(3)",
                "#5 +0.040s main completed",
                "#5 +0.040s main disposed",
                "#3 +0.050s main completed",
                "#3 +0.050s main disposed",
                "#4 +0.050s main completed",
                "#4 +0.050s main disposed",
            ])
    }

    func testSourcesMustBeObservables() {
        XCTAssertEqual(
            trace("merge(just(1), 2).subscribe()"),
            ["test.rx:1:7: error: source 2 of 'merge(_:...)' must be an Observable, got 'Int'"])
        XCTAssertEqual(
            trace("just(1).concat(2).subscribe()"),
            ["test.rx:1:16: error: argument 1 of 'concat(_:)' expects Observable, got 'Int'"])
    }
}
