import RxMarbles

/// What one pipeline did with the input's values: which inner subscription each started, or where each went.
struct ComparisonStory {
    let pipeline: ComparisonRun.Pipeline
    let arrivals: [ComparisonArrival]
    /// The inner subscriptions of the pipeline itself (not of its inners).
    let tops: [ComparisonRun.Inner]
    /// The inner (by position in `tops`) each input value started.
    private var innerFor: [Int: Int] = [:]
    /// The output event (by position among the output's values) each input value became, and where.
    private var delivered: [Int: (time: Double, position: Int)] = [:]
    /// Output values that repeat an earlier input value: the arrival they repeat, and when.
    private var repeats: [Int: [Double]] = [:]

    init(_ pipeline: ComparisonRun.Pipeline, arrivals: [ComparisonArrival]) {
        self.pipeline = pipeline
        self.arrivals = arrivals
        tops = pipeline.inners.filter { $0.parent == 0 }
        matchInners()
        matchOutputs()
    }

    private func end(of inner: ComparisonRun.Inner) -> MarbleChart.Moment? {
        inner.lane.moments.last { $0.mark.isEnd }
    }

    /// Each inner that starts when an input value arrives, or when another inner completed after values arrived,
    /// belongs to that value (the earliest waiting, for one started when another completed).
    private mutating func matchInners() {
        var taken = Set<Int>()
        for (position, inner) in tops.enumerated() {
            let start = inner.lane.startedAt
            let freed = tops.contains { other in
                guard other.index != inner.index, let end = end(of: other) else { return false }
                return end.mark == .completed && sameInstant(end.time, start)
            }
            let waiting = arrivals.indices.filter { !taken.contains($0) && arrivals[$0].time <= start + 1e-9 }
            let choice =
                freed
                ? waiting.first { arrivals[$0].time < start - 1e-9 }
                    ?? waiting.first { sameInstant(arrivals[$0].time, start) }
                : waiting.first { sameInstant(arrivals[$0].time, start) }
            if let choice {
                innerFor[choice] = position
                taken.insert(choice)
            }
        }
    }

    /// Each input value becomes the first output event of the same value at or after its arrival (and before the
    /// same value arrives again); output values left over that repeat an input value are its repeats.
    /// Whether most of the output's values are the input's (delivered or repeated), so the line can follow them.
    private var tellsDeliveries: Bool {
        let told = delivered.count + repeats.values.map(\.count).reduce(0, +)
        return told * 2 >= outputValueCount && (told > 0 || outputValueCount == 0)
    }
    private var outputValueCount = 0

    private mutating func matchOutputs() {
        let outputs = pipeline.output.moments.compactMap { moment -> (time: Double, value: String)? in
            if case .value(let value) = moment.mark { return (moment.time, value) }
            return nil
        }
        outputValueCount = outputs.count
        var used = Set<Int>()
        for (index, arrival) in arrivals.enumerated() {
            let next = arrivals[(index + 1)...].first { $0.value == arrival.value }?.time ?? .infinity
            let match = outputs.indices.first { position in
                !used.contains(position) && outputs[position].value == arrival.value
                    && outputs[position].time >= arrival.time - 1e-9 && outputs[position].time < next - 1e-9
            }
            if let match {
                used.insert(match)
                delivered[index] = (outputs[match].time, match)
            }
        }
        for position in outputs.indices where !used.contains(position) {
            let output = outputs[position]
            if let source = arrivals.lastIndex(where: { $0.value == output.value && $0.time <= output.time + 1e-9 }) {
                repeats[source, default: []].append(output.time)
            }
        }
    }

    /// The clauses for the values of `episode` (positions in `arrivals`); none when the run tells nothing of them.
    /// The inner an input value started and its first value: when it came after the inner's start, and what
    /// it was; nil when the value started no inner, or its inner sent nothing.
    func firstValue(ofInnerFor arrival: Int) -> (inner: ComparisonRun.Inner, time: Double, value: String)? {
        guard let position = innerFor[arrival] else { return nil }
        let inner = tops[position]
        for moment in inner.lane.moments {
            if case .value(let value) = moment.mark { return (inner, moment.time, value) }
        }
        return nil
    }

    /// The most clauses a line tells (the first value's are always told).
    static let clauseLimit = 3

    func clauses(for episode: [Int], teller: ComparisonTeller) -> [ComparisonClause] {
        guard !innerFor.isEmpty || tellsDeliveries else { return [] }
        var clauses: [ComparisonClause] = []
        let end = pipeline.output.moments.last { $0.mark.isEnd }?.time ?? .infinity
        for arrival in episode where arrivals[arrival].time <= end + 1e-9 {
            let more =
                innerFor.isEmpty ? deliveryClauses(arrival, teller: teller) : [innerClause(arrival, teller: teller)]
            if !clauses.isEmpty && clauses.count + more.count > Self.clauseLimit { break }
            clauses += more
        }
        return clauses
    }

    /// What a pipeline that follows the input's values sent of its own in `frame` (`startWith`'s value).
    func ownValues(inFrame frame: Int, teller: ComparisonTeller) -> [(clause: ComparisonClause, position: Int)] {
        guard innerFor.isEmpty else { return [] }
        let told = Set(delivered.values.map(\.position))
        var position = 0
        var clauses: [(clause: ComparisonClause, position: Int)] = []
        for moment in pipeline.output.moments {
            guard case .value(let value) = moment.mark else { continue }
            defer { position += 1 }
            let isRepeat =
                repeats.values.contains { $0.contains { sameInstant($0, moment.time) } }
                && arrivals.contains { $0.value == value }
            guard !told.contains(position), !isRepeat,
                ComparisonDifference.frame(of: moment.time, frameSeconds: teller.frameSeconds) == frame
            else { continue }
            clauses.append((.phrase("sent \(teller.value(value)) of its own at \(teller.time(moment.time))"), position))
        }
        return clauses
    }

    /// Whether the output value at `position` came before what became of the input value `arrival`.
    func precedes(_ position: Int, _ arrival: Int) -> Bool {
        if let delivery = delivered[arrival] { return position < delivery.position }
        let outputs = pipeline.output.moments.filter {
            if case .value = $0.mark { return true }
            return false
        }
        return position < outputs.count && outputs[position].time < arrivals[arrival].time - 1e-9
    }

    private func innerClause(_ arrival: Int, teller: ComparisonTeller) -> ComparisonClause {
        let (time, value) = (arrivals[arrival].time, teller.value(arrivals[arrival].value))
        guard let position = innerFor[arrival] else {
            let running = tops.first { inner in
                inner.lane.startedAt <= time + 1e-9 && (end(of: inner).map { $0.time > time + 1e-9 } ?? true)
            }
            guard let running else { return .merging("dropped", value) }
            let until = end(of: running).map { " (until \(teller.time($0.time)))" } ?? ""
            return .phrase("dropped \(value) while \(running.name) was running\(until)")
        }
        let inner = tops[position]
        let start = inner.lane.startedAt
        if start > time + 1e-9 {
            let freed = tops.first { other in
                guard other.index != inner.index, let end = end(of: other) else { return false }
                return end.mark == .completed && sameInstant(end.time, start)
            }
            guard let freed else { return .phrase("held \(value) until \(teller.time(start))") }
            return .phrase("held \(value) until \(freed.name) completed at \(teller.time(start))")
        }
        let disposed = tops.filter { other in
            guard other.index != inner.index, let end = end(of: other) else { return false }
            return end.mark == .disposed && sameInstant(end.time, time)
        }
        if !disposed.isEmpty {
            let names = ComparisonClause.list(disposed.map(\.name))
            return .phrase("disposed \(names) at \(teller.time(time)) when \(value) arrived")
        }
        let running = tops.filter { other in
            other.index != inner.index && other.lane.startedAt < time - 1e-9
                && (end(of: other).map { $0.time > time + 1e-9 } ?? true)
        }
        let started = "started \(inner.name) for \(value) at \(teller.time(time))"
        guard !running.isEmpty else { return .phrase(started) }
        let verb = running.count == 1 ? "was" : "were"
        return .phrase("\(started) while \(ComparisonClause.list(running.map(\.name))) \(verb) still running")
    }

    private func deliveryClauses(_ arrival: Int, teller: ComparisonTeller) -> [ComparisonClause] {
        let (time, value) = (arrivals[arrival].time, teller.value(arrivals[arrival].value))
        var clauses: [ComparisonClause] = []
        let sentAt = delivered[arrival]?.time
        if let sentAt {
            if sameInstant(sentAt, time) {
                clauses.append(.merging("let", value, " through"))
            } else {
                clauses.append(.phrase("sent \(value) at \(teller.time(sentAt)), " + delay(arrival, teller: teller)))
            }
        } else {
            clauses.append(.merging("dropped", value))
        }
        for again in repeats[arrival] ?? [] {
            let twice = sentAt.map { sameInstant($0, again) } ?? false
            clauses.append(
                .phrase(
                    twice
                        ? "sent \(value) twice at \(teller.time(again))"
                        : "sent \(value) again at \(teller.time(again))"
                            + source(of: arrivals[arrival].value, at: again)))
        }
        return clauses
    }

    /// Where a value sent again came from: an inner subscription that got it as it subscribed (a replay), or
    /// one that got it later (a new subscription to a cold input).
    private func source(of value: String, at time: Double) -> String {
        let carrier = pipeline.inners.first { inner in
            inner.lane.moments.contains { moment in
                if case .value(let carried) = moment.mark { return carried == value && sameInstant(moment.time, time) }
                return false
            }
        }
        guard let carrier else { return "" }
        return sameInstant(carrier.lane.startedAt, time)
            ? " when \(carrier.name) subscribed" : " through \(carrier.name)"
    }

    /// How long after it arrived a value was sent, or, when the value before it went through at once, how long
    /// after that one.
    private func delay(_ arrival: Int, teller: ComparisonTeller) -> String {
        let (time, sentAt) = (arrivals[arrival].time, delivered[arrival]!.time)
        let previous = delivered.filter { $0.value.position < delivered[arrival]!.position }
            .max { $0.value.position < $1.value.position }
        if let previous, sameInstant(previous.value.time, arrivals[previous.key].time),
            arrivals[previous.key].time < time
        {
            let gap = teller.time(sentAt - previous.value.time)
            return "\(gap) after \(teller.value(arrivals[previous.key].value)) went through"
        }
        // Sent as the input completed, and completed with it: a value flushed by the completion.
        let inputEnd = teller.input.moments.last { $0.mark == .completed }
        let outputEnd = pipeline.output.moments.last { $0.mark == .completed }
        let flushed = [inputEnd, outputEnd].allSatisfy { $0.map { sameInstant($0.time, sentAt) } ?? false }
        let when = flushed ? ", when the input completed" : ""
        return "\(teller.time(sentAt - time)) after it arrived\(when)"
    }
}
