import PTYHarness
import RxScript
import XCTest

@testable import rxrepl

/// The REPL commands that name things, on a pseudo-terminal: `:tap` traces the tap itself, a mistyped name gets the
/// near one suggested, `:subs --all` lists finished subscriptions, and `:help COMMAND` wraps as `:doc` does.
final class ReplCommandTerminalTests: XCTestCase {
    /// A trace line with no subscription id: the id column blank, then time and thread.
    private func isActionLine(_ line: String, _ text: String) -> Bool {
        line.hasPrefix("    ") && line.contains("s  main        " + text) && line.hasSuffix(text)
    }

    func testTapIsTracedAsALineOfItsOwnBeforeWhatItSetsOff() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), arguments: ["--virtual-time"])
        try repl.enter("let go = Button(\"Go\"); let label = Label()")
        try repl.enter(":tap go")
        XCTAssertTrue(
            repl.screen.lines.contains("    @0.000s  main        go tapped"),
            "traced with nothing observing\n\(repl.dump())")
        try repl.enter("go.rx.tap.map { \"tapped\" }.bind(to: label.rx.text)")
        try repl.enter(":advance 1500ms")
        try repl.enter(":tap go")
        let lines = repl.screen.lines
        guard let tap = lines.lastIndex(of: "    @1.500s  main        go tapped"),
            let next = lines.lastIndex(of: "#1  @1.500s  main        next(\"tapped\")")
        else { return XCTFail("the tap and its event\n\(repl.dump())") }
        XCTAssertLessThan(tap, next, "the tap comes before the event it sets off\n\(repl.dump())")
        try repl.enter("go.isEnabled = false")
        try repl.enter(":tap go")
        try repl.expectText("    @1.500s  main        go ignored the tap (isEnabled is false)")
        XCTAssertEqual(repl.traceLines(1, "next(").count, 1, "a disabled button sends nothing\n\(repl.dump())")
    }

    func testTapOnARealClockIsStampedWithTheTimeOnMain() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome())
        try repl.enter("let go = Button(\"Go\")")
        try repl.enter(":tap go")
        XCTAssertTrue(
            repl.screen.lines.contains { isActionLine($0, "go tapped") && $0.contains("+") }, repl.dump())
        try repl.enter(":trace off")
        try repl.enter(":tap go")
        XCTAssertEqual(repl.screen.lines.filter { $0.hasSuffix("go tapped") }.count, 1, "off traces nothing")
    }

    func testAMistypedNameGetsTheNearOneSuggested() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), arguments: ["--virtual-time"])
        try repl.enter(":tap go")
        try repl.expectText("no button named 'go', and no button yet: let go = Button(\"Go\") makes one")
        try repl.enter("let go = Button(\"Go\"); let field = TextField()")
        try repl.enter(":tap og")
        try repl.expectText("no button named 'og'; did you mean 'go'? (see :sinks)")
        try repl.enter(":tap submit")
        try repl.expectText("no button named 'submit'; try 'go' (see :sinks)")
        try repl.enter(":type fild rx")
        try repl.expectText("no text field named 'fild'; did you mean 'field'? (see :sinks)")
        try repl.enter(":type go rx")
        try repl.expectText("'go' is a Button, not a text field (see :sinks)")

        try repl.enter("of(1, 2).subscribe()")
        try repl.enter("interval(1s).subscribe()")
        try repl.enter("interval(1s).subscribe()")
        try repl.enter(":dispose #22")
        try repl.expectText("no live subscription #22; did you mean #2? (:subs lists them)")
        try repl.enter(":dispose #4")
        try repl.expectText("no live subscription #4; did you mean #3? (:subs lists them)")
        try repl.enter(":dispose alll")
        try repl.expectText("'alll' is not a subscription id; did you mean all?")
        try repl.enter(":dispose #1")
        try repl.expectText("#1 has already ended (completed); :subs --all lists it")
        try repl.enter(":pause #1")
        XCTAssertEqual(
            repl.screen.text.components(separatedBy: "#1 has already ended (completed)").count, 3, repl.dump())
        try repl.enter(":dispose #90")
        try repl.expectText("no live subscription #90; live: #2, #3 (:subs lists them)")
    }

    func testSubsAllListsTheFinishedSubscriptionsWithHowEachEnded() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), arguments: ["--virtual-time"])
        try repl.enter("of(1, 2).subscribe()")
        try repl.enter(":subs")
        try repl.expectText("(no live subscriptions)\n(:subs --all lists the 1 finished)")
        try repl.enter("interval(1s).subscribe()")
        try repl.enter("timer(5s).subscribe()")
        try repl.enter(":advance 2s")
        try repl.enter(":dispose #3")
        try repl.enter(":subs --all")
        let rows = repl.screen.lines.drop { $0 != "rx @2.000s> :subs --all" }.dropFirst().prefix(3).map { $0 }
        XCTAssertEqual(rows.count, 3, repl.dump())
        XCTAssertTrue(
            rows[0].hasPrefix("#1 ") && rows[0].contains("3 events  completed  of(1, 2).subscribe()"), repl.dump())
        XCTAssertTrue(
            rows[1].hasPrefix("#2 ") && rows[1].contains("2 events  live ")
                && rows[1].hasSuffix("interval(1s).subscribe()"), repl.dump())
        XCTAssertTrue(
            rows[2].hasPrefix("#3 ") && rows[2].contains("0 events  disposed   timer(5s).subscribe()"), repl.dump())
        try repl.enter(":marbles #9")
        try repl.expectText("no subscription #9 to draw (see :subs --all, which lists the finished ones too)")
        try repl.enter(":export #9 /tmp/nothing.svg")
        try repl.expectText("no subscription #9 to export (see :subs --all; the latest 50 finished ones are kept)")
    }

    func testHelpForACommandWrapsAtWordBoundariesWithinTheTerminal() throws {
        let repl = try ReplTerminal(self, home: try makeTemporaryHome(), columns: 60)
        try repl.enter(":help tap")
        let command = try XCTUnwrap(ReplCommandTable.standard.command(named: "tap"))
        let expected = ReplHelp.commandHelp(command, style: ReplStyle(colors: false), width: 60)
            .split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(expected.count, 3, "the details take several lines at 60 columns")
        for line in expected {
            XCTAssertLessThanOrEqual(line.count, 60, line)
            XCTAssertTrue(repl.screen.lines.contains(line), "'\(line)' is not on screen\n\(repl.dump())")
        }
    }
}
