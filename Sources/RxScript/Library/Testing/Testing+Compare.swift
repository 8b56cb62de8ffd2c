import RxCore

extension Builtins {
    /// `compare(source, ["flatMap": { $0.flatMap(f) }, "flatMapLatest": { $0.flatMapLatest(f) }])` (or an array
    /// of closures, named by their last operator; `frame:` as `marbles()`): applies 2 to 4 pipelines to one input,
    /// runs them in lockstep on a virtual clock of their own and prints the input's lane, each pipeline's lanes,
    /// the first frame where the outputs differ and a line per pipeline saying why. Kept for `--export` and
    /// `:export compare`.
    @_optimize(none) static func registerCompare(_ registry: HostRegistry, context: ScriptContext) {
        let frame = HostParameter<Int>.marbleFrame { context.runtime.marbleFrameNanoseconds }.deferred()
        registry.function("compare", .observable(), .value(), frame, .call) { source, pipelines, frame, call in
            guard let scheduler = context.runtime.virtualScheduler else {
                throw call.failure(.compareNeedsVirtualTime)
            }
            guard !scheduler.isRunning else { throw call.failure(.compareInsideScheduledWork) }
            let named = try comparedPipelines(pipelines, call: call)
            let frame = try frame()
            let run = try context.runtime.isolated(on: scheduler) {
                try ComparisonRun(
                    source,
                    pipelines: named.map { name, function in
                        (
                            name,
                            { input in
                                try function.observableResult(of: function.call(.observable(input)), for: "compare")
                            }
                        )
                    }, on: scheduler, frameNanoseconds: frame)
            }
            let group = run.group(title: call.range?.text ?? "compare()")
            context.runtime.keepDrawnMarbles(group)
            context.runtime.keepComparison(group)
            context.output(run.drawing(ascii: context.runtime.asciiOnly))
            return .void
        }
    }

    /// The pipelines of a `compare` call, in the order written, named or not.
    private static func comparedPipelines(_ value: Value, call: HostCall) throws -> [(String?, Function)] {
        var pipelines: [(String?, Function)] = []
        switch value {
        case .object(let dictionary as DictionaryObject):
            for (key, pipeline) in zip(dictionary.keys, dictionary.values) {
                guard case .string(let name) = key else { throw call.failure(.compareNameNotString, at: 1) }
                guard case .function(let function) = pipeline else {
                    throw call.failure(
                        .comparePipelines(got: "a value of type \(pipeline.typeName) for \"\(name)\""), at: 1)
                }
                pipelines.append((name, function))
            }
        case .array(let elements):
            for element in elements {
                guard case .function(let function) = element else {
                    throw call.failure(
                        .comparePipelines(got: "a value of type \(element.typeName) in the array"), at: 1)
                }
                pipelines.append((nil, function))
            }
        default:
            throw call.failure(.comparePipelines(got: "a value of type \(value.typeName)"), at: 1)
        }
        guard (2...4).contains(pipelines.count) else {
            throw call.failure(.comparePipelines(got: "\(pipelines.count)"), at: 1)
        }
        return pipelines
    }
}
