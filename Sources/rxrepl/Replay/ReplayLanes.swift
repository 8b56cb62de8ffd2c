import RxRecording
import RxTrace

/// A subscription's marble lanes rebuilt from a recording as they stood after a given record: what `:marbles #N`
/// would have drawn at that moment of the session, from the lanes the recorded trace lines name.
enum ReplayLanes {
    /// Subscription `id`'s record after `items[...last]`; nil when it had not started by then.
    static func record(of id: Int, in items: [Recording.Item], through last: Int) -> SubscriptionRecord? {
        var book: Book?
        var latest: [Bool: Double] = [:]
        for item in items.prefix(max(0, last + 1)) {
            if let moment = item.moment { latest[moment.virtual] = max(latest[moment.virtual] ?? 0, moment.time) }
            switch item {
            case .subscription(id, let expression, let time, let virtual):
                book = Book(expression: expression, startedAt: time, virtual: virtual)
            case .trace(let line) where line.subscription == id:
                guard let lane = line.lane else { continue }
                if book == nil { book = Book(expression: "", startedAt: line.time, virtual: line.virtual) }
                book!.add(line, lane: lane)
            default: continue
            }
        }
        guard let book else { return nil }
        return book.record(id: id, now: latest[book.virtual] ?? book.startedAt)
    }

    /// The subscriptions that had started after `items[...last]`, by id.
    static func subscriptions(in items: [Recording.Item], through last: Int) -> [Int] {
        var ids: Set<Int> = []
        for item in items.prefix(max(0, last + 1)) {
            if case .subscription(let id, _, _, _) = item { ids.insert(id) }
        }
        return ids.sorted()
    }

    /// The lanes of one subscription, filled as the tracer's lane recorder filled them.
    private struct Book {
        struct Lane {
            var name: [String]
            var downstream: Int?
            var parent = 0
            var depth = 0
            var startedAt: Double
            var moments: [TracedSubscription.Recorded]
            var hasEnded = false
        }

        let expression: String
        let startedAt: Double
        let virtual: Bool
        var moments: [TracedSubscription.Recorded] = []
        var stages: [Lane] = []
        var inners: [Int: Lane] = [:]
        var isFinished = false

        init(expression: String, startedAt: Double, virtual: Bool) {
            self.expression = expression
            self.startedAt = startedAt
            self.virtual = virtual
        }

        mutating func add(_ line: Recording.TraceRecord, lane: LaneNote) {
            guard !isFinished else { return }
            let moment = TracedSubscription.Recorded(time: line.time, kind: line.kind, value: line.text)
            switch lane {
            case .subscription:
                moments.append(moment)
                if line.kind == .disposed { finish(at: line.time) }
            case .stageOpened(let position, let downstream):
                guard position == stages.count else { return }
                stages.append(Lane(name: [line.stage], downstream: downstream, startedAt: line.time, moments: [moment]))
            case .stage(let position):
                guard stages.indices.contains(position) else { return }
                Self.add(moment, to: &stages[position])
            case .innerOpened(let index, let parent, let downstream, let depth):
                inners[index] = Lane(
                    name: [line.stage], downstream: downstream, parent: parent, depth: depth, startedAt: line.time,
                    moments: [moment])
            case .innerJoined(let index):
                inners[index]?.name.append(line.stage)
            case .inner(let index):
                guard inners[index] != nil else { return }
                Self.add(moment, to: &inners[index]!)
            }
        }

        private static func add(_ moment: TracedSubscription.Recorded, to lane: inout Lane) {
            guard !lane.hasEnded else { return }
            lane.moments.append(moment)
            if moment.kind != .next { lane.hasEnded = true }
        }

        /// The subscription ended: a lane still open was disposed with it.
        private mutating func finish(at time: Double) {
            isFinished = true
            let disposed = TracedSubscription.Recorded(time: time, kind: .disposed, value: nil)
            for position in stages.indices { Self.add(disposed, to: &stages[position]) }
            for index in inners.keys { Self.add(disposed, to: &inners[index]!) }
        }

        func record(id: Int, now: Double) -> SubscriptionRecord {
            SubscriptionRecord(
                id: id, expression: expression, startedAt: startedAt, now: now, isFinished: isFinished,
                moments: moments,
                stages: stages.map {
                    StageLaneRecord(
                        name: $0.name[0], downstream: $0.downstream, startedAt: $0.startedAt, moments: $0.moments)
                },
                inners: inners.sorted { $0.key < $1.key }.map { index, lane in
                    InnerSubscriptionRecord(
                        index: index, parent: lane.parent, downstreamStage: lane.downstream, depth: lane.depth,
                        operators: lane.name.reversed(), startedAt: lane.startedAt, moments: lane.moments)
                })
        }
    }
}
