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
