import XCTest
import RxCore
import RxMarbles
import RxTest

/// The marble grammar, on the examples of RxJS's marble-testing guide and RxSwift's RxExample marble tests.
final class MarbleParserTests: XCTestCase {
    private typealias Kind = MarbleTimeline.Kind

    private func events(_ text: String, frame: Int = 1, hot: Bool = false) throws -> [String] {
        let timeline = try MarbleParser(frame: frame, allowsSubscriptionPoint: hot).parse(text)
        return timeline.events.map { event in
            switch event.kind {
            case .next(let symbol): return "\(symbol)@\(event.time)"
            case .error: return "#@\(event.time)"
            case .completed: return "|@\(event.time)"
            }
        }
    }

    private func error(_ text: String, hot: Bool = false) -> MarbleSyntaxError? {
        do {
            _ = try MarbleParser(allowsSubscriptionPoint: hot).parse(text)
            return nil
        } catch {
            return error as? MarbleSyntaxError
        }
    }

    func testFramesValuesCompletionAndError() throws {
        XCTAssertEqual(try events("--a--b--|"), ["a@2", "b@5", "|@8"])
        XCTAssertEqual(try events("--a--b--#"), ["a@2", "b@5", "#@8"])
        XCTAssertEqual(try events("|"), ["|@0"])
        XCTAssertEqual(try events("#"), ["#@0"])
        XCTAssertEqual(try events("------"), [])
        XCTAssertEqual(try MarbleParser().parse("------").end, 6)
    }

    func testRxExampleTimelineKeepsItsTimes() throws {
        XCTAssertEqual(try events("---a---b------c-----"), ["a@3", "b@7", "c@14"])
    }

    func testFrameScalesEveryTime() throws {
        XCTAssertEqual(try events("-a-b|", frame: 10), ["a@10", "b@30", "|@40"])
        XCTAssertEqual(try MarbleParser(frame: 10).parse("-a-b|").end, 50)
    }

    func testDigitsAreValuesToo() throws {
        XCTAssertEqual(try events("-1-2-3|"), ["1@1", "2@3", "3@5", "|@6"])
    }

    func testGroupSharesOneFrameAndTakesOne() throws {
        XCTAssertEqual(try events("--(abc)-|"), ["a@2", "b@2", "c@2", "|@4"])
        XCTAssertEqual(try events("-----(a|)"), ["a@5", "|@5"])
        XCTAssertEqual(try events("-a-(b|)"), ["a@1", "b@3", "|@3"])
    }

    func testSpacesAreIgnored() throws {
        XCTAssertEqual(try events("  -a - b|"), ["a@1", "b@3", "|@4"])
    }

    func testSubscriptionPointIsFrameZeroOfAHotDiagram() throws {
        XCTAssertEqual(try events("-a-^-b--|", hot: true), ["a@-2", "b@2", "|@5"])
        XCTAssertEqual(try events("--a-^-b-|", hot: true), ["a@-2", "b@2", "|@4"])
        XCTAssertEqual(try MarbleParser(allowsSubscriptionPoint: true).parse("--a-^-b-|").subscriptionColumn, 4)
    }

    func testTimeProgressionsAdvanceByTheirDuration() throws {
        XCTAssertEqual(try events("a 9ms b 9s c|"), ["a@0", "b@10", "c@9011", "|@9012"])
        XCTAssertEqual(try events("--a 2.5m b"), ["a@2", "b@150003"])
        XCTAssertEqual(try events("10ms a"), ["a@10"])
        let parser = MarbleParser(frame: 10_000_000, unitsPerMillisecond: 1_000_000)
        XCTAssertEqual(try parser.parse("-a 1s b").events.map(\.time), [10_000_000, 1_020_000_000])
    }

    func testDigitsWithoutAUnitOrSpaceAreValues() throws {
        XCTAssertEqual(try events("a1msb"), ["a@0", "1@1", "m@2", "s@3", "b@4"])
        XCTAssertEqual(try events("a 12 b"), ["a@0", "1@1", "2@2", "b@3"])
    }

    func testColumnsOfEvents() throws {
        let timeline = try MarbleParser().parse("-a (b|)")
        XCTAssertEqual(timeline.events.map(\.column), [1, 4, 5])
    }

    func testBadCharacterNamesItsColumn() {
        XCTAssertEqual(error("-a-*-|")?.column, 3)
        XCTAssertEqual(
            error("-a-*-|")?.description,
            "'*' is not a marble; use - | # ( ) ^, letters, digits or spaces (column 4)")
        XCTAssertEqual(error("-a-é")?.column, 3)
        XCTAssertEqual(error("--^--!", hot: true)?.column, 5)
    }

    func testUnbalancedAndEmptyGroups() {
        XCTAssertEqual(error("-(ab-")?.column, 4)
        XCTAssertEqual(error("-(ab")?.message, "'(' is never closed; add ')'")
        XCTAssertEqual(error("-(ab")?.column, 1)
        XCTAssertEqual(error("-a)")?.column, 2)
        XCTAssertEqual(error("-()")?.column, 2)
        XCTAssertEqual(error("((a))")?.column, 1)
        XCTAssertEqual(error("(a 1s )")?.column, 3)
    }

    func testNothingFollowsATerminalEvent() {
        XCTAssertEqual(error("-a-|-b")?.column, 5)
        XCTAssertEqual(error("(a|b)")?.column, 3)
        XCTAssertEqual(error("-#|")?.message, "nothing can happen after the diagram errors at column 2")
        // RxExample's retry form (several timelines joined by `|`) is not this grammar.
        XCTAssertEqual(error("---a---b------c----#|----a--#|----b")?.column, 20)
        XCTAssertNil(error("-a-|---"))
    }

    func testSubscriptionPointOnlyOnceAndOnlyInHotDiagrams() {
        XCTAssertEqual(error("--^--")?.column, 2)
        XCTAssertEqual(error("-^-^-", hot: true)?.column, 3)
        XCTAssertEqual(error("(^a)", hot: true)?.column, 1)
    }

    func testTimeProgressionNeedsASpaceAfterIt() {
        XCTAssertEqual(error("a 10ms-b")?.column, 6)
        XCTAssertEqual(error("a 1.2.3s b")?.column, 2)
    }

    func testLanesDrawnBackReadAsTheSameEvents() throws {
        let text = "-a-(bc)-d 100ms |"
        let timeline = try MarbleParser().parse(text)
        var lane: MarbleLanes.Lane = [:]
        for event in timeline.events {
            let symbol: String
            switch event.kind {
            case .next(let character): symbol = String(character)
            case .error: symbol = "#"
            case .completed: symbol = "|"
            }
            lane[event.time, default: []].append(symbol)
        }
        let drawn = MarbleLanes(
            [lane], frames: timeline.end,
            longGap: .init(minimumFrames: 10, label: { "\($0)ms" })
        ).lines[0]
        XCTAssertEqual(drawn, "-a-(bc)-d 100ms |")
        XCTAssertEqual(try events(drawn), try events(text))
    }

    func testLanesAlignOneAboveTheOther() {
        let expected: MarbleLanes.Lane = [1: ["a"], 3: ["b", "|"]]
        let actual: MarbleLanes.Lane = [1: ["a"], 3: ["c"], 5: ["|"]]
        let lanes = MarbleLanes([expected, actual], frames: 4)
        XCTAssertEqual(lanes.lines, ["-a-(b|)--", "-a-c   -|"])
        XCTAssertEqual(lanes.column(ofFrame: 3), 3)
        XCTAssertEqual(lanes.column(ofFrame: 4), 7)
    }
}
