import Foundation
import RxMarbles
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The marble picture for slides: `MarbleSVG`, `MarbleHTML` and the time axis under them.
final class MarbleSVGTests: XCTestCase {
    private typealias Lane = MarbleChart.Lane
    private typealias Moment = MarbleChart.Moment

    /// #1 runs `1 2 3` at once then completes; its inner #1.1 errors; #2 is still running.
    private func chart() -> MarbleChart {
        let top = Lane(
            label: "#1", startedAt: 0, isFinished: true,
            moments: [
                Moment(time: 0, mark: .subscribed), Moment(time: 0, mark: .value("1")),
                Moment(time: 0, mark: .value("2")),
                Moment(time: 0, mark: .value("3")), Moment(time: 0.4, mark: .value("\"<&>\"")),
                Moment(time: 0.5, mark: .value("\"hello world\"")), Moment(time: 0.6, mark: .value("\"a\"")),
                Moment(time: 0.9, mark: .completed),
            ])
        let inner = Lane(
            label: "#1.1 timer.map", depth: 1, startedAt: 0.2, isFinished: true,
            moments: [
                Moment(time: 0.2, mark: .subscribed), Moment(time: 0.3, mark: .error("bad <input> & 'x'")),
            ])
        let running = Lane(
            label: "#2", startedAt: 0.1, isFinished: false,
            moments: [
                Moment(time: 0.1, mark: .subscribed), Moment(time: 0.7, mark: .disposed),
            ])
        let open = Lane(label: "#3", startedAt: 0.1, isFinished: false, moments: [Moment(time: 0.1, mark: .subscribed)])
        return MarbleChart(
            groups: [
                .init(title: "#1  of(1, 2, 3)\n  .flatMap { x in f(x) }", lanes: [top, inner]),
                .init(title: "#2  never()", lanes: [running]),
                .init(title: "#3  s.subscribe()", lanes: [open]),
            ], origin: 0, now: 1.05)
    }

    /// The elements of a parsed document, with their attributes and text.
    private final class Elements: NSObject, XMLParserDelegate {
        var found: [(name: String, attributes: [String: String], text: String)] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            open.append(found.count)
            found.append((name, attributes, ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { found[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }

    private func parse(_ xml: String) throws -> Elements {
        let parser = XMLParser(data: Data(xml.utf8))
        let elements = Elements()
        parser.delegate = elements
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        return elements
    }

    func testTheSVGIsWellFormedXMLWithAViewBoxAndNothingExternal() throws {
        let svg = MarbleSVG(chart())
        XCTAssertTrue(svg.document.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        let elements = try parse(svg.document)
        let root = try XCTUnwrap(elements.found.first)
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["viewBox"], "0 0 \(Int(svg.width)) \(Int(svg.height))")
        XCTAssertEqual(root.attributes["xmlns"], "http://www.w3.org/2000/svg")
        XCTAssertTrue(root.attributes["font-family"]?.hasSuffix("monospace") ?? false)
        for element in elements.found {
            XCTAssertFalse(
                ["script", "image", "use", "foreignObject", "style", "a"].contains(element.name), element.name)
            XCTAssertFalse(element.attributes.keys.contains { $0.contains("href") }, "\(element)")
        }
        XCTAssertFalse(svg.document.contains("url("))
    }

    func testValuesAndErrorTextsAreEscapedAndReadBackAsTheyWere() throws {
        let svg = MarbleSVG(chart()).document
        XCTAssertTrue(svg.contains("&quot;&lt;&amp;&gt;&quot;</text>"), svg)
        XCTAssertTrue(svg.contains(">bad &lt;input&gt; &amp; &apos;x&apos;</text>"), svg)
        let texts = try parse(svg).found.filter { $0.name == "text" }.map(\.text)
        XCTAssertTrue(texts.contains("b = \"<&>\""))
        XCTAssertTrue(texts.contains("bad <input> & 'x'"))
    }

    func testXMLTextReplacesWhatXMLCannotHold() {
        XCTAssertEqual(XMLText.escaped("a\u{1}b\nc\u{FFFE}<"), "a\u{FFFD}b c\u{FFFD}&lt;")
    }

    func testEachMarkHasItsShape() throws {
        let elements = try parse(MarbleSVG(chart()).document).found
        func count(_ name: String, class className: String) -> Int {
            elements.filter { $0.name == name && $0.attributes["class"] == className }.count
        }
        XCTAssertEqual(count("g", class: "value"), 6)
        XCTAssertEqual(count("g", class: "lane"), 4)
        XCTAssertEqual(count("line", class: "completed"), 1)
        XCTAssertEqual(count("g", class: "error"), 1)
        XCTAssertEqual(count("g", class: "disposed"), 1)
        XCTAssertEqual(count("path", class: "subscribed"), 4)
        XCTAssertEqual(count("path", class: "running"), 1, "only #3 is still running at the end")
        let titles = elements.filter { $0.name == "text" && $0.attributes["font-weight"] == "bold" }.map(\.text)
        XCTAssertEqual(titles, ["#1 of(1, 2, 3) .flatMap { x in f(x) }", "#2 never()", "#3 s.subscribe()"])
    }

    /// A value wider than one character is a letter, as in the text lanes, never one a value drawn as itself shows.
    func testLongValuesBecomeLettersWithALegendAndNeverALetterShownAsItself() throws {
        let svg = MarbleSVG(chart())
        XCTAssertEqual(svg.legends.map(\.title), ["#1  of(1, 2, 3)\n  .flatMap { x in f(x) }"])
        XCTAssertEqual(svg.legends.first?.entries.map(\.symbol), ["b", "c"], "\"a\" is drawn as a")
        XCTAssertEqual(svg.legends.first?.entries.map(\.value), ["\"<&>\"", "\"hello world\""])
        let texts = try parse(svg.document).found.filter { $0.name == "text" }.map(\.text)
        XCTAssertTrue(texts.contains("a"))
        XCTAssertTrue(texts.contains("c = \"hello world\""))
        XCTAssertFalse(texts.contains("\"hello world\""), "a letter in its marble")
    }

    /// The picture's legend is the one the text lanes of the same chart show.
    func testThePictureAndTheTextLanesShareTheirLegend() {
        let chart = chart()
        let text = MarbleChartText(chart, frameSeconds: 0.1).text
        XCTAssertTrue(text.contains("b = \"<&>\", c = \"hello world\""), "\(text)")
        XCTAssertEqual(
            MarbleSVG(chart).legends.map { $0.entries.map { "\($0.symbol) = \($0.value)" } },
            [["b = \"<&>\"", "c = \"hello world\""]])
    }

    /// A lane whose oldest moments were not kept is dotted there: not known, rather than quiet.
    func testALaneThatLostItsOldestMomentsIsDottedThere() throws {
        let lane = Lane(
            label: "interval", startedAt: 0, isFinished: false,
            moments: [Moment(time: 0.5, mark: .value("7"))], lostBefore: 0.5)
        let chart = MarbleChart(groups: [.init(title: "#1  interval(1ms)", lanes: [lane])], origin: 0, now: 1)
        let elements = try parse(MarbleSVG(chart).document).found
        XCTAssertEqual(elements.filter { $0.name == "line" && $0.attributes["class"] == "lost" }.count, 1)
        XCTAssertEqual(MarbleChartText(chart, frameSeconds: 0.1).text, ["#1  interval(1ms)", "interval  ~~~~~7-----"])
    }

    func testMarksAtOneInstantArePushedApartInTheirOrder() throws {
        let elements = try parse(MarbleSVG(chart()).document).found
        let centres = elements.filter { $0.name == "circle" && $0.attributes["r"] == "15" }
            .prefix(3).compactMap { $0.attributes["cx"].flatMap(Double.init) }
        XCTAssertEqual(centres.count, 3)
        XCTAssertGreaterThanOrEqual(centres[1] - centres[0], 30)
        XCTAssertGreaterThanOrEqual(centres[2] - centres[1], 30)
    }

    func testInnerLanesAreIndentedUnderTheirSubscription() throws {
        let labels = try parse(MarbleSVG(chart()).document).found.filter { $0.name == "text" }
        let top = try XCTUnwrap(labels.first { $0.text == "#1" }?.attributes["x"].flatMap(Double.init))
        let inner = try XCTUnwrap(labels.first { $0.text == "#1.1 timer.map" }?.attributes["x"].flatMap(Double.init))
        XCTAssertGreaterThan(inner, top)
    }

    func testTheSameChartGivesTheSameBytes() {
        XCTAssertEqual(MarbleSVG(chart()).document, MarbleSVG(chart()).document)
        XCTAssertEqual(MarbleHTML(chart()).document, MarbleHTML(chart()).document)
    }

    func testTheAxisTicksRoundStepsInMillisecondsThenSeconds() {
        let short = MarbleTimeAxis(covering: 1.05)
        XCTAssertEqual(short.ticks.map(short.label), ["0", "200ms", "400ms", "600ms", "800ms", "1s", "1.2s"])
        let still = MarbleTimeAxis(covering: 0)
        XCTAssertEqual(
            still.ticks.map(still.label),
            [
                "0", "10ms", "20ms", "30ms", "40ms", "50ms", "60ms", "70ms",
                "80ms", "90ms", "100ms",
            ])
        let long = MarbleTimeAxis(covering: 7.5)
        XCTAssertEqual(long.ticks.map(long.label), ["0", "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s"])
        let quarter = MarbleTimeAxis(covering: 2.4)
        XCTAssertEqual(
            quarter.ticks.map(quarter.label),
            [
                "0", "250ms", "500ms", "750ms", "1s", "1.25s", "1.5s",
                "1.75s", "2s", "2.25s", "2.5s",
            ])
    }

    func testTheHTMLPageEmbedsTheSameSVGAndALegendTable() {
        let chart = chart()
        let page = MarbleHTML(chart).document
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        XCTAssertTrue(page.contains(MarbleSVG(chart).element))
        XCTAssertTrue(page.contains("<table class=\"legend\">"))
        for meaning in [
            "subscribed (^)", "a value (next)", "completed (|)", "error (#), with its message",
            "disposed before an end of its own (!)", "still running",
        ] {
            XCTAssertTrue(page.contains("<td>\(meaning)</td>"), meaning)
        }
        XCTAssertTrue(page.contains("<tr><td class=\"letter\">c</td><td>&quot;hello world&quot;</td></tr>"))
        XCTAssertTrue(page.contains("<code>#1 of(1, 2, 3) .flatMap { x in f(x) }</code>"))
        XCTAssertFalse(page.contains("<script"))
        XCTAssertFalse(page.contains("<link"))
    }
}
