import Foundation
import RxCore
import Synchronization

/// What builtins need from their session: where `print` writes, and where to report errors that cannot
/// become Rx events (errors in `subscribe` handlers or dispose actions, which RxSwift cannot propagate either).
public final class ScriptContext: @unchecked Sendable {
    /// Receives `print` output (already including the terminator); may be called from any thread.
    public let output: @Sendable (String) -> Void
    /// Receives errors thrown by script callbacks that have nowhere else to go.
    public let reportError: @Sendable (Swift.Error) -> Void
    /// The schedulers, clock and tracer the session runs on.
    public let runtime: ScriptRuntime

    public init(
        output: @escaping @Sendable (String) -> Void, reportError: @escaping @Sendable (Swift.Error) -> Void,
        runtime: ScriptRuntime
    ) {
        self.output = output
        self.reportError = reportError
        self.runtime = runtime
    }

    private let statementCount = Atomic<Int>(0)
    private let runningStatement = Atomic<Int>(0)

    /// The top-level statement running now (each gets a new number), or 0 between statements (timers, callbacks):
    /// a value made in a statement can tell whether it is released before that statement ends.
    public var currentStatement: Int { runningStatement.load(ordering: .acquiring) }

    /// A top-level statement starts.
    func statementStarted() {
        runningStatement.store(statementCount.add(1, ordering: .relaxed).newValue, ordering: .releasing)
    }

    /// The top-level statements of an entry or script are done.
    func statementsEnded() { runningStatement.store(0, ordering: .releasing) }

    private let notedLock = NSLock()
    private var notedSpellings: Set<String> = []
    /// Receives one-line notes (an old spelling was used); by default they are dropped.
    public var reportNote: @Sendable (Diagnostic) -> Void = { _ in }

    /// Says once per session that `old` is an older spelling of `current`.
    public func noteOldSpelling(_ old: String, _ current: String, at place: SourceRange? = nil) {
        let first = notedLock.withLock { notedSpellings.insert(old).inserted }
        guard first else { return }
        reportNote(Diagnostic(.note, .olderSpelling(old, current), at: place, phase: .runtime))
    }

    /// What RxSwift's debug build does with an error no `onError` handles (`Hooks.defaultErrorHandler`): prints
    /// `Unhandled error happened: <error>`.
    public var unhandledError: (Swift.Error) -> Void {
        { [output] error in
            let shown = (error as? RxError)?.debugDescription ?? ScriptRuntime.describeError(error)
            output("Unhandled error happened: \(shown)\n")
        }
    }

    /// Runs a script callback, reporting rather than propagating its error.
    public func guarded(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            reportError(error)
        }
    }
}

/// Registers the language's builtins: values, printing, and the Rx vocabulary of RxCore.
///
/// Each family lives in its own `Builtins+<Family>.swift`; adding an operator is one `operator(…)` entry that
/// declares its parameters once (`HostParameter`), from which its signature and defaults are derived:
///
/// ```swift
/// observable.operator("takeLast", .count(for: "takeLast")) { source, count in source.takeLast(count) }
/// ```
public enum Builtins {
    /// Registers everything into `registry`.
    public static func register(in registry: HostRegistry, context: ScriptContext) {
        registerCore(registry, context: context)
        registerValueMembers(registry)
        registerOperatorFunctions(registry)
        let observable = observableType(registry)
        registerCreation(registry, observable: observable, context: context)
        registerBasicOperators(observable, context: context)
        registerSubscribe(observable, context: context)
        registerFactories(registry, context: context)
        registerTransforming(observable)
        registerFiltering(registry, observable: observable, context: context)
        registerTimeOperators(observable, context: context)
        registerErrorHandling(registry, observable: observable)
        registerDebugging(observable, context: context)
        registerDispatch(registry, context: context)
        registerFoundation(registry, context: context)
        registerKeyValueObserving(registry, context: context)
        registerDisposables(registry, context: context)
        registerEvents(registry)
        registerSchedulers(registry, context: context)
        registerAfter(registry, context: context)
        registerCombining(registry, observable: observable)
        registerFlattening(observable)
        registerSubjects(registry, observable: observable)
        registerSharing(registry, observable: observable)
        registerControls(registry, context: context)
        registerReactive(registry, observable: observable, context: context)
        registerBinding(registry, observable: observable, context: context)
        registerTraceMode(registry, context: context)
        registerRxTest(registry, observable: observable, context: context)
        registerMarbles(registry, context: context)
        registerMarbleLanes(observable, context: context)
        registerOldSpellingNotes(registry, observable: observable, context: context)
        registerPrimitiveSequences(registry, observable: observable, context: context)
    }

    /// RxSwift 4's spellings still work; the first use of each says what today's RxSwift writes.
    private static func registerOldSpellingNotes(_ registry: HostRegistry, observable: HostType, context: ScriptContext)
    {
        let renamed = [
            "observeOn": "observe(on:)", "subscribeOn": "subscribe(on:)", "catchError": "catch(_:)",
            "catchErrorJustReturn": "catchAndReturn(_:)", "shareReplay": "share(replay:)",
            "shareReplayLatestWhileConnected": "share(replay: 1)", "retryWhen": "retry(when:)",
            "takeUntil": "take(until:)", "skipWhile": "skip(while:)", "takeWhile": "take(while:)",
            "bindTo": "bind(to:)",
        ]
        let disposable = registry.type(for: DisposableObject.self, name: "Disposable")
        for (type, names) in [(observable, renamed), (disposable, ["addDisposableTo": "disposed(by:)"])] {
            for (old, current) in names {
                type.forward(old, from: type) { method in
                    method.wrapped { receiver, arguments, body in
                        context.noteOldSpelling(old, current, at: arguments.nameRange ?? arguments.callRange)
                        return try body(receiver, arguments)
                    }
                }
            }
        }
        // RxCocoa 2's `field.rx_text` is today's `field.rx.text`.
        let view = registry.type(for: ViewObject.self, name: "View")
        view.property("rx_text") { [unowned view] receiver in
            context.noteOldSpelling("rx_text", "rx.text")
            let rx = try view.property(named: "rx")!.get(receiver)
            guard case .object(let reactive as ReactiveObject) = rx, let text = reactive.type.property(named: "text")
            else {
                throw ScriptError(.unknownMember("rx_text", type: receiver.typeName), at: nil)
            }
            return try text.get(rx)
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
