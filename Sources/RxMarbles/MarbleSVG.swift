import TextWidth

/// Draws a `MarbleChart` as a self-contained SVG picture: per subscription a title and its lanes (inners
/// indented), values in marbles, `|` a bar, `#` an X with the error's text, `^` subscription, `!` disposal,
/// a time axis with labelled ticks, and a legend for values too long for a marble.
///
/// The same chart always gives the same bytes: coordinates are rounded, nothing depends on the clock or a font.
/// Marks closer than their width are pushed right, in order, so values at one instant stay readable.
public struct MarbleSVG {
    /// The `<svg>` element alone, for embedding in a page.
    public let element: String
    /// Per group whose values include letters, its title and `letter = value` for them: the legends the text
    /// lanes of the same groups show.
    public let legends: [(title: String, entries: [(symbol: String, value: String)])]
    /// The picture's size in pixels.
    public let width: Double, height: Double

    /// The longest title and label drawn, in columns (the rest becomes `…`).
    static let titleLimit = 90, labelLimit = 30, errorLimit = 40

    /// The picture as a file: an XML declaration, then the `<svg>` element.
    public var document: String { "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element }

    public init(_ chart: MarbleChart) {
        typealias M = Metrics
        let labels = chart.groups.map(MarbleValueLabels.init(group:))
        let lanes = chart.groups.flatMap(\.lanes)
        let labelColumns = lanes.map { min(Self.labelLimit, DisplayWidth.of($0.label)) + 2 * $0.depth }.max() ?? 2
        let plotLeft = M.margin + Double(labelColumns) * M.charWidth + 20
        let axis = MarbleTimeAxis(covering: chart.end - chart.origin)
        let scale = M.plotWidth / axis.seconds
        let x = { (time: Double) in plotLeft + max(0, time - chart.origin) * scale }
        var right = plotLeft + M.plotWidth
        var body: [String] = []
        var y = M.margin
        let top = y + M.titleHeight
        for (number, group) in chart.groups.enumerated() {
            let title = Self.truncated(Self.oneLine(group.title), to: Self.titleLimit)
            right = max(right, M.margin + Double(DisplayWidth.of(title)) * M.charWidth * 16 / 15)
            body.append("<g class=\"subscription\" id=\"subscription-\(number + 1)\">")
            body.append(Self.label(title, x: M.margin, y: y + 22, size: 16, bold: true))
            y += M.titleHeight
            for lane in group.lanes {
                let (drawn, laneRight) = Self.lane(
                    lane, y: y + M.laneHeight / 2, x: x, end: chart.end,
                    labels: labels[number])
                body.append(drawn)
                right = max(right, laneRight)
                y += M.laneHeight
            }
            body.append("</g>")
            y += 8
        }
        let axisY = y + 6
        var picture: [String] = ["<g class=\"grid\">"]
        for tick in axis.ticks {
            let tickX = Self.n(plotLeft + Double(tick) / 1e6 * scale)
            picture.append(
                "<line x1=\"\(tickX)\" y1=\"\(Self.n(top))\" x2=\"\(tickX)\" y2=\"\(Self.n(axisY))\" "
                    + "stroke=\"\(Colors.grid)\" stroke-dasharray=\"4 4\"/>")
        }
        picture.append("</g>")
        picture += body
        picture.append("<g class=\"axis\">")
        picture.append(
            "<line x1=\"\(Self.n(plotLeft))\" y1=\"\(Self.n(axisY))\" x2=\"\(Self.n(plotLeft + M.plotWidth))\" "
                + "y2=\"\(Self.n(axisY))\" stroke=\"\(Colors.text)\" stroke-width=\"1.5\"/>")
        for tick in axis.ticks {
            let tickX = plotLeft + Double(tick) / 1e6 * scale
            picture.append(
                "<line x1=\"\(Self.n(tickX))\" y1=\"\(Self.n(axisY))\" x2=\"\(Self.n(tickX))\" y2=\"\(Self.n(axisY + 6))\" "
                    + "stroke=\"\(Colors.text)\" stroke-width=\"1.5\"/>")
            picture.append(Self.label(axis.label(tick), x: tickX, y: axisY + 22, size: 13, anchor: "middle"))
        }
        picture.append(Self.label("time", x: M.margin, y: axisY + 22, size: 13))
        picture.append("</g>")
        y = axisY + 36
        let legends = zip(chart.groups, labels).filter { !$0.1.legend.isEmpty }.map { ($0.0.title, $0.1.legend) }
        if !legends.isEmpty {
            picture.append("<g class=\"legend\">")
            for (title, entries) in legends {
                // Several groups' letters are told apart by their group's title.
                let heading = legends.count > 1 ? [Self.truncated(Self.oneLine(title), to: Self.titleLimit)] : []
                for (index, line) in (heading + entries.map { $0.symbol + " = " + $0.value }).enumerated() {
                    y += M.legendLine
                    let isHeading = index == 0 && !heading.isEmpty
                    picture.append(Self.label(line, x: M.margin, y: y, size: 14, bold: isHeading))
                    right = max(right, M.margin + Double(DisplayWidth.of(line)) * M.charWidth * 14 / 15)
                }
            }
            picture.append("</g>")
        }
        width = (right + M.margin).rounded(.up)
        height = (y + M.margin).rounded(.up)
        self.legends = legends
        let titles = chart.groups.map { Self.oneLine($0.title) }.joined(separator: "; ")
        element =
            ([
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" "
                    + "width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" font-family=\"\(Self.fontFamily)\" role=\"img\">",
                "<title>Marble lanes: \(XMLText.escaped(Self.truncated(titles, to: 200)))</title>",
                "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
            ]
            + picture + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// One lane through `y`: its label, line and marks; returns the drawing and the rightmost pixel it uses.
    private static func lane(
        _ lane: MarbleChart.Lane, y: Double, x: (Double) -> Double, end: Double,
        labels: MarbleValueLabels
    ) -> (String, Double) {
        typealias M = Metrics
        var marks: [String] = []
        // A wide first mark starts no further left than a marble at the lane's start would.
        var cursor = x(lane.startedAt) - M.radius - M.gap
        var right = 0.0
        var endX: Double?
        var subscribedX: Double?
        /// Where a mark `width` wide goes: at its time, or just after the previous mark.
        func place(_ time: Double, width: Double) -> Double {
            let at = max(x(time), cursor + M.gap + width / 2)
            cursor = at + width / 2
            right = max(right, cursor)
            return at
        }
        for moment in lane.moments where endX == nil {
            switch moment.mark {
            case .subscribed:
                subscribedX = x(moment.time)
            case .value(let value):
                let label = labels.label(for: value)
                let at = place(moment.time, width: valueWidth(label.text))
                marks.append(valueGlyph(x: at, y: y, text: label.text, isLetter: label.isLetter, value: value))
            case .completed:
                endX = place(moment.time, width: 6)
                marks.append(completedGlyph(x: endX!, y: y))
            case .error(let message):
                endX = place(moment.time, width: 2 * M.radius * 0.6 + 4)
                let shown = truncated(oneLine(message), to: errorLimit)
                marks.append(errorGlyph(x: endX!, y: y, message: shown.isEmpty ? nil : shown))
                right = max(right, endX! + 20 + Double(DisplayWidth.of(shown)) * M.charWidth * 14 / 15)
            case .disposed:
                endX = place(moment.time, width: 8)
                marks.append(disposedGlyph(x: endX!, y: y))
            }
        }
        let startX = subscribedX ?? x(lane.startedAt)
        let lineEnd = endX ?? (lane.isFinished ? max(startX, cursor) : max(x(end), cursor + M.gap) + 12)
        // Where the lane's older moments were not kept, a dotted line: not known, rather than quiet.
        let knownX = lane.lostBefore.map { min(max(startX, x($0)), lineEnd) } ?? startX
        var drawn = [
            "<g class=\"lane\">",
            label(
                truncated(lane.label, to: labelLimit), x: M.margin + Double(lane.depth) * M.indent,
                y: baseline(y), fill: lane.depth == 0 ? Colors.text : Colors.line),
        ]
        if knownX > startX { drawn.append(laneLine(from: startX, to: knownX, y: y, dotted: true)) }
        drawn.append(laneLine(from: knownX, to: lineEnd, y: y))
        if endX == nil && !lane.isFinished { drawn.append(runningGlyph(x: lineEnd, y: y)) }
        drawn.append(subscribedGlyph(x: startX, y: y + M.radius))
        drawn += marks
        drawn.append("</g>")
        return (drawn.joined(separator: "\n"), max(right, lineEnd))
    }
}
