import RxCore
import RxTest
import RxTrace

/// One subscription of a session gathered to be written as a test (`:export #N FILE.swift|FILE.rx`,
/// `--export xctest|expect`): its pipeline as typed, the marble inputs and constants it uses, and what it
/// recorded, with every time in nanoseconds from the test's time 0.
public struct SubscriptionExport {
    /// One recorded event of the subscription.
    struct Output {
        let time: Int
        let kind: TraceLineKind
        /// The element or error as traced.
        let value: String?
    }

    /// A marble input placed on the test's clock.
    struct PlacedInput {
        let input: PipelineTranslation.Input
        /// The events at their times: from the subscription for a cold input, from time 0 for a hot one.
        let events: [(time: Int, event: Event<Value>)]
    }

    public let id: Int
    /// The subscription's expression as typed.
    public let expression: String
    let pipeline: Expr
    let translation: PipelineTranslation
    let inputs: [PlacedInput]
    /// When the pipeline was subscribed: 0, or later when a hot input was made before it.
    let subscribedAt: Int
    let outputs: [Output]
    /// When it was disposed before terminating, or when the record was taken if it still runs; nil when it
    /// terminated.
    let disposedAt: Int?
    /// The session's marble frame, in nanoseconds.
    let frame: Int
    /// An error's traced text and how RxSwift's tests write it (`testError`, `RxError.timeout`).
    let knownErrors: [String: String]

    /// Gathers subscription `record` of `session`; a located error when it cannot be written as a test.
    public static func gather(_ record: SubscriptionRecord, in session: Session) -> Result<Self, Diagnostic> {
        let runtime = session.context.runtime
        guard let place = record.origin as? SourceRange else {
            return .failure(Diagnostic(.error, .exportSourceUnknown(record.id), at: nil, phase: .runtime))
        }
        guard record.isVirtual else {
            return .failure(Diagnostic(.error, .exportNeedsVirtualTime(record.id), at: place, phase: .runtime))
        }
        guard let pipeline = Self.pipeline(at: place) else {
            return .failure(Diagnostic(.error, .exportNeedsSubscribe(record.id), at: place, phase: .runtime))
        }
        var translation = PipelineTranslation(
            global: session.userGlobal(named:), place: session.userGlobalPlace(named:),
            marbleSource: runtime.marbleSources.source(at:), sourceOf: runtime.marbleSources.source(of:))
        translation.defaultFrame = runtime.marbleFrameNanoseconds
        translation.visit(pipeline)
        if let problem = translation.problems.first { return .failure(problem) }
        let hotStarts = translation.inputs.filter(\.source.isHot).map(\.source.createdAt)
        let origin = min(record.startedAt, hotStarts.min() ?? record.startedAt)
        func nanoseconds(_ seconds: Double) -> Int { Int(((seconds - origin) * 1e6).rounded()) * 1_000 }
        let subscribedAt = nanoseconds(record.startedAt)
        let inputs = translation.inputs.map { input in
            let start = input.source.isHot ? nanoseconds(input.source.createdAt) : 0
            return PlacedInput(
                input: input,
                events: input.source.events.filter { !input.source.isHot || $0.time >= 0 }.map {
                    (start + $0.time, $0.event)
                })
        }
        var outputs: [Output] = []
        var disposedAt: Int?
        for moment in record.moments {
            let time = nanoseconds(moment.time)
            switch moment.kind {
            case .next, .error, .completed: outputs.append(Output(time: time, kind: moment.kind, value: moment.value))
            case .success:
                outputs.append(Output(time: time, kind: .next, value: moment.value))
                outputs.append(Output(time: time, kind: .completed, value: nil))
            case .failure: outputs.append(Output(time: time, kind: .error, value: moment.value))
            case .disposed: if !outputs.contains(where: { $0.kind != .next }) { disposedAt = time }
            default: break
            }
        }
        if !record.isFinished { disposedAt = nanoseconds(record.now) }
        var knownErrors: [String: String] = [:]
        let errors: [Swift.Error] =
            [RxTest.testError, RxTest.testError1, RxTest.testError2]
            + [RxError.unknown, .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout]
        for error in errors { knownErrors[runtime.tracer.describeError(error)] = RxTestText.errorName(error) }
        return .success(
            SubscriptionExport(
                id: record.id, expression: record.expression, pipeline: pipeline, translation: translation,
                inputs: inputs, subscribedAt: subscribedAt, outputs: outputs, disposedAt: disposedAt,
                frame: runtime.marbleFrameNanoseconds, knownErrors: knownErrors))
    }

    /// The receiver of the `.subscribe(…)` call written at `place`.
    private static func pipeline(at place: SourceRange) -> Expr? {
        struct Finder: SyntaxVisitor {
            let place: SourceRange
            var found: Expr?
            mutating func visit(_ expr: Expr) {
                if found == nil, expr.range.start == place.start, expr.range.end == place.end,
                    case .call(let callee, _) = expr.kind, case .member(let base, "subscribe", _) = callee.kind
                {
                    found = base
                }
                if found == nil { walk(expr) }
            }
        }
        var finder = Finder(place: place)
        finder.visit(Parser.parse(place.file).statements)
        return finder.found
    }

    /// The time the test ends: the disposal, or a little after the last event.
    var end: Int { disposedAt ?? ((outputs.last?.time ?? subscribedAt) + tick) }

    /// Every time the test writes, and the pipeline's durations.
    private var allTimes: [Int] {
        [subscribedAt] + inputs.flatMap { $0.events.map(\.time) } + outputs.map(\.time)
            + (disposedAt.map { [$0] } ?? []) + translation.durations
    }

    /// The test scheduler's tick in nanoseconds: a millisecond unless a time needs a finer one.
    var tick: Int {
        [1_000_000, 1_000, 1].first { unit in allTimes.allSatisfy { $0 % unit == 0 } } ?? 1
    }
}
