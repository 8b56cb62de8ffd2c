import RxMarbles

/// One line per pipeline saying why the outputs differ, read from the run's records alone (the input's values,
/// each output's events, each inner subscription's subscription, completion and disposal), never from what an
/// operator is known to do.
///
/// The story starts at the input value that last arrived by the first differing frame and follows up to three
/// values from there, as far as the last differing frame. A pipeline whose inner subscriptions each start with
/// an input value (at once, or when another completed) is told by its inners: a value started one, was held
/// until another completed, was dropped while one ran, or disposed one when it arrived. A pipeline that
/// delivers input values is told by them: let through at once, sent later, dropped, or sent again. Otherwise
/// the line says what the pipeline sent in the first differing frame. Its end is told when the outputs first
/// differ by an end, and its subscriptions to the input when the pipelines made different numbers of them.
struct ComparisonExplanation {
    let lines: [String]

    init(_ run: ComparisonRun, difference: ComparisonDifference, labels: MarbleValueLabels) {
        let frameSeconds = Double(run.frameNanoseconds) / 1e9
        let arrivals = run.input.moments.compactMap { moment -> Arrival? in
            if case .value(let value) = moment.mark { return Arrival(time: moment.time, value: value) }
            return nil
        }
        let counts = run.pipelines.map(\.inputSubscriptions.count)
        let tellsSubscriptions = Set(counts).count > 1 || counts.contains { $0 != 1 }
        let teller = Teller(labels: labels, input: run.input, frameSeconds: frameSeconds)
        guard let first = difference.first else {
            let pipelines = tellsSubscriptions ? run.pipelines.map { "\($0.name) " + teller.subscriptions($0) } : []
            lines = ["the outputs are the same: no frame differs"] + pipelines
            return
        }
        let firstTime = Double(first) * frameSeconds
        let lastTime = Double((difference.last ?? first) + 1) * frameSeconds
        let key =
            Self.earliestShown(inFrame: first, of: run, arrivals: arrivals, frameSeconds: frameSeconds)
            ?? arrivals.lastIndex { $0.time < firstTime + frameSeconds - 1e-9 } ?? (arrivals.isEmpty ? nil : 0)
        let episode =
            key.map { key in
                Array(arrivals.indices.filter { $0 >= key && ($0 == key || arrivals[$0].time < lastTime) }.prefix(3))
            } ?? []
        let endsDiffer = run.pipelines.contains { pipeline in
            ComparisonDifference.cells(of: pipeline.output, frameSeconds: frameSeconds)[first]?
                .contains { !$0.hasPrefix("v") } ?? false
        }
        lines = run.pipelines.map { pipeline in
            let story = PipelineStory(pipeline, arrivals: arrivals)
            var clauses = story.clauses(for: episode, teller: teller)
            if !clauses.isEmpty, let key {
                let own = story.ownValues(inFrame: first, teller: teller)
                clauses =
                    own.filter { story.precedes($0.position, key) }.map(\.clause) + clauses
                    + own.filter { !story.precedes($0.position, key) }.map(\.clause)
            }
            if clauses.isEmpty, let sent = teller.sent(by: pipeline, inFrame: first, saysEnd: endsDiffer) {
                clauses = [sent]
            }
            if endsDiffer { clauses.append(teller.end(of: pipeline, inners: story.tops, arrivals: arrivals)) }
            var line = pipeline.name + " " + Clause.joined(clauses)
            if tellsSubscriptions { line += "; it " + teller.subscriptions(pipeline) }
            return line
        }
    }
}

extension ComparisonExplanation {
    /// Where the story starts: of the values an output shows in `frame`, the earliest input value's latest
    /// arrival by then.
    fileprivate static func earliestShown(
        inFrame frame: Int, of run: ComparisonRun, arrivals: [Arrival], frameSeconds: Double
    ) -> Int? {
        let end = Double(frame + 1) * frameSeconds - 1e-9
        let shown = Set(
            run.pipelines.flatMap { pipeline in
                pipeline.output.moments.compactMap { moment -> String? in
                    guard ComparisonDifference.frame(of: moment.time, frameSeconds: frameSeconds) == frame,
                        case .value(let value) = moment.mark
                    else { return nil }
                    return value
                }
            })
        return shown.compactMap { value in
            arrivals.indices.last { arrivals[$0].time < end && arrivals[$0].value == value }
        }.min()
    }
}

/// An input value at its arrival.
private struct Arrival {
    let time: Double
    /// As traced (`"a"`, `10`).
    let value: String
}

/// A part of a pipeline's line: a verb and the values it applies to (`dropped b and c`, `let a through`), or a
/// whole phrase.
private struct Clause {
    let verb: String?
    var values: [String]
    let tail: String
    let phrase: String

    static func merging(_ verb: String, _ value: String, _ tail: String = "") -> Clause {
        Clause(verb: verb, values: [value], tail: tail, phrase: "")
    }
    static func phrase(_ text: String) -> Clause { Clause(verb: nil, values: [], tail: "", phrase: text) }

    var text: String { verb.map { "\($0) \(Self.list(values))\(tail)" } ?? phrase }

    /// The clauses as a line, neighbours with the same verb merged (`dropped a and b`).
    static func joined(_ clauses: [Clause]) -> String {
        var merged: [Clause] = []
        for clause in clauses {
            if let verb = clause.verb, let last = merged.last, last.verb == verb, last.tail == clause.tail {
                merged[merged.count - 1].values += clause.values
            } else {
                merged.append(clause)
            }
        }
        return merged.map(\.text).joined(separator: "; ")
    }

    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}

/// How the lines name values and times, and the phrases they share.
private struct Teller {
    let labels: MarbleValueLabels
    let input: MarbleChart.Lane
    let frameSeconds: Double

    func value(_ value: String) -> String { labels.label(for: value).text }
    func time(_ seconds: Double) -> String { MarbleTimeAxis.label(seconds: seconds) }

    /// What the pipeline sent in `frame` (for a pipeline whose values are not the input's); nil for nothing when
    /// the line tells the pipeline's end, and it ended there.
    func sent(by pipeline: ComparisonRun.Pipeline, inFrame frame: Int, saysEnd: Bool) -> Clause? {
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
        return .phrase("sent \(Clause.list(values.map(value))) at \(time(start))")
    }

    /// How the pipeline's output ended, and what ended with it.
    func end(of pipeline: ComparisonRun.Pipeline, inners: [ComparisonRun.Inner], arrivals: [Arrival]) -> Clause {
        guard let last = pipeline.output.moments.last else { return .phrase("never ended") }
        let verb: String
        switch last.mark {
        case .completed: verb = "completed"
        case .error: verb = "failed"
        default: return .phrase("was still running at \(time(last.time))")
        }
        var causes: [String] = []
        if let inputEnd = input.moments.last, inputEnd.mark.isEnd, inputEnd.mark != .disposed,
            same(inputEnd.time, last.time)
        {
            causes.append("the input \(inputEnd.mark == .completed ? "completed" : "failed")")
        }
        let endedInners = inners.filter { inner in
            guard let end = inner.lane.moments.last, end.mark != .disposed else { return false }
            return end.mark.isEnd && same(end.time, last.time)
        }
        if !endedInners.isEmpty {
            causes.append(Clause.list(endedInners.map(\.name)) + " ended")
        }
        if causes.isEmpty, let arrival = arrivals.last(where: { same($0.time, last.time) }) {
            causes.append("\(value(arrival.value)) arrived")
        }
        let when = causes.isEmpty ? "" : " when " + Clause.list(causes)
        return .phrase("\(verb) at \(time(last.time))\(when)")
    }

    /// `subscribed to the input once`, `… 2 times (at 0ms and 25ms)`.
    func subscriptions(_ pipeline: ComparisonRun.Pipeline) -> String {
        let times = pipeline.inputSubscriptions
        switch times.count {
        case 0: return "never subscribed to the input"
        case 1: return "subscribed to the input once"
        default:
            let at = Set(times).count == 1 ? "all at \(time(times[0]))" : "at " + Clause.list(times.map(time))
            return "subscribed to the input \(times.count) times (\(at))"
        }
    }
}

private func same(_ left: Double, _ right: Double) -> Bool { abs(left - right) < 1e-9 }

/// What one pipeline did with the input's values: which inner subscription each started, or where each went.
private struct PipelineStory {
    let pipeline: ComparisonRun.Pipeline
    let arrivals: [Arrival]
    /// The inner subscriptions of the pipeline itself (not of its inners).
    let tops: [ComparisonRun.Inner]
    /// The inner (by position in `tops`) each input value started.
    private var innerFor: [Int: Int] = [:]
    /// The output event (by position among the output's values) each input value became, and where.
    private var delivered: [Int: (time: Double, position: Int)] = [:]
    /// Output values that repeat an earlier input value: the arrival they repeat, and when.
    private var repeats: [Int: [Double]] = [:]

    init(_ pipeline: ComparisonRun.Pipeline, arrivals: [Arrival]) {
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
                return end.mark == .completed && same(end.time, start)
            }
            let waiting = arrivals.indices.filter { !taken.contains($0) && arrivals[$0].time <= start + 1e-9 }
            let choice =
                freed
                ? waiting.first { arrivals[$0].time < start - 1e-9 } ?? waiting.first { same(arrivals[$0].time, start) }
                : waiting.first { same(arrivals[$0].time, start) }
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
    /// The most clauses a line tells (the first value's are always told).
    static let clauseLimit = 3

    func clauses(for episode: [Int], teller: Teller) -> [Clause] {
        guard !innerFor.isEmpty || tellsDeliveries else { return [] }
        var clauses: [Clause] = []
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
    func ownValues(inFrame frame: Int, teller: Teller) -> [(clause: Clause, position: Int)] {
        guard innerFor.isEmpty else { return [] }
        let told = Set(delivered.values.map(\.position))
        var position = 0
        var clauses: [(clause: Clause, position: Int)] = []
        for moment in pipeline.output.moments {
            guard case .value(let value) = moment.mark else { continue }
            defer { position += 1 }
            let isRepeat =
                repeats.values.contains { $0.contains { same($0, moment.time) } }
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

    private func innerClause(_ arrival: Int, teller: Teller) -> Clause {
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
                return end.mark == .completed && same(end.time, start)
            }
            guard let freed else { return .phrase("held \(value) until \(teller.time(start))") }
            return .phrase("held \(value) until \(freed.name) completed at \(teller.time(start))")
        }
        let disposed = tops.filter { other in
            guard other.index != inner.index, let end = end(of: other) else { return false }
            return end.mark == .disposed && same(end.time, time)
        }
        if !disposed.isEmpty {
            let names = Clause.list(disposed.map(\.name))
            return .phrase("disposed \(names) at \(teller.time(time)) when \(value) arrived")
        }
        let running = tops.filter { other in
            other.index != inner.index && other.lane.startedAt < time - 1e-9
                && (end(of: other).map { $0.time > time + 1e-9 } ?? true)
        }
        let started = "started \(inner.name) for \(value) at \(teller.time(time))"
        guard !running.isEmpty else { return .phrase(started) }
        let verb = running.count == 1 ? "was" : "were"
        return .phrase("\(started) while \(Clause.list(running.map(\.name))) \(verb) still running")
    }

    private func deliveryClauses(_ arrival: Int, teller: Teller) -> [Clause] {
        let (time, value) = (arrivals[arrival].time, teller.value(arrivals[arrival].value))
        var clauses: [Clause] = []
        let sentAt = delivered[arrival]?.time
        if let sentAt {
            if same(sentAt, time) {
                clauses.append(.merging("let", value, " through"))
            } else {
                clauses.append(.phrase("sent \(value) at \(teller.time(sentAt)), " + delay(arrival, teller: teller)))
            }
        } else {
            clauses.append(.merging("dropped", value))
        }
        for again in repeats[arrival] ?? [] {
            let twice = sentAt.map { same($0, again) } ?? false
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
                if case .value(let carried) = moment.mark { return carried == value && same(moment.time, time) }
                return false
            }
        }
        guard let carrier else { return "" }
        return same(carrier.lane.startedAt, time) ? " when \(carrier.name) subscribed" : " through \(carrier.name)"
    }

    /// How long after it arrived a value was sent, or, when the value before it went through at once, how long
    /// after that one.
    private func delay(_ arrival: Int, teller: Teller) -> String {
        let (time, sentAt) = (arrivals[arrival].time, delivered[arrival]!.time)
        let previous = delivered.filter { $0.value.position < delivered[arrival]!.position }
            .max { $0.value.position < $1.value.position }
        if let previous, same(previous.value.time, arrivals[previous.key].time), arrivals[previous.key].time < time {
            let gap = teller.time(sentAt - previous.value.time)
            return "\(gap) after \(teller.value(arrivals[previous.key].value)) went through"
        }
        // Sent as the input completed, and completed with it: a value flushed by the completion.
        let inputEnd = teller.input.moments.last { $0.mark == .completed }
        let outputEnd = pipeline.output.moments.last { $0.mark == .completed }
        let flushed = [inputEnd, outputEnd].allSatisfy { $0.map { same($0.time, sentAt) } ?? false }
        let when = flushed ? ", when the input completed" : ""
        return "\(teller.time(sentAt - time)) after it arrived\(when)"
    }
}
