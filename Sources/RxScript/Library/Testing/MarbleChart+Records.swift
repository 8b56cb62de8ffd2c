import RxMarbles
import RxTrace

extension MarbleChart {
    /// A chart of traced subscriptions: a group per record, titled `#N  expression`, up to the latest of their
    /// clocks' times when a lane still runs.
    public init(records: [SubscriptionRecord], origin: Double) {
        self.init(groups: records.map(Group.init(record:)), origin: origin, now: records.map(\.now).max() ?? origin)
    }
}

extension MarbleChart.Group {
    /// A traced subscription's lanes (`:marbles #N`, `:export`): a lane per operator stage of its chain, inner
    /// subscriptions' lanes labelled `#N.1 timer.map`; a record made without stage lanes shows its own lane, `#N`.
    public init(record: SubscriptionRecord) {
        let innerLabel = { (inner: InnerSubscriptionRecord) in
            "#\(record.id).\(inner.index) " + inner.operators.joined(separator: ".")
        }
        let title = "#\(record.id)  " + record.expression
        guard record.stages.isEmpty else {
            self.init(
                title: title, stages: record.stages, inners: record.inners, isFinished: record.isFinished,
                innerLabel: innerLabel)
            return
        }
        let own = MarbleChart.Lane(
            label: "#\(record.id)", startedAt: record.startedAt, moments: record.moments, isFinished: record.isFinished)
        let inners = Self.innerLanes(record.inners, isFinished: record.isFinished, label: innerLabel)
        self.init(title: title, lanes: [own] + inners.flatMap { $0 })
    }

    /// The lanes of one subscription's chain: its sources on top and its last operator at the bottom (each stage
    /// under the stages it subscribed), an inner subscription's lane above the operator that subscribed it and
    /// its own inners under it.
    public init(
        title: String, stages: [StageLaneRecord], inners: [InnerSubscriptionRecord], isFinished: Bool,
        innerLabel: (InnerSubscriptionRecord) -> String
    ) {
        let innerLanes = Self.innerLanes(inners, isFinished: isFinished, label: innerLabel)
        var placed = Set<Int>()
        func chain(ending stage: Int) -> [MarbleChart.Lane] {
            var result: [MarbleChart.Lane] = []
            for upstream in stages.indices where stages[upstream].downstream == stage {
                result += chain(ending: upstream)
            }
            for (position, inner) in inners.enumerated() where inner.parent == 0 && inner.downstreamStage == stage {
                result += innerLanes[position]
                placed.insert(position)
            }
            let record = stages[stage]
            result.append(
                MarbleChart.Lane(
                    label: record.name, startedAt: record.startedAt, moments: record.moments, isFinished: isFinished))
            return result
        }
        var all = stages.indices.filter { stages[$0].downstream == nil }.flatMap(chain(ending:))
        // Inners whose operator's lane was not kept (or whose parent's was not) go above the result.
        let others = inners.indices.filter { !placed.contains($0) }.flatMap { innerLanes[$0] }
        all.insert(contentsOf: others, at: max(0, all.count - 1))
        self.init(title: title, lanes: all)
    }

    /// Each inner subscription's lane followed by its own inners' (nested deeper), by position in `inners`; an
    /// inner of an inner appears only under its parent (or alone, when its parent's lane was dropped).
    private static func innerLanes(
        _ inners: [InnerSubscriptionRecord], isFinished: Bool, label: (InnerSubscriptionRecord) -> String
    ) -> [[MarbleChart.Lane]] {
        let indices = Set(inners.map(\.index))
        func tree(_ inner: InnerSubscriptionRecord) -> [MarbleChart.Lane] {
            let own = MarbleChart.Lane(
                label: label(inner), depth: inner.depth, startedAt: inner.startedAt, moments: inner.moments,
                isFinished: isFinished)
            return [own] + inners.filter { $0.parent == inner.index }.flatMap(tree)
        }
        return inners.map { inner in
            inner.parent == 0 || !indices.contains(inner.parent) ? tree(inner) : []
        }
    }
}

extension MarbleChart.Lane {
    /// A lane of traced moments; it has finished when it ended or its subscription did. A lane whose first kept
    /// moment is not its subscription lost the ones before.
    init(
        label: String, depth: Int = 0, startedAt: Double, moments recorded: [TracedSubscription.Recorded],
        isFinished: Bool
    ) {
        let moments = recorded.flatMap(MarbleChart.Moment.moments(of:))
        let lost = recorded.first.flatMap { $0.kind == .subscribed ? nil : $0.time }
        self.init(
            label: label, depth: depth, startedAt: startedAt,
            isFinished: isFinished || moments.contains { $0.mark.isEnd }, moments: moments, lostBefore: lost)
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
        case .action, .lifecycle, .stillSubscribed: return []
        }
    }
}
