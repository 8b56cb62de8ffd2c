import XCTest
import RxCore
import RxMarbles
import RxTest

final class MarbleDiagramTests: XCTestCase {
    func testSingleCharacterValuesKeepTheirTimes() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .completed(250)]
        let diagram = MarbleDiagram(events: events.marbleEvents(), start: 200, end: 250, scale: 10)
        XCTAssertEqual(diagram.line, "-1-2-|")
        XCTAssertEqual(diagram.legendText, "")
    }

    func testLongValuesBecomeLettersWithALegendAndSameTickEventsGroup() {
        let events: [Recorded<Event<Int>>] = [.next(210, 42), .next(220, 43), .next(220, 42), .error(240, testError)]
        let diagram = MarbleDiagram(events: events.marbleEvents(), start: 200, end: 240, scale: 10)
        XCTAssertEqual(diagram.line, "-a(ba)-#")
        XCTAssertEqual(diagram.legendText, "a = 42, b = 43")
    }

    func testScaleUsesTheCommonDivisorAndFitsTheWidth() {
        XCTAssertEqual(MarbleDiagram.scale(for: [210, 230, 250], start: 200, end: 1000), 20)
        XCTAssertEqual(MarbleDiagram.scale(for: [210, 230, 250], start: 200, end: 400), 10)
        XCTAssertEqual(MarbleDiagram.scale(for: [201, 202], start: 200, end: 210), 1)
    }

    func testSharedSymbolsGiveAValueTheSameLetterOnEveryLine() {
        let expected: [Recorded<Event<Int>>] = [.next(205, 99), .next(220, 10), .completed(240)]
        let actual: [Recorded<Event<Int>>] = [.next(220, 10), .next(230, 7), .next(235, 11), .completed(240)]
        let symbols = MarbleDiagram.sharedSymbols(for: [expected.marbleEvents(), actual.marbleEvents()])
        XCTAssertEqual(symbols.map(\.symbol), ["a", "b", "c"])
        XCTAssertEqual(symbols.map(\.value), ["99", "10", "11"])
        let top = MarbleDiagram(events: expected.marbleEvents(), start: 200, end: 240, scale: 5, symbols: symbols)
        let bottom = MarbleDiagram(events: actual.marbleEvents(), start: 200, end: 240, scale: 5, symbols: symbols)
        XCTAssertEqual(top.line, "-a--b---|")
        XCTAssertEqual(bottom.line, "----b-7c|")
        XCTAssertEqual(bottom.legendText, "b = 10, c = 11")
    }
}
