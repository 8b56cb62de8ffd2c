import RxMarbles

extension ComparisonRun {
    /// The lanes as text (the input, then each pipeline's output and inner subscriptions), a `^` under the first
    /// frame where the outputs differ, the legend, and a line per pipeline saying why.
    func drawing(ascii: Bool) -> String {
        let group = group(title: "")
        let chart = MarbleChart(groups: [group], origin: 0, now: 0)
        let frameSeconds = Double(frameNanoseconds) / 1e9
        let text = MarbleChartText(chart, frameSeconds: frameSeconds, style: .init(ascii: ascii))
        let difference = ComparisonDifference(pipelines.map(\.output), frameSeconds: frameSeconds)
        var lines = text.lines.filter { $0.kind == .lane }.map(\.text)
        if let first = difference.first, first < text.frameColumns.count {
            let time = MarbleTimeAxis.label(seconds: Double(first) * frameSeconds)
            lines.append(
                MarbleLanes.differenceMarker(atColumn: text.labelWidth + text.frameColumns[first])
                    + " the outputs differ first at \(time)")
        }
        lines += text.lines.filter { $0.kind == .legend }.map(\.text)
        if wasCut { lines.append("(still running after \(MarbleRun.frameLimit) frames; drawn up to there)") }
        let explanation = ComparisonExplanation(self, difference: difference, labels: MarbleValueLabels(group: group))
        lines += explanation.lines
        return lines.joined(separator: "\n") + "\n"
    }
}
