import TextWidth

/// Draws a `MarbleChart` as text, frame by frame on one time axis: what `marbles()` prints and `:marbles #N`
/// shows. Per group its title, then its lanes, labelled, one above the other (sources on top, the result at the
/// bottom, inner subscriptions indented with `↳`). A lane is blank where it was not subscribed, `^` where it was
/// subscribed after its group started, `-` for each quiet frame, `~` where its events were not kept, and ends
/// with `|`, `#` or `!` (a disposal before an end of its own); a long quiet stretch of every lane is a time
/// progression (` 500ms `). Values are written as the chart's labels (`MarbleValueLabels`, which the pictures
/// use too) and listed in one legend. A drawing wider than the room wraps onto rows between frames, never inside
/// a group such as `(9|)`, each row with its labels and its ruler.
public struct MarbleChartText {
    /// One line of the drawing, by what it is, so a terminal can colour the lanes alone.
    public struct Line: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case title, lane, ruler, legend }

        public let kind: Kind
        /// A lane's or ruler's label column, padded; a title's or legend's whole text.
        public let label: String
        /// A lane's or ruler's drawing, without trailing spaces.
        public let body: String

        /// The line as printed.
        public var text: String {
            let line = label + body
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// How to draw.
    public struct Style: Sendable {
        /// `>` instead of `↳` for an inner lane.
        public var ascii = false
        /// A time ruler under the lanes (`0`, `100ms`, … under every tenth frame).
        public var ruler = false
        /// The most columns a row of lanes takes (their labels not counted); nil never wraps.
        public var width: Int? = nil

        public init(ascii: Bool = false, ruler: Bool = false, width: Int? = nil) {
            self.ascii = ascii
            self.ruler = ruler
            self.width = width
        }
    }

    /// Frames between two labels of the ruler.
    static let ticksEvery = 10

    public let lines: [Line]
    /// The columns of the widest row of lanes (without labels).
    public let rowWidth: Int
    /// The columns all the lanes would take on one row.
    public let drawnWidth: Int
    /// The column (after the labels) where each frame starts, on one row.
    public let frameColumns: [Int]
    /// The columns of the label column.
    public let labelWidth: Int

    public init(_ chart: MarbleChart, frameSeconds: Double, style: Style = Style()) {
        let labels = chart.groups.map(MarbleValueLabels.init(group:))
        let frameOf = { (time: Double) -> Int in
            max(0, Int(((time - chart.origin) / frameSeconds + 1e-9).rounded(.down)))
        }
        let frames = frameOf(chart.end) + 1
        var lanes: [MarbleLanes.Lane] = []
        var spans: [MarbleLanes.Span?] = []
        var names: [String] = []
        for (number, group) in chart.groups.enumerated() {
            let groupStart = frameOf(group.lanes.map(\.startedAt).min() ?? chart.origin)
            for lane in group.lanes {
                let (events, span) = Self.events(
                    of: lane, groupStart: groupStart, lastFrame: frames - 1, frameOf: frameOf, labels: labels[number])
                lanes.append(events)
                spans.append(span)
                names.append(Self.name(of: lane, ascii: style.ascii))
            }
        }
        let drawn = MarbleLanes(
            lanes, frames: frames,
            longGap: .progressions(frameNanoseconds: Int((frameSeconds * 1e9).rounded())), spans: spans)
        let frameCount = drawn.frameColumns.count
        let total = drawn.lines.map(\.count).max() ?? 0
        let columnOf = { (frame: Int) -> Int in frame < frameCount ? drawn.frameColumns[frame] : total }
        let rows = Self.rows(frameCount: frameCount, columnOf: columnOf, width: style.width)
        let labelWidth = Self.labelColumns(of: chart, ascii: style.ascii)
        let pad = { (name: String) in name + String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(name))) }
        var lines: [Line] = []
        for (number, row) in rows.enumerated() {
            let (from, to) = (columnOf(row.lowerBound), columnOf(row.upperBound))
            var lane = 0
            for group in chart.groups {
                if number == 0 && !group.title.isEmpty {
                    lines.append(Line(kind: .title, label: group.title, body: ""))
                }
                for _ in group.lanes {
                    let characters = Array(drawn.lines[lane])
                    let body = String(characters[min(from, characters.count)..<min(to, characters.count)])
                    lines.append(Line(kind: .lane, label: pad(names[lane]), body: Self.trimmed(body)))
                    lane += 1
                }
            }
            if style.ruler {
                lines.append(
                    Line(
                        kind: .ruler, label: pad(""),
                        body: Self.ruler(row, columnOf: columnOf, frameSeconds: frameSeconds)))
            }
        }
        // A legend per group that has letters, named by its title when several have.
        let lettered = zip(chart.groups, labels).filter { !$0.1.legend.isEmpty }
        for (group, labels) in lettered {
            let title = lettered.count > 1 && !group.title.isEmpty ? Self.shortTitle(group.title) + ": " : ""
            lines.append(Line(kind: .legend, label: title + labels.legendText, body: ""))
        }
        self.lines = lines
        drawnWidth = total
        frameColumns = drawn.frameColumns
        self.labelWidth = labelWidth
        rowWidth = rows.map { columnOf($0.upperBound) - columnOf($0.lowerBound) }.max() ?? 0
    }

    /// The drawing as text, a line each.
    public var text: [String] { lines.map(\.text) }

    /// The columns of the label column (labels and the two spaces after them).
    public static func labelColumns(of chart: MarbleChart, ascii: Bool = false) -> Int {
        (chart.groups.flatMap(\.lanes).map { DisplayWidth.of(name(of: $0, ascii: ascii)) }.max() ?? 0) + 2
    }

    /// A lane's label: an inner lane indented by its depth, behind an arrow.
    private static func name(of lane: MarbleChart.Lane, ascii: Bool) -> String {
        guard lane.depth > 0 else { return lane.label }
        return String(repeating: "  ", count: lane.depth) + (ascii ? "> " : "↳ ") + lane.label
    }

    /// A lane's symbols by frame, and where it is drawn: from its subscription to its end (or the chart's end
    /// while it runs).
    private static func events(
        of lane: MarbleChart.Lane, groupStart: Int, lastFrame: Int, frameOf: (Double) -> Int,
        labels: MarbleValueLabels
    ) -> (MarbleLanes.Lane, MarbleLanes.Span) {
        var events: MarbleLanes.Lane = [:]
        var end: Int?
        for moment in lane.moments where end == nil {
            let frame = frameOf(moment.time)
            switch moment.mark {
            case .subscribed:
                if frame > groupStart { events[frame, default: []].append("^") }
            case .value(let value):
                events[frame, default: []].append(labels.label(for: value).text)
            case .completed:
                events[frame, default: []].append("|")
                end = frame
            case .error:
                events[frame, default: []].append("#")
                end = frame
            case .disposed:
                events[frame, default: []].append("!")
                end = frame
            }
        }
        let first = frameOf(lane.startedAt)
        let last = end ?? (lane.isFinished ? lane.moments.last.map { frameOf($0.time) } ?? first : lastFrame)
        let lostUntil = lane.lostBefore.map(frameOf) ?? first
        return (
            events, MarbleLanes.Span(drawn: first...max(first, last), lost: lostUntil > first ? first..<lostUntil : nil)
        )
    }

    /// Rows of frames, each as wide as the room allows, split only where a frame (or a progression) starts.
    private static func rows(frameCount: Int, columnOf: (Int) -> Int, width: Int?) -> [Range<Int>] {
        guard frameCount > 0 else { return [0..<0] }
        guard let width, columnOf(frameCount) > width else { return [0..<frameCount] }
        /// The first frame after `frame` that starts a column of its own.
        func next(after frame: Int) -> Int {
            var next = frame + 1
            while next < frameCount && columnOf(next) == columnOf(frame) { next += 1 }
            return next
        }
        var rows: [Range<Int>] = []
        var start = 0
        while start < frameCount {
            var end = next(after: start)
            while end < frameCount {
                let further = next(after: end)
                if columnOf(further) - columnOf(start) > width { break }
                end = further
            }
            rows.append(start..<end)
            start = end
        }
        return rows
    }

    /// The time at every tenth frame that starts a column, under that column (`0`, `200ms`, `400ms`), and at a
    /// row's first frame, so a wrapped row says where it starts.
    private static func ruler(_ row: Range<Int>, columnOf: (Int) -> Int, frameSeconds: Double) -> String {
        let origin = columnOf(row.lowerBound)
        var ruler =
            row.lowerBound % ticksEvery == 0 ? "" : MarbleTimeAxis.label(seconds: Double(row.lowerBound) * frameSeconds)
        var frame = (row.lowerBound + ticksEvery - 1) / ticksEvery * ticksEvery
        while frame < row.upperBound {
            let column = columnOf(frame) - origin
            let startsColumn = frame == row.lowerBound || columnOf(frame - 1) != columnOf(frame)
            let text = frame == 0 ? "0" : MarbleTimeAxis.label(seconds: Double(frame) * frameSeconds)
            if startsColumn && column >= ruler.count + (ruler.isEmpty ? 0 : 1) {
                ruler += String(repeating: " ", count: column - ruler.count) + text
            }
            frame += ticksEvery
        }
        return ruler
    }

    /// A group's title as a legend names it: `#3`, or the first words of a longer title.
    static func shortTitle(_ title: String) -> String {
        let first = title.split(separator: " ", maxSplits: 1).first.map(String.init) ?? title
        return first.hasPrefix("#") ? first : String(title.prefix(30))
    }

    private static func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
