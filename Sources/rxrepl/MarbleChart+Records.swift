import RxTest
import RxTrace

extension MarbleChart {
    /// A chart of traced subscriptions: a group per record, titled `#N  expression`, with its inners' lanes,
    /// up to the latest of their clocks' times when a lane still runs.
    init(records: [SubscriptionRecord], origin: Double) {
        self.init(groups: records.map(Group.init(record:)), origin: origin, now: records.map(\.now).max() ?? origin)
    }
}

extension MarbleChart.Group {
    /// A subscription's lane, then a lane for each inner subscription it recorded (`#1.2 timer.map`).
    init(record: SubscriptionRecord) {
        let top = MarbleChart.Lane(record: record)
        var lanes = [top]
        for inner in record.inners {
            var moments = inner.moments.flatMap(MarbleChart.Moment.moments(of:))
            // An inner still open when its subscription ended was disposed with it (after the record was kept).
            let ended = moments.contains { $0.mark.isEnd }
            if record.isFinished && !ended { moments.append(MarbleChart.Moment(time: top.lastTime, mark: .disposed)) }
            lanes.append(
                MarbleChart.Lane(
                    label: "#\(record.id).\(inner.index) " + inner.operators.joined(separator: "."),
                    depth: inner.depth, startedAt: inner.startedAt,
                    isFinished: record.isFinished || ended, moments: moments))
        }
        self.init(title: "#\(record.id)  " + record.expression, lanes: lanes)
    }
}

extension MarbleChart.Lane {
    /// A top-level subscription's own lane, labelled `#N`.
    init(record: SubscriptionRecord) {
        self.init(
            label: "#\(record.id)", startedAt: record.startedAt, isFinished: record.isFinished,
            moments: record.moments.flatMap(MarbleChart.Moment.moments(of:)))
    }
}

extension MarbleChart.Moment {
    /// A traced moment as marks: a trait's success is its value and its completion.
    static func moments(of recorded: TracedSubscription.Recorded) -> [MarbleChart.Moment] {
        let value = recorded.value ?? "()"
        switch recorded.kind {
        case .subscribed: return [.init(time: recorded.time, mark: .subscribed)]
        case .next, .update: return [.init(time: recorded.time, mark: .value(value))]
        case .success:
            return [.init(time: recorded.time, mark: .value(value)), .init(time: recorded.time, mark: .completed)]
        case .completed: return [.init(time: recorded.time, mark: .completed)]
        case .error, .failure: return [.init(time: recorded.time, mark: .error(recorded.value ?? ""))]
        case .disposed: return [.init(time: recorded.time, mark: .disposed)]
        case .action: return []
        }
    }
}
