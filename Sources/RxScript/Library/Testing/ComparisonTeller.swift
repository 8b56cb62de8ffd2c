import RxMarbles

/// How the lines name values and times, and the phrases they share.
struct ComparisonTeller {
    let labels: MarbleValueLabels
    let input: MarbleChart.Lane
    let frameSeconds: Double

    func value(_ value: String) -> String { labels.label(for: value).text }
    func time(_ seconds: Double) -> String { MarbleTimeAxis.label(seconds: seconds) }

    /// What the pipeline sent in `frame` (for a pipeline whose values are not the input's), with the input value
    /// that arrived at that instant (`sent 2 when 1 arrived at 10ms`), or, when it sent nothing then, when it sent
    /// next (`sent nothing until the input completed at 60ms, then 6`); nil for nothing when the line tells the
    /// pipeline's end, and it ended there.
    func sent(by pipeline: ComparisonRun.Pipeline, inFrame frame: Int, saysEnd: Bool) -> ComparisonClause? {
        let start = Double(frame) * frameSeconds
        let moments = pipeline.output.moments.filter {
            ComparisonDifference.frame(of: $0.time, frameSeconds: frameSeconds) == frame
        }
        let values = moments.compactMap { moment -> (time: Double, value: String)? in
            if case .value(let value) = moment.mark { return (moment.time, value) }
            return nil
        }
        guard let first = values.first else {
            if saysEnd && moments.contains(where: { $0.mark.isEnd }) { return nil }
            return nothingSent(by: pipeline, after: start + frameSeconds, from: start)
        }
        let sent = "sent \(ComparisonClause.list(values.map { value($0.value) }))"
        let arrived = input.moments.compactMap { moment -> String? in
            guard case .value(let value) = moment.mark, sameInstant(moment.time, first.time) else { return nil }
            return value
        }
        guard !arrived.isEmpty else { return .phrase("\(sent) at \(time(first.time))") }
        return .phrase("\(sent) when \(ComparisonClause.list(arrived.map(value))) arrived at \(time(first.time))")
    }

    /// A pipeline that sent nothing from `from` on: until when, and what it sent then.
    private func nothingSent(by pipeline: ComparisonRun.Pipeline, after end: Double, from: Double) -> ComparisonClause {
        let next = pipeline.output.moments.first { moment in
            if case .value = moment.mark { return moment.time >= end - 1e-9 }
            return false
        }
        guard let next, case .value(let sent) = next.mark else { return .phrase("sent nothing at \(time(from))") }
        let inputEnd = input.moments.last { $0.mark.isEnd && $0.mark != .disposed }
        let when =
            inputEnd.map { sameInstant($0.time, next.time) } ?? false
            ? "the input \(inputEnd!.mark == .completed ? "completed" : "failed") at \(time(next.time))"
            : time(next.time)
        return .phrase("sent nothing until \(when), then \(value(sent))")
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
