import RxCore

extension Builtins {
    /// `take skip takeLast distinctUntilChanged element(at:) single ifEmpty` (`first`, `asSingle`, `asMaybe`
    /// and `asCompletable` make traits: see `Builtins+Traits.swift`)
    /// and their old spellings (`takeWhile takeUntil(_:predicate:) skipWhile elementAt`); `takeUntil(_:)` and
    /// `skip(until:)` with an observable are registered with the combining operators.
    ///
    /// `take(_:)` and `skip(_:)` take a count or a duration (`take(2s)` is `take(for: 2s, scheduler: main)`);
    /// `take(until:)` takes a predicate closure or an observable, as RxSwift's two overloads do.
    static func registerFiltering(_ registry: HostRegistry, observable: HostType, context: ScriptContext) {
        let main = Value.object(SchedulerObject(name: "main") { [runtime = context.runtime] in runtime.main })
        let behaviors = ["inclusive", "exclusive"]
        for name in behaviors {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("TakeBehavior", name)) }
        }
        let exclusive = Value.object(EnumCaseObject("TakeBehavior", "exclusive"))
        func behavior(_ arguments: Arguments, _ index: Int) throws -> TakeBehavior {
            try arguments.enumCase(index, of: "TakeBehavior", cases: behaviors) == "inclusive" ? .inclusive : .exclusive
        }

        observable.operator("take(_:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            if case .int = arguments[0] { return source.take(try arguments.count(0, for: "take")) }
            return source.take(for: try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
        }
        observable.operator("take(for:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            source.take(for: try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
        }
        observable.operator("take(while:behavior:)", defaults: ["behavior": exclusive]) { source, arguments in
            source.take(while: try arguments.function(0).predicate(for: "take(while:)"),
                        behavior: try behavior(arguments, 1))
        }
        observable.operator("takeWhile(_:)") { source, arguments in
            source.take(while: try arguments.function(0).predicate(for: "takeWhile"))
        }
        observable.operator("take(until:behavior:)", defaults: ["behavior": exclusive]) { source, arguments in
            if case .function(let predicate) = arguments[0] {
                return source.take(until: predicate.predicate(for: "take(until:)"),
                                   behavior: try behavior(arguments, 1))
            }
            return source.take(until: try arguments.observable(0))
        }
        observable.operator("takeUntil(_:predicate:)") { source, arguments in
            source.take(until: try arguments.function(1).predicate(for: "takeUntil"),
                        behavior: try behavior(arguments, 0))
        }
        observable.operator("takeLast(_:)") { source, arguments in
            source.takeLast(try arguments.count(0, for: "takeLast"))
        }

        observable.operator("skip(_:scheduler:)", defaults: ["scheduler": main]) { source, arguments in
            if case .int = arguments[0] { return source.skip(try arguments.count(0, for: "skip")) }
            return source.skip(try arguments.interval(0), scheduler: try arguments.timedScheduler(1))
        }
        observable.operator("skip(while:{})") { source, arguments in
            source.skip(while: try arguments.function(0).predicate(for: "skip(while:)"))
        }
        observable.operator("skipWhile(_:)") { source, arguments in
            source.skip(while: try arguments.function(0).predicate(for: "skipWhile"))
        }

        observable.operator("distinctUntilChanged()") { source, _ in source.distinctUntilChanged() }
        observable.operator("distinctUntilChanged(_:{})") { source, arguments in
            let closure = try arguments.function(0)
            if closure.declaredParameterCount == 2 {
                return source.distinctUntilChanged(comparer(closure, for: "distinctUntilChanged"))
            }
            return source.distinctUntilChanged { try closure.call($0) }
        }
        // Key paths are closures here (`\.name` reads as `{ $0.name }`), so this compares what they read.
        observable.operator("distinctUntilChanged(at:)") { source, arguments in
            let keyPath = try arguments.function(0)
            return source.distinctUntilChanged { try keyPath.call($0) }
        }
        observable.operator("distinctUntilChanged(_:comparer:)") { source, arguments in
            let keySelector = try arguments.function(0)
            let keysEqual = comparer(try arguments.function(1), for: "distinctUntilChanged")
            return source.distinctUntilChanged({ try keySelector.call($0) }, comparer: keysEqual)
        }

        for signature in ["element(at:)", "elementAt(_:)"] {
            let name = signature.hasPrefix("elementAt") ? "elementAt" : signature
            observable.operator(signature) { source, arguments in source.element(at: try arguments.count(0, for: name)) }
        }
        observable.operator("single()") { source, _ in source.single() }
        observable.operator("single(_:)") { source, arguments in
            source.single(try arguments.function(0).predicate(for: "single"))
        }
        observable.operator("ifEmpty(default:)") { source, arguments in source.ifEmpty(default: arguments[0]) }
        observable.operator("ifEmpty(switchTo:)") { source, arguments in
            source.ifEmpty(switchTo: try arguments.observable(0))
        }
    }

    /// A two-argument script closure as an equality test; its result must be a `Bool`.
    private static func comparer(_ closure: Function, for operatorName: String) -> (Value, Value) throws -> Bool {
        { lhs, rhs in
            let result = try closure.call(lhs, rhs)
            if case .bool(let flag) = result { return flag }
            throw ScriptError(.closureResult(operatorName, expected: "Bool", got: result.typeName),
                              at: closure.sourceRange)
        }
    }
}
