import RxMarbles
import XCTest

/// The text lanes of a chart (`marbles()`, `:marbles #N`): one time axis, gaps that never look like quiet
/// stretches, rows that never break a group, one legend.
final class MarbleChartTextTests: XCTestCase {
    private typealias Lane = MarbleChart.Lane
    private typealias Moment = MarbleChart.Moment

    private func lane(
        _ label: String, depth: Int = 0, from start: Double = 0, _ marks: [(Double, MarbleChart.Mark)],
        finished: Bool = true
    ) -> Lane {
        Lane(
            label: label, depth: depth, startedAt: start, isFinished: finished,
            moments: [Moment(time: start, mark: .subscribed)] + marks.map { Moment(time: $0.0, mark: $0.1) })
    }

    private func text(
        _ lanes: [Lane], title: String = "", now: Double = 0, style: MarbleChartText.Style = .init()
    )
        -> [String]
    {
        MarbleChartText(
            MarbleChart(groups: [.init(title: title, lanes: lanes)], origin: 0, now: now), frameSeconds: 0.01,
            style: style
        )
        .text
    }

    func testSourcesAndResultSitOneAboveTheOtherOnOneAxis() {
        let source = lane("interval", [(0.03, .value("0")), (0.06, .value("1")), (0.06, .disposed)])
        let result = lane("take", [(0.03, .value("0")), (0.06, .value("1")), (0.06, .completed)])
        XCTAssertEqual(
            text([source, result], title: "#1  interval.take", style: .init(ruler: true)),
            ["#1  interval.take", "interval  ---0--(1!)", "take      ---0--(1|)", "          0"])
    }

    func testALaneIsBlankBeforeItsSubscriptionAndAfterItsEnd() {
        let outer = lane("cold", [(0.01, .value("a")), (0.07, .completed)])
        let inner = lane("cold 1", depth: 1, from: 0.02, [(0.03, .value("a")), (0.04, .completed)])
        XCTAssertEqual(text([outer, inner]), ["cold        -a-----|", "  ↳ cold 1    ^a|"])
        XCTAssertEqual(text([outer, inner], style: .init(ascii: true))[1], "  > cold 1    ^a|")
    }

    func testALongQuietStretchIsATimeProgressionAndARunningLaneGoesOnToNow() {
        let ticks = lane("interval", [(0.3, .value("0")), (0.6, .value("1"))], finished: false)
        XCTAssertEqual(text([ticks], now: 0.8), ["interval   300ms 0 290ms 1 200ms"])
    }

    func testRowsWrapBetweenFramesNeverInsideAGroupEachWithItsRuler() {
        var marks: [(Double, MarbleChart.Mark)] = (0..<12).map { (Double($0) * 0.01, .value("\($0 % 10)")) }
        marks.append((0.11, .completed))
        XCTAssertEqual(
            text([lane("interval", marks)], style: .init(ruler: true, width: 13)),
            ["interval  01234567890", "          0         100ms", "interval  (1|)", "          110ms"])
        let long = (0..<30).map { (Double($0) * 0.01, MarbleChart.Mark.value("\($0 % 10)")) }
        XCTAssertEqual(
            text([lane("interval", long + [(0.29, .completed)])], style: .init(ruler: true, width: 12)),
            [
                "interval  012345678901", "          0         100ms", "interval  234567890123",
                "          120ms   200ms",
                "interval  45678(9|)", "          240ms",
            ])
    }

    func testValuesWiderThanOneCharacterAreLettersInOneLegendNeverALetterAValueShows() {
        let source = lane("cold", [(0.01, .value("\"a\"")), (0.02, .value("\"b\"")), (0.03, .completed)])
        let result = lane("map", [(0.01, .value("10")), (0.02, .value("\"a\"")), (0.03, .completed)])
        XCTAssertEqual(text([source, result]), ["cold  -ab|", "map   -ca|", "c = 10"])
    }

    func testPastTheAlphabetValuesAreStarsCountedInTheLegend() {
        var marks: [(Double, MarbleChart.Mark)] = (0..<30).map { (Double($0) * 0.01, .value("\($0 + 10)")) }
        marks.append((0.3, .completed))
        let drawn = text([lane("range", marks)])
        XCTAssertEqual(drawn[0], "range  abcdefghijklmnopqrstuvwxyz****|")
        XCTAssertTrue(drawn[1].hasSuffix("z = 35, * = 4 other values"), drawn[1])
    }
}
