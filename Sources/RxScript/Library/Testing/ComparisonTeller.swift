import RxMarbles

/// How the lines name values and times, and the phrases they share.
struct ComparisonTeller {
    let labels: MarbleValueLabels
    let input: MarbleChart.Lane
    let frameSeconds: Double

    func value(_ value: String) -> String { labels.label(for: value).text }
    func time(_ seconds: Double) -> String { MarbleTimeAxis.label(seconds: seconds) }

    /// What the pipeline sent in `frame` (for a pipeline whose values are not the input's); nil for nothing when
    /// the line tells the pipeline's end, and it ended there.
    func sent(by pipeline: ComparisonRun.Pipeline, inFrame frame: Int, saysEnd: Bool) -> ComparisonClause? {
        let start = Double(frame) * frameSeconds
        let moments = pipeline.output.moments.filter {
            ComparisonDifference.frame(of: $0.time, frameSeconds: frameSeconds) == frame
        }
        let values = moments.compactMap { moment -> String? in
            if case .value(let value) = moment.mark { return value }
            return nil
        }
        guard !values.isEmpty else {
            return saysEnd && moments.contains { $0.mark.isEnd } ? nil : .phrase("sent nothing at \(time(start))")
        }
        return .phrase("sent \(ComparisonClause.list(values.map(value))) at \(time(start))")
    }

    /// How the pipeline's output ended, and what ended with it.
    func end(
        of pipeline: ComparisonRun.Pipeline, inners: [ComparisonRun.Inner], arrivals: [ComparisonArrival]
    ) -> ComparisonClause {
        guard let last = pipeline.output.moments.last else { return .phrase("never ended") }
        let verb: String
        switch last.mark {
        case .completed: verb = "completed"
        case .error: verb = "failed"
        default: return .phrase("was still running at \(time(last.time))")
        }
        var causes: [String] = []
        if let inputEnd = input.moments.last, inputEnd.mark.isEnd, inputEnd.mark != .disposed,
            sameInstant(inputEnd.time, last.time)
        {
            causes.append("the input \(inputEnd.mark == .completed ? "completed" : "failed")")
        }
        let endedInners = inners.filter { inner in
            guard let end = inner.lane.moments.last, end.mark != .disposed else { return false }
            return end.mark.isEnd && sameInstant(end.time, last.time)
        }
        if !endedInners.isEmpty {
            causes.append(ComparisonClause.list(endedInners.map(\.name)) + " ended")
        }
        if causes.isEmpty, let arrival = arrivals.last(where: { sameInstant($0.time, last.time) }) {
            causes.append("\(value(arrival.value)) arrived")
        }
        let when = causes.isEmpty ? "" : " when " + ComparisonClause.list(causes)
        return .phrase("\(verb) at \(time(last.time))\(when)")
    }

    /// `subscribed to the input once`, `… 2 times (at 0ms and 25ms)`.
    func subscriptions(_ pipeline: ComparisonRun.Pipeline) -> String {
        let times = pipeline.inputSubscriptions
        switch times.count {
        case 0: return "never subscribed to the input"
        case 1: return "subscribed to the input once"
        default:
            let at = Set(times).count == 1 ? "all at \(time(times[0]))" : "at " + ComparisonClause.list(times.map(time))
            return "subscribed to the input \(times.count) times (\(at))"
        }
    }
}

/// Whether two times recorded on the comparison's clock are the same instant.
func sameInstant(_ left: Double, _ right: Double) -> Bool { abs(left - right) < 1e-9 }
