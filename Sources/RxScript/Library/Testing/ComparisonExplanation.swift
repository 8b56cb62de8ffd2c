import RxMarbles

/// One line per pipeline saying why the outputs differ, read from the run's records alone (the input's values,
/// each output's events, each inner subscription's subscription, completion and disposal), never from what an
/// operator is known to do.
///
/// The story starts at an input value the outputs show where they first differ (else the last to arrive by
/// then) and follows the values from there, up to three clauses, as far as the last differing frame. A pipeline whose inner subscriptions each start with
/// an input value (at once, or when another completed) is told by its inners: a value started one, was held
/// until another completed, was dropped while one ran, or disposed one when it arrived (and when the inners the
/// first value started differ only in timing, when each sent its first value). A pipeline that
/// delivers input values is told by them: let through at once, sent later, dropped, or sent again. Otherwise
/// the line says what the pipeline sent in the first differing frame. Its end is told when the outputs first
/// differ by an end, and its subscriptions to the input when the pipelines made different numbers of them.
struct ComparisonExplanation {
    let lines: [String]

    init(_ run: ComparisonRun, difference: ComparisonDifference, labels: MarbleValueLabels) {
        let frameSeconds = Double(run.frameNanoseconds) / 1e9
        let arrivals = run.input.moments.compactMap { moment -> ComparisonArrival? in
            if case .value(let value) = moment.mark { return ComparisonArrival(time: moment.time, value: value) }
            return nil
        }
        let counts = run.pipelines.map(\.inputSubscriptions.count)
        let tellsSubscriptions = Set(counts).count > 1 || counts.contains { $0 != 1 }
        let teller = ComparisonTeller(labels: labels, input: run.input, frameSeconds: frameSeconds)
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
        let stories = run.pipelines.map { ComparisonStory($0, arrivals: arrivals) }
        let lags = Self.innerLags(of: stories, for: key)
        lines = zip(run.pipelines, stories).map { pipeline, story in
            var clauses = story.clauses(for: episode, teller: teller)
            if let key, lags, let first = story.firstValue(ofInnerFor: key), !clauses.isEmpty {
                let lag = teller.time(first.time - first.inner.lane.startedAt)
                clauses.insert(
                    .phrase(
                        "\(first.inner.name) sent \(teller.value(first.value)) at \(teller.time(first.time)), "
                            + "\(lag) after it started"), at: 1)
                clauses = Array(clauses.prefix(ComparisonStory.clauseLimit))
            }
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
            var line = pipeline.name + " " + ComparisonClause.joined(clauses)
            if tellsSubscriptions { line += "; it " + teller.subscriptions(pipeline) }
            return line
        }
    }
}

extension ComparisonExplanation {
    /// Where the story starts: of the values an output shows in `frame`, the earliest input value's latest
    /// arrival by then.
    /// Whether the inners the key value started sent their first values after different delays (the
    /// pipelines differ in their inners' timing, not in what they did with the input).
    private static func innerLags(of stories: [ComparisonStory], for key: Int?) -> Bool {
        guard let key else { return false }
        let lags = stories.compactMap { story in
            story.firstValue(ofInnerFor: key).map { Int((($0.time - $0.inner.lane.startedAt) * 1e6).rounded()) }
        }
        return Set(lags).count > 1
    }

    private static func earliestShown(
        inFrame frame: Int, of run: ComparisonRun, arrivals: [ComparisonArrival], frameSeconds: Double
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
