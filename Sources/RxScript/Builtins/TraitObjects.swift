import RxCore
import RxTrace

/// Which of RxSwift's primitive sequences a trait object is.
public enum PrimitiveTraitKind: String, Sendable {
    case single = "Single", maybe = "Maybe", completable = "Completable"

    /// How the tracer shows a subscription to it.
    var traceStyle: TraceEventStyle {
        switch self {
        case .single: return .single
        case .maybe: return .maybe
        case .completable: return .completable
        }
    }
}

/// A `Single`, `Maybe` or `Completable` as a script value: its own members (which keep the trait), and usable
/// wherever RxSwift takes an observable convertible (`flatMap { _ in single }`, `scheduler.start { single }`).
public class TraitObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The underlying observable: a success is `next(x)` then `completed`.
    public let observable: Observable<Value>
    /// Which trait.
    public let kind: PrimitiveTraitKind

    fileprivate init(_ observable: Observable<Value>, kind: PrimitiveTraitKind) {
        self.observable = observable
        self.kind = kind
    }

    /// The trait object of `kind` over `observable` (which must obey the trait).
    static func make(_ kind: PrimitiveTraitKind, _ observable: Observable<Value>) -> TraitObject {
        switch kind {
        case .single: return SingleObject(observable, kind: .single)
        case .maybe: return MaybeObject(observable, kind: .maybe)
        case .completable: return CompletableObject(observable, kind: .completable)
        }
    }

    public override var typeName: String { kind.rawValue }
    /// `Single(toArray)`: the trait and the operator that produced it.
    public override var description: String { "\(kind.rawValue)(\(observable.operatorName))" }

    /// As RxCore's `Single`.
    var single: Single<Value> { Single(raw: observable) }
    /// As RxCore's `Maybe`.
    var maybe: Maybe<Value> { Maybe(raw: observable) }
    /// As RxCore's `Completable` (a trait object of that kind has no elements to drop).
    var completable: Completable { Completable(raw: ElementDroppingBridge(observable)) }
}

/// `Single.create`, `toArray()`, `asSingle()`…: one element or an error.
public final class SingleObject: TraitObject, @unchecked Sendable {}
/// `Maybe.create`, `asMaybe()`…: at most one element, or an error.
public final class MaybeObject: TraitObject, @unchecked Sendable {}
/// `Completable.create`, `asCompletable()`…: completion or an error.
public final class CompletableObject: TraitObject, @unchecked Sendable {}

extension Value {
    /// Wraps a `Single` of script values.
    static func single(_ single: Single<Value>) -> Value { .object(TraitObject.make(.single, single.asObservable())) }
    /// Wraps a `Maybe` of script values.
    static func maybe(_ maybe: Maybe<Value>) -> Value { .object(TraitObject.make(.maybe, maybe.asObservable())) }
    /// Wraps a `Completable`.
    static func completable(_ completable: Completable) -> Value {
        .object(TraitObject.make(.completable, completable.asObservable().values { never -> Value in }))
    }
}

/// A `Single`'s answer as a script value: `.success(x)` or `.failure(e)` (a `Maybe`'s success too); prints as
/// RxSwift's `SingleEvent` (a `Result`) does: `success(1)`, `success("a")`, `failure(e)`.
public final class TraitEventObject: HostObject, CaseMatchable, @unchecked Sendable {
    /// The answer.
    public let result: Result<Value, Swift.Error>

    init(_ result: Result<Value, Swift.Error>) {
        self.result = result
    }

    public override var typeName: String { "SingleEvent" }

    public override var description: String {
        switch result {
        case .success(let value): return "success(\(value.debugDescription))"
        case .failure(let error): return "failure(\(error))"
        }
    }

    public func associatedValues(ofCase name: String) -> [Value]? {
        switch (name, result) {
        case ("success", .success(let value)): return [value]
        case ("failure", .failure(let error)): return [.error(error)]
        default: return nil
        }
    }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? TraitEventObject else { return false }
        switch (result, other.result) {
        case (.success(let l), .success(let r)): return l == r
        case (.failure(let l), .failure(let r)): return errorsEqual(l, r)
        default: return false
        }
    }
}

/// The callback a `create` body answers through (`single(.success(1))`, `completable(.completed)`,
/// `observer(.next(1))` for an `Infallible`).
final class EventCallbackFunction: Function, @unchecked Sendable {
    private let expected: String
    private let translate: (Value) -> [Event<Value>]?
    private let send: (Event<Value>) -> Void

    /// `translate` gives the underlying events of an answer, or nil when the trait cannot give it.
    init(
        name: String, expected: String, translate: @escaping (Value) -> [Event<Value>]?,
        send: @escaping (Event<Value>) -> Void
    ) {
        self.expected = expected
        self.translate = translate
        self.send = send
        super.init(name: name)
    }

    override func invoke(_ arguments: CallArguments) throws -> Value {
        guard arguments.values.count == 1, arguments.labels[0] == nil else {
            throw ScriptError(.eventCallbackArgument(name, expected: expected), at: arguments.callRange)
        }
        guard let events = translate(arguments.values[0]) else {
            throw ScriptError(
                .eventCallbackArgument(name, expected: expected),
                at: arguments.ranges[0] ?? arguments.callRange)
        }
        events.forEach(send)
        return .void
    }

    /// The observer of a trait's `create`: a `Single` takes `.success`/`.failure`, a `Maybe` `.success`/`.error`/
    /// `.completed`, a `Completable` `.completed`/`.error`.
    static func trait(_ kind: PrimitiveTraitKind, send: @escaping (Event<Value>) -> Void) -> EventCallbackFunction {
        let expected: String
        switch kind {
        case .single: expected = ".success(value) or .failure(error)"
        case .maybe: expected = ".success(value), .error(error) or .completed"
        case .completable: expected = ".completed or .error(error)"
        }
        return EventCallbackFunction(
            name: kind.rawValue, expected: expected,
            translate: { answer in
                switch answer {
                case .object(let answer as TraitEventObject):
                    switch answer.result {
                    case .success(let value) where kind != .completable: return [.next(value), .completed]
                    case .failure(let error) where kind == .single: return [.error(error)]
                    default: return nil
                    }
                case .object(let event as EventObject) where kind != .single && event.event.isStopEvent:
                    return [event.event]
                default:
                    return nil
                }
            }, send: send)
    }

    /// The observer of `Infallible.create`: `.next(value)` or `.completed`.
    static func infallible(send: @escaping (Event<Value>) -> Void) -> EventCallbackFunction {
        EventCallbackFunction(
            name: "Infallible", expected: ".next(value) or .completed",
            translate: { answer in
                guard case .object(let event as EventObject) = answer, event.event.error == nil else { return nil }
                return [event.event]
            }, send: send)
    }
}

/// `Infallible.create`, `asInfallible(onErrorJustReturn:)`…: a sequence that never errors.
public final class InfallibleObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The underlying observable.
    public let observable: Observable<Value>

    init(_ infallible: Infallible<Value>) {
        observable = infallible.asObservable()
    }

    public override var typeName: String { "Infallible" }
    public override var description: String { "Infallible(\(observable.operatorName))" }
}

/// A script-value observable seen as one of `Never` (a completable's, which has no elements), without adding
/// a traced stage.
private final class ElementDroppingBridge: Observable<Never> {
    private let source: Observable<Value>

    init(_ source: Observable<Value>) {
        self.source = source
    }

    override var operatorName: String { source.operatorName }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Never {
        source.subscribe(DroppingObserver(observer: observer))
    }
}

private struct DroppingObserver<Observer: ObserverType>: ObserverType, TraceLinked where Observer.Element == Never {
    let observer: Observer

    var traceStage: TraceStage? { (observer as? TraceLinked)?.traceStage }

    func on(_ event: Event<Value>) {
        switch event {
        case .next: break
        case .error(let error): observer.on(.error(error))
        case .completed: observer.on(.completed)
        }
    }
}
