import RxCore

extension Builtins {
    /// `filter ignoreElements take skip takeLast distinctUntilChanged element(at:) single ifEmpty first` and
    /// their old spellings (`takeWhile takeUntil(_:predicate:) skipWhile elementAt`); `take(until:)` and
    /// `skip(until:)` with an observable are in `Filtering+Until.swift`.
    ///
    /// `take(_:)` and `skip(_:)` take a count or a duration (`take(2s)` is `take(for: 2s, scheduler: main)`);
    /// `take(until:)` takes a predicate closure or an observable, as RxSwift's two overloads do.
    @_optimize(none) static func registerFiltering(
        _ registry: HostRegistry, observable: HostType, context: ScriptContext
    ) {
        observable.operator("filter", .function()) { source, predicate in
            source.filter(predicate.predicate(for: "filter"))
        }
        observable.operator("ignoreElements") { source in source.ignoreElements(as: Value.self) }
        let main = Value.object(SchedulerObject(name: "main") { [runtime = context.runtime] in runtime.main })
        let behaviors = ["inclusive", "exclusive"]
        for name in behaviors {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("TakeBehavior", name)) }
        }
        let exclusive = Value.object(EnumCaseObject("TakeBehavior", "exclusive"))
        // Read after the closure, and only for a predicate: `take(until: other)` never looks at it.
        let behavior = HostParameter<TakeBehavior>("behavior", default: exclusive) { arguments, index in
            try arguments.enumCase(index, of: "TakeBehavior", cases: behaviors) == "inclusive" ? .inclusive : .exclusive
        }.deferred()
        // A count, or a duration that needs the scheduler (which is read only then).
        let scheduler = HostParameter<SchedulerType>.timedScheduler(default: main).deferred()
        func amount(for name: String) -> HostParameter<Amount> {
            HostParameter(nil) { arguments, index in
                if case .int = arguments[index] { return .count(try arguments.count(index, for: name)) }
                return .duration(try arguments.interval(index))
            }
        }

        observable.operator("take", amount(for: "take"), scheduler) { source, amount, scheduler in
            switch amount {
            case .count(let count): return source.take(count)
            case .duration(let duration): return source.take(for: duration, scheduler: try scheduler())
            }
        }
        observable.operator("take", .interval("for"), .timedScheduler(default: main)) { source, duration, scheduler in
            source.take(for: duration, scheduler: scheduler)
        }
        observable.operator("take", .function("while"), behavior) { source, predicate, behavior in
            source.take(while: predicate.predicate(for: "take(while:)"), behavior: try behavior())
        }
        observable.operator("takeWhile", .function()) { source, predicate in
            source.take(while: predicate.predicate(for: "takeWhile"))
        }
        observable.operator("take", until(), behavior) { source, until, behavior in
            switch until {
            case .predicate(let predicate):
                return source.take(until: predicate.predicate(for: "take(until:)"), behavior: try behavior())
            case .observable(let other): return source.take(until: other)
            }
        }
        // The predicate is read before the behavior, as the old spelling did.
        let oldBehavior = HostParameter<TakeBehavior>(nil) { arguments, index in
            try arguments.enumCase(index, of: "TakeBehavior", cases: behaviors) == "inclusive" ? .inclusive : .exclusive
        }.deferred()
        observable.operator("takeUntil", oldBehavior, .function("predicate")) { source, behavior, predicate in
            source.take(until: predicate.predicate(for: "takeUntil"), behavior: try behavior())
        }
        observable.operator("takeLast", .count(for: "takeLast")) { source, count in source.takeLast(count) }

        observable.operator("skip", amount(for: "skip"), scheduler) { source, amount, scheduler in
            switch amount {
            case .count(let count): return source.skip(count)
            case .duration(let duration): return source.skip(duration, scheduler: try scheduler())
            }
        }
        observable.operator("skip", .function("while")) { source, predicate in
            source.skip(while: predicate.predicate(for: "skip(while:)"))
        }
        observable.operator("skipWhile", .function()) { source, predicate in
            source.skip(while: predicate.predicate(for: "skipWhile"))
        }

        observable.operator("distinctUntilChanged") { source in source.distinctUntilChanged() }
        observable.operator("distinctUntilChanged", .function()) { source, closure in
            if closure.declaredParameterCount == 2 {
                return source.distinctUntilChanged(comparer(closure, for: "distinctUntilChanged"))
            }
            return source.distinctUntilChanged { try closure.call($0) }
        }
        // Key paths are closures here (`\.name` reads as `{ $0.name }`), so this compares what they read; the
        // parameter is a key path in Swift, so a trailing closure does not prefer it.
        observable.operator("distinctUntilChanged", .function("at", takesClosure: false)) { source, keyPath in
            source.distinctUntilChanged { try keyPath.call($0) }
        }
        observable.operator("distinctUntilChanged", .function(), .function("comparer")) { source, keySelector, equal in
            source.distinctUntilChanged(
                { try keySelector.call($0) },
                comparer: comparer(equal, for: "distinctUntilChanged"))
        }

        observable.operator("element", .count("at", for: "element(at:)")) { source, index in source.element(at: index) }
        observable.operator("elementAt", .count(for: "elementAt")) { source, index in source.element(at: index) }
        observable.operator("single") { source in source.single() }
        observable.operator("single", .function()) { source, predicate in
            source.single(predicate.predicate(for: "single"))
        }
        observable.operator("ifEmpty", .value("default")) { source, value in source.ifEmpty(default: value) }
        observable.operator("ifEmpty", .observable("switchTo")) { source, other in source.ifEmpty(switchTo: other) }
        observable.method("first", receiver: Builtins.observable) { source in
            .object(TraitObject.make(.single, source.first().asObservable().values { $0 ?? .nil }))
        }
        registerUntilOperators(observable)
    }

    /// `take(_:)` and `skip(_:)`'s argument: a count, or a duration.
    private enum Amount {
        case count(Int)
        case duration(RxTimeInterval)
    }

    /// `take(until:)`'s argument: a predicate, or an observable.
    enum Until {
        case predicate(Function)
        case observable(Observable<Value>)
    }

    /// `take(until:)`'s parameter: RxSwift's two overloads in one, a predicate closure or an observable.
    static func until() -> HostParameter<Until> {
        HostParameter("until") { arguments, index in
            if case .function(let predicate) = arguments[index] { return .predicate(predicate) }
            return .observable(try arguments.observable(index))
        }
    }

    /// A two-argument script closure as an equality test; its result must be a `Bool`.
    private static func comparer(_ closure: Function, for operatorName: String) -> (Value, Value) throws -> Bool {
        { lhs, rhs in
            let result = try closure.call(lhs, rhs)
            if case .bool(let flag) = result { return flag }
            throw ScriptError(
                .closureResult(operatorName, expected: "Bool", got: result.typeName),
                at: closure.sourceRange)
        }
    }
}
