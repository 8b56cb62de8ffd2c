import RxScript
import RxMarbles
import RxTrace
import TextStyles

/// Draws a traced subscription as `:export` pictures it (`MarbleChart.Group(record:)`): a lane per operator stage,
/// sources on top and the result at the bottom, inner subscriptions on lanes of their own, on one time axis with
/// a ruler (`MarbleChartText`), fitting the terminal: the frame grows from the session's until the lanes fit, and
/// a run longer than the coarsest frame allows wraps onto rows, between frames.
enum MarbleLaneDrawing {
    static let niceFrames: [Double] = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 30, 60]
    /// A frame that would make more frames than this is not tried.
    static let frameLimit = 20_000

    /// The drawing's lines: the title with the frame, the lanes with their ruler (per row), then the legend.
    static func lines(
        of record: SubscriptionRecord, frameSeconds: Double, width: Int = 80, colors: Bool = false,
        ascii: Bool = false
    ) -> [String] {
        let chart = MarbleChart(records: [record], origin: record.startedAt)
        let room = max(20, width - MarbleChartText.labelColumns(of: chart, ascii: ascii) - 1)
        let span = chart.end - chart.origin
        let candidates = niceFrames.filter { $0 >= frameSeconds * (1 - 1e-9) && span / $0 < Double(frameLimit) }
        // The finest frame whose lanes fit; when none does, the finest, wrapped onto rows (a coarser frame would
        // only pile the events into wider groups).
        let fitting = candidates.lazy.map { frame in
            (frame, MarbleChartText(chart, frameSeconds: frame, style: .init(ascii: ascii, ruler: true)))
        }.first { $0.1.drawnWidth <= room }
        let frame = fitting?.0 ?? candidates.first ?? niceFrames.last!
        let text =
            fitting?.1
            ?? MarbleChartText(chart, frameSeconds: frame, style: .init(ascii: ascii, ruler: true, width: room))
        let note =
            "   (frame " + MarbleLanes.progression(nanoseconds: Int((frame * 1e9).rounded()))
            + (record.isFinished ? ")" : ", still running)")
        let lines = text.lines.map { line in
            switch line.kind {
            case .title: return title(line.label, width: max(20, width - note.count)) + note
            case .lane: return colors ? line.label + colored(line.body) : line.text
            case .ruler, .legend: return line.text
            }
        }
        return lines + notKept(record)
    }

    /// `… 5,000 earlier events not kept`, when the record dropped its oldest moments.
    static func notKept(_ record: SubscriptionRecord) -> [String] {
        guard record.earlierMomentsNotKept > 0 else { return [] }
        let count = record.earlierMomentsNotKept
        return [
            "   … \(BoundedDescription.grouped(count)) earlier event\(count == 1 ? "" : "s") not kept "
                + "(a subscription keeps its latest \(BoundedDescription.grouped(TracedSubscription.recordLimit)))"
        ]
    }

    /// `#3  expression` on one line of at most `width` columns: the expression's whitespace runs collapsed.
    private static func title(_ text: String, width: Int) -> String {
        guard let gap = text.range(of: "  ") else { return ReplText.oneLine(text, limit: width) }
        let head = String(text[..<gap.upperBound])
        return head + ReplText.oneLine(String(text[gap.upperBound...]), limit: max(10, width - head.count))
    }

    /// The lane in the trace's colours: values green, completion blue, an error red; quiet frames, time
    /// progressions (` 500ms `), disposal and lost stretches dim.
    private static func colored(_ lane: String) -> String {
        let characters = Array(lane)
        var result = ""
        var index = 0
        while index < characters.count {
            if let length = progressionLength(characters, at: index) {
                result += TextStyle.dim.wrap(String(characters[index..<index + length]))
                index += length
                continue
            }
            let character = characters[index]
            let style: TextStyle?
            switch character {
            case "-", "!", "~", "^": style = .dim
            case "|": style = .completion
            case "#": style = .failure
            case "(", ")", " ": style = nil
            default: style = .value
            }
            result += style?.wrap(String(character)) ?? String(character)
            index += 1
        }
        return result
    }

    /// The length of the time progression (` 500ms `, ` 1.5s `) that starts at `index`, if one does.
    private static func progressionLength(_ characters: [Character], at index: Int) -> Int? {
        guard characters[index] == " " else { return nil }
        var end = index + 1
        while end < characters.count && (characters[end].isNumber || characters[end] == ".") { end += 1 }
        guard end > index + 1 else { return nil }
        let unitStart = end
        while end < characters.count && (characters[end] == "m" || characters[end] == "s") { end += 1 }
        guard end > unitStart, end < characters.count, characters[end] == " " else { return nil }
        return end + 1 - index
    }
}
