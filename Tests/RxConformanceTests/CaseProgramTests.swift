import XCTest
@testable import RxConformance

final class CaseProgramTests: XCTestCase {
    private func decode(_ json: String) throws -> ConformanceCase {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return try ConformanceCase(json: object)
    }

    func testStartModeProgramUsesRxTestVocabularyAndChecksEventsLogsAndSideEffects() throws {
        let testCase = try decode(
            """
            {"id": "x:testAmb", "mode": "start", "operator": "flatMap", "expression": "xs.flatMap { $0 }",
             "params": {}, "sources": [
               {"name": "xs#0", "kind": "cold", "events": [[10, "next", "a"], [20, "completed"]]},
               {"name": "xs", "kind": "hot", "events": [[210, "next", {"observable": "xs#0"}], [300, "error", "testError"]]}],
             "setup": ["var invoked = 0"], "created_at": 100, "subscribe_at": 200, "dispose_at": 1000,
             "expected": [[220, "next", "a"], [300, "error", "testError"]],
             "expected_subscriptions": {"xs": [[200, 300]], "xs#0": [[210, null]]},
             "expected_side_effects": [["invoked", 0]]}
            """)
        let program = CaseProgram(testCase)
        XCTAssertEqual(
            program.source,
            """
            let scheduler = TestScheduler(initialClock: 0)
            let xs_0 = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
            let xs = scheduler.createHotObservable([.next(210, xs_0), .error(300, testError)])
            var invoked = 0
            let res = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { xs.flatMap { $0 } }

            """)
        XCTAssertEqual(
            program.checks.map(\.expression),
            ["res.events", "xs.subscriptions", "xs_0.subscriptions", "invoked ?? nil"])
        XCTAssertEqual(
            program.checks.map(\.expected),
            [
                #"[next(220, "a"), error(300, testError)]"#, "[(200, 300)]", "[(210, Infinity)]", "0",
            ])
    }

    func testScriptModeSchedulesActionsInListOrder() throws {
        let testCase = try decode(
            """
            {"id": "generated:PublishRelay_accept", "mode": "script", "operator": "PublishRelay", "expression": "relay",
             "params": {}, "sources": [], "setup": ["let relay = PublishRelay<Int>()"],
             "observers": [{"name": "o1", "element_type": "Int"}], "declarations": {"d1": "Disposable"},
             "actions": [{"at": 205, "action": "raw", "swift": "relay.accept(1)"},
                         {"at": 210, "action": "subscribe", "handle": "d1", "target": "relay", "observer": "o1"},
                         {"at": 260, "action": "dispose", "handle": "d1"}],
             "subscribe_at": 210, "dispose_at": 260, "expected": [], "expected_observers": {"o1": [[220, "next", 2]]},
             "expected_subscriptions": {}}
            """)
        let program = CaseProgram(testCase)
        XCTAssertEqual(
            program.source,
            """
            let scheduler = TestScheduler(initialClock: 0)
            let relay = PublishRelay<Int>()
            let o1 = scheduler.createObserver(Int.self)
            var d1: Disposable! = nil
            scheduler.scheduleAt(205) { relay.accept(1) }
            scheduler.scheduleAt(210) { d1 = relay.subscribe(o1) }
            scheduler.scheduleAt(260) { d1.dispose() }
            scheduler.start()

            """)
        XCTAssertEqual(program.checks.map(\.expected), ["[next(220, 2)]"])
    }

    func testPrintedEventsParseBackForMarbles() {
        let parsed = RecordedText.parseEvents(
            #"[next(210, "a, b"), next(220, [1, 2]), error(230, testError), completed(240)]"#)
        XCTAssertEqual(parsed?.map(\.time), [210, 220, 230, 240])
        XCTAssertEqual(parsed?.map(\.kind), ["next", "next", "error", "completed"])
        XCTAssertEqual(parsed?.map(\.value), [#""a, b""#, "[1, 2]", "testError", nil])
    }

    func testRunnerReportsDifferencesSideBySideAndSummarizes() throws {
        struct FakeEngine: ConformanceEngine {
            func run(program: String, name: String) throws {}
            func describe(_ expression: String) throws -> String {
                expression == "res.events" ? "[next(210, 1), completed(240)]" : "[(200, 240)]"
            }
        }
        let testCase = try decode(
            """
            {"id": "c", "mode": "start", "operator": "map", "expression": "xs", "params": {},
             "sources": [{"name": "xs", "kind": "hot", "events": []}], "subscribe_at": 200, "dispose_at": 1000,
             "expected": [[210, "next", 1], [230, "completed"]], "expected_subscriptions": {"xs": [[200, 240]]}}
            """)
        let results = ConformanceRunner(cases: [testCase], makeEngine: { FakeEngine() }).run()
        XCTAssertEqual(results.first?.status, .failed)
        XCTAssertEqual(
            results.first?.details,
            [
                "events      expected  [next(210, 1), completed(230)]",
                "            actual    [next(210, 1), completed(240)]",
                "            marbles from 200, 10 ticks per character:",
                "            expected  -1-|",
                "            actual    -1--|",
            ])
        XCTAssertEqual(ConformanceRunner.summary(results), "0 passed, 1 failed")
    }

    func testMarbleLinesOfADifferenceShareOneLegend() throws {
        struct FakeEngine: ConformanceEngine {
            func run(program: String, name: String) throws {}
            func describe(_ expression: String) throws -> String { "[next(220, 10), completed(240)]" }
        }
        let testCase = try decode(
            """
            {"id": "c", "mode": "start", "operator": "amb", "expression": "xs", "params": {},
             "sources": [], "subscribe_at": 200, "dispose_at": 1000,
             "expected": [[205, "next", 99], [220, "next", 10], [240, "completed"]]}
            """)
        let results = ConformanceRunner(cases: [testCase], makeEngine: { FakeEngine() }).run()
        XCTAssertEqual(
            results.first?.details,
            [
                "events      expected  [next(205, 99), next(220, 10), completed(240)]",
                "            actual    [next(220, 10), completed(240)]",
                "            marbles from 200, 5 ticks per character (a = 99, b = 10):",
                "            expected  -a--b---|",
                "            actual    ----b---|",
            ])
    }

    func testPublicCorpusDecodesCompletely() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/rxswift-public.json").standardizedFileURL.path
        let cases = try loadConformanceCases(path: path)
        XCTAssertEqual(cases.count, 503)
        XCTAssertEqual(cases.filter { $0.mode == "script" }.count, 48)
        XCTAssertTrue(cases.allSatisfy { !CaseProgram($0).checks.isEmpty })
    }
}
