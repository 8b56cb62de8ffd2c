import PTYHarness
import XCTest

/// `:doc` on a real terminal: the families, a page found by prefix, a misspelling, and running an example.
extension ReplTerminalTests {
    func testDocAloneListsTheFamilies() throws {
        let repl = try ReplTerminal(self, home: home, rows: 90)
        try repl.enter(":doc")
        try repl.expectText("Marbles and testing")
        XCTAssertTrue(
            repl.screen.lines.contains { $0.hasPrefix("Time ") && $0.contains("throttle debounce") },
            repl.dump())
    }

    func testDocFindsThrottleByPrefixWithItsLanes() throws {
        let repl = try ReplTerminal(self, home: home, rows: 60)
        try repl.enter(":doc thr")
        try repl.expectText("  throttle  -a---c---d|")
        XCTAssertTrue(repl.screen.text.contains(".throttle(_:latest:scheduler:)"), repl.dump())
        XCTAssertTrue(repl.screen.text.contains("latest: defaults to true"), repl.dump())
    }

    func testDocSuggestsTheNearNameForAMisspelling() throws {
        let repl = try start()
        try repl.enter(":doc thrtle")
        try repl.expectText("error: no documentation for 'thrtle'; did you mean 'throttle'")
        try repl.enter(":doc fla")
        try repl.expectText("'fla' could be 'flatMap'")
    }

    func testDocRunRunsTheExampleInThisSession() throws {
        let repl = try start()
        try repl.enter(":doc map --run")
        try repl.expectText("running the example of map")
        try repl.expect("the example's events, traced as #1") { screen in
            repl.traceLines(1, "next(30)", in: screen).count == 1
                && repl.traceLines(1, "completed", in: screen).count == 1
        }
        XCTAssertEqual(repl.traceLines(1, "next(10)").count, 1, repl.dump())
    }
}
