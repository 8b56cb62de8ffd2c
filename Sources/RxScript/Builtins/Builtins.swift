import Foundation
import RxCore

/// Registers the language's builtins: values, printing, and the Rx vocabulary of RxCore.
///
/// Each family lives in its folder, `Sources/RxScript/Library/<Family>/` (the `:doc` family of the names it
/// registers, which `registering(_:_:)` records); adding an operator is one `operator(…)` entry that declares its
/// parameters once (`HostParameter`), from which its signature and defaults are derived:
///
/// ```swift
/// observable.operator("takeLast", .count(for: "takeLast")) { source, count in source.takeLast(count) }
/// ```
///
/// The families' `register…` functions are `@_optimize(none)`: they run once per session, and optimising them (with
/// the specialisations of `HostParameter`'s generics they ask for) took a fifth of the release build; the closures
/// they register, which run per event, are optimised as usual. The value families (`Library/Values`, `print`) stay
/// optimised, since their built-ins are called per event and read their arguments through those generics.
public enum Builtins {
    /// Registers everything into `registry`, each call inside `registering(.family)` for the folder it comes from.
    /// The order matters only where a later call re-exposes what an earlier one declared (`forward`: the old
    /// spellings, the traits, Driver and Signal), so those come last.
    ///
    /// The controls, binding and UIKit (`registerViewsAndBinding`, about a third of the work) come after all the
    /// rest, and with `deferringViews` they wait until `HostRegistry.completeRegistration()`: a script that never
    /// names a view, a control or `bind` starts without them. They add no overload to a name the rest registers on
    /// the same table (`DeferredRegistrationTests`), so the order is the same either way.
    public static func register(in registry: HostRegistry, context: ScriptContext, deferringViews: Bool = false) {
        registerStreams(in: registry, context: context)
        let observable = observableType(registry)
        let views = { registerViewsAndBinding(registry, observable: observable, context: context) }
        if deferringViews { registry.deferRegistration(views) } else { views() }
    }

    /// The global names `registerViewsAndBinding` adds that do not start with a capital letter, so that a script
    /// naming one gets them (`Session.registerHeldBackNames`); `DeferredRegistrationTests` keeps the list whole.
    static let heldBackLowercaseGlobals: Set<String> = ["present", "show"]

    /// Everything but the controls, binding and UIKit.
    private static func registerStreams(in registry: HostRegistry, context: ScriptContext) {
        registry.registering(.values) { registerCore(registry) }
        registry.registering(.values) { registerNumbers(registry) }
        registry.registering(.values) { registerRandom(registry, context: context) }
        registry.registering(.values) { registerNumberFormatter(registry) }
        registry.registering(.debugging) {
            registerPrint(registry, context: context)
            registerDump(registry, context: context)
        }
        registry.registering(.values) { registerValueMembers(registry) }
        registry.registering(.values) { registerOperatorFunctions(registry) }
        registry.registering(.values) { registerSequences(registry) }
        let observable = observableType(registry)
        registry.registering(.creating) { registerCreation(registry, observable: observable, context: context) }
        registry.registering(.debugging) { registerSubscribe(observable, context: context) }
        registry.registering(.creating) { registerFactories(registry, context: context) }
        registry.registering(.transforming) {
            registerTransforming(registry, observable: observable)
            registerToArray(observable)
        }
        registry.registering(.filtering) { registerFiltering(registry, observable: observable, context: context) }
        registry.registering(.time) { registerTime(observable, context: context) }
        registry.registering(.schedulers) { registerObserveOn(observable) }
        registry.registering(.errors) { registerErrorHandling(registry, observable: observable) }
        registry.registering(.debugging) {
            registerDo(observable, context: context)
            registerRxSwift2Spellings(observable, context: context)
            registerDebugging(observable, context: context)
        }
        registry.registering(.schedulers) {
            registerDispatch(registry, context: context)
            registerFoundation(registry, context: context)
        }
        registry.registering(.debugging) { registerResources(registry) }
        registry.registering(.errors) { registerFatalError(registry) }
        registry.registering(.binding) { registerKeyValueObserving(registry, context: context) }
        registry.registering(.debugging) {
            registerDisposables(registry, context: context)
            registerDisposableSpellings(registry, context: context)
        }
        registry.registering(.subjects) {
            registerObserver(registry)
            registerAnyObserver(registry, context: context)
        }
        registry.registering(.values) { registerURLs(registry, context: context) }
        registry.registering(.values) { registerDates(registry, context: context) }
        registry.registering(.values) { registerEvents(registry) }
        registry.registering(.values) { registerObjCRuntime(registry) }
        registry.registering(.errors) { registerTestErrors(registry) }
        registry.registering(.schedulers) {
            registerTimeIntervals(registry)
            registerSchedulers(registry, context: context)
            registerAfter(registry, context: context)
        }
        registry.registering(.combining) { registerCombining(registry, observable: observable) }
        registry.registering(.flattening) { registerFlattening(observable) }
        registry.registering(.subjects) { registerSubjects(registry, observable: observable) }
        registry.registering(.sharing) { registerSharing(registry, observable: observable) }
        registry.registering(.traits) { registerDrivers(registry, observable: observable, context: context) }
        registry.registering(.debugging) { registerTraceMode(registry, context: context) }
        registry.registering(.testing) {
            registerRxTest(registry, observable: observable, context: context)
            registerMarbles(registry, context: context)
            registerMarbleLanes(observable, context: context)
            registerCompare(registry, context: context)
        }
        registerOldSpellingNotes(registry, observable: observable, context: context)
        registry.noteOldSpelling = { [weak context] old, current, place in
            context?.noteOldSpelling(old, current, at: place)
        }
        registry.registering(.traits) { registerPrimitiveSequences(registry, observable: observable, context: context) }
    }

    /// The controls, `bind`, RxCocoa's reactive extensions and UIKit, with their old spellings.
    private static func registerViewsAndBinding(_ registry: HostRegistry, observable: HostType, context: ScriptContext)
    {
        registry.registering(.binding) {
            registerControls(registry, context: context)
            registerReactive(registry, observable: observable, context: context)
            registerBinding(registry, observable: observable, context: context)
            registerOldBindingSpellings(registry, context: context)
        }
        registry.registering(.uikit) {
            registerUIKitViews(registry, context: context)
            registerUIKitTables(registry, observable: observable, context: context)
            registerViewControllers(registry, context: context)
            registerTargets(registry, context: context)
            registerCGFloatRandom(registry, context: context)
        }
        registerOldSpellingNotes(["bindTo": "bind(to:)"], on: observable, context: context)
        registry.registering(.binding) { registerOldRxText(registry, context: context) }
    }

    /// RxSwift 4's spellings still work; the first use of each says what today's RxSwift writes.
    private static func registerOldSpellingNotes(_ registry: HostRegistry, observable: HostType, context: ScriptContext)
    {
        let renamed = [
            "observeOn": "observe(on:)", "subscribeOn": "subscribe(on:)", "catchError": "catch(_:)",
            "catchErrorJustReturn": "catchAndReturn(_:)", "shareReplay": "share(replay:)",
            "shareReplayLatestWhileConnected": "share(replay: 1)", "retryWhen": "retry(when:)",
            "takeUntil": "take(until:)", "skipWhile": "skip(while:)", "takeWhile": "take(while:)",
        ]
        let disposable = registry.type(for: DisposableObject.self, name: "Disposable")
        registerOldSpellingNotes(renamed, on: observable, context: context)
        registerOldSpellingNotes(["addDisposableTo": "disposed(by:)"], on: disposable, context: context)
    }

    /// Wraps each old spelling already registered on `type` so that its first use notes today's (`old: current`).
    private static func registerOldSpellingNotes(_ names: [String: String], on type: HostType, context: ScriptContext) {
        for (old, current) in names {
            type.forward(old, from: type) { method in
                method.wrapped { receiver, arguments, body in
                    context.noteOldSpelling(old, current, at: arguments.nameRange ?? arguments.callRange)
                    return try body(receiver, arguments)
                }
            }
        }
    }

    /// The member table of observables.
    static func observableType(_ registry: HostRegistry) -> HostType {
        registry.type(for: ObservableObject.self, name: "Observable")
    }
}

extension Builtins {
    /// The observable a receiver stands for.
    static func observable(_ receiver: Value, _ arguments: Arguments) throws -> Observable<Value> {
        if case .object(let object) = receiver, let convertible = object as? ObservableConvertible {
            return convertible.observable
        }
        throw arguments.failure(.wrongReceiver("Observable", got: receiver.typeName))
    }

    /// The receiver as RxSwift's generic-source operators subscribe it (see `ObservableConvertible.directObservable`).
    static func directObservable(_ receiver: Value, _ arguments: Arguments) throws -> Observable<Value> {
        if case .object(let object) = receiver, let convertible = object as? ObservableConvertible {
            return convertible.directObservable
        }
        throw arguments.failure(.wrongReceiver("Observable", got: receiver.typeName))
    }
}

extension Arguments {
    /// An observable argument.
    public func observable(_ index: Int) throws -> Observable<Value> {
        if let observable = values[index].asExpectedObservable { return observable }
        throw failure(
            .argumentType(
                parameterName(index), of: signature.description, expected: "Observable",
                got: values[index].typeName), at: index)
    }

    /// A scheduler argument.
    public func scheduler(_ index: Int) throws -> ImmediateSchedulerType {
        try object(index, as: SchedulerObject.self, expected: "a scheduler").scheduler
    }

    /// A scheduler argument that must have a clock (for time operators).
    public func timedScheduler(_ index: Int) throws -> SchedulerType {
        let scheduler = try scheduler(index)
        if let timed = scheduler as? SchedulerType { return timed }
        throw failure(
            .argumentType(
                parameterName(index), of: signature.description, expected: "a scheduler with a clock",
                got: "CurrentThreadScheduler"), at: index)
    }

    /// A disposable argument.
    public func disposable(_ index: Int) throws -> Disposable {
        try object(index, as: DisposableObject.self, expected: "Disposable").disposable
    }

    func parameterName(_ index: Int) -> String {
        index < signature.labels.count ? signature.labels[index].map { "'\($0)'" } ?? "\(index + 1)" : "\(index + 1)"
    }
}

extension Function {
    /// Where a script closure was written, for errors about what it returned.
    public var sourceRange: SourceRange? { (self as? ScriptFunction)?.code.range }

    /// The type annotations of a script closure's parameters as written (`(errors: Observable<MyError>) in`);
    /// empty for host functions.
    public var parameterTypes: [String?] { (self as? ScriptFunction)?.code.parameterTypes ?? [] }

    /// The closure as `sorted(by:)` calls it: two values in, whether the first goes first.
    func ordering(for operatorName: String) -> (Value, Value) throws -> Bool {
        { lhs, rhs in
            let result = try self.call(lhs, rhs)
            if case .bool(let flag) = result { return flag }
            throw ScriptError(
                .closureResult(operatorName, expected: "Bool", got: result.typeName), at: self.sourceRange)
        }
    }

    /// The closure as a Swift predicate for `operatorName`: its result must be a `Bool`.
    public func predicate(for operatorName: String) -> (Value) throws -> Bool {
        { value in
            let result = try self.call(value)
            if case .bool(let flag) = result { return flag }
            throw ScriptError(
                .closureResult(operatorName, expected: "Bool", got: result.typeName), at: self.sourceRange)
        }
    }
}
