import Foundation
import RxCore
import RxTrace

/// A host object that can act as an observable of script values (observables, and later subjects).
public protocol ObservableConvertible: HostObject {
    /// The observable the object stands for.
    var observable: Observable<Value> { get }
    /// The object as RxSwift subscribes it where it keeps a source's own type instead of calling
    /// `asObservable()` (`subscribe(on:)`, `subscribe(observer)`); differs from `observable` for test sources.
    var directObservable: Observable<Value> { get }
}

extension ObservableConvertible {
    public var directObservable: Observable<Value> { observable }
}

/// An observable of script values.
public final class ObservableObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The wrapped observable.
    public let observable: Observable<Value>

    public init(_ observable: Observable<Value>) {
        self.observable = observable
    }

    /// The calls that built it as the script wrote them, outermost last (`["interval", "take", "map"]`); set by
    /// the interpreter when a host function or method returns it, nil when it was made some other way.
    public internal(set) var chain: [String]?

    public override var typeName: String { "Observable" }
    /// `Observable(map)`: the operator that produced it.
    public override var description: String { "Observable(\(observable.operatorName))" }

    /// `Observable(interval → take → map)`: how the REPL shows an observable without subscribing to it.
    public var chainDescription: String {
        var names = chain ?? [observable.operatorName]
        if names.count > 8 { names = Array(names.prefix(3)) + ["…"] + Array(names.suffix(4)) }
        return "Observable(" + names.joined(separator: " → ") + ")"
    }

    /// Records how `result` was made, when it is an observable that does not know yet: by calling `name` on
    /// `receiver` (nil for a global function).
    static func noteCall(_ result: Value, name: String, receiver: Value?) {
        guard case .object(let object) = result, let made = object as? ObservableObject, made.chain == nil else {
            return
        }
        var chain: [String] = []
        if case .object(let source)? = receiver {
            if let observable = source as? ObservableObject {
                chain = observable.chain ?? [observable.observable.operatorName]
            } else if source is ObservableConvertible {
                chain = [source.typeName]
            }
        }
        made.chain = chain + [name]
    }
}

/// The observer a `create` closure receives (subclassed by RxTest's recording observer).
public class ObserverObject: HostObject, @unchecked Sendable {
    /// The wrapped observer.
    public let observer: AnyObserver<Value>

    public init(_ observer: AnyObserver<Value>) {
        self.observer = observer
    }

    public override var typeName: String { "Observer" }
}

/// A subscription or other disposable resource.
public final class DisposableObject: HostObject, @unchecked Sendable {
    /// The wrapped disposable.
    public let disposable: Disposable

    public init(_ disposable: Disposable) {
        self.disposable = disposable
    }

    public override var typeName: String { "Disposable" }
}

/// A dispose bag: disposes what it holds when the script drops it (`bag = DisposeBag()`).
///
/// A bag a script makes remembers the statement that made it; released before that statement ends while it holds
/// a live traced subscription (`.disposed(by: DisposeBag())`, a bag local to a function), it warns for each.
public final class DisposeBagObject: HostObject, @unchecked Sendable {
    /// The wrapped bag.
    public let bag: DisposeBag
    /// The session of a bag script code made, while a statement ran (nil for a host's bag, or one made by a timer).
    private weak var context: ScriptContext?
    private let statement: Int
    private let place: String?
    private let lock = NSLock()
    private var traced: [TracedSubscription] = []

    /// A bag the host made (a table cell's): it never warns.
    public init(_ bag: DisposeBag = DisposeBag()) {
        self.bag = bag
        self.statement = 0
        self.place = nil
    }

    /// A bag made by script code at `place` while `context` runs a statement.
    init(madeIn context: ScriptContext, at place: SourceRange?) {
        self.bag = DisposeBag()
        self.statement = context.currentStatement
        self.context = statement == 0 ? nil : context
        self.place = place?.description
    }

    /// Adds `disposable`, remembering it when it is a traced subscription.
    func insert(_ disposable: Disposable) {
        if context != nil, let subscription = disposable as? TracedSubscription {
            lock.withLock { traced.append(subscription) }
        }
        bag.insert(disposable)
    }

    public override var typeName: String { "DisposeBag" }

    deinit {
        guard let context, context.currentStatement == statement else { return }
        for subscription in traced where !subscription.isFinished {
            context.runtime.screen.warn(
                .bagReleasedAtOnce, in: subscription, .bagReleasedAtOnce(id: subscription.id, bagPlace: place))
        }
    }
}

/// A scheduler, with the name the trace shows for it (subclassed by RxTest's `TestScheduler`).
public class SchedulerObject: HostObject, @unchecked Sendable {
    /// The wrapped scheduler (for a role such as `main`, the one of the session's current clock).
    public var scheduler: ImmediateSchedulerType { resolve() }
    /// Its display name (`main`, `CurrentThreadScheduler`).
    public let name: String
    private let resolve: () -> ImmediateSchedulerType

    public init(_ scheduler: ImmediateSchedulerType, name: String) {
        self.resolve = { scheduler }
        self.name = name
    }

    /// A scheduler named by its role (`main`, `background`): which one it is depends on the session's clock when
    /// a stream is made with it, so `MainScheduler.instance` kept in a variable follows `:time`.
    public init(name: String, current: @escaping () -> ImmediateSchedulerType) {
        self.resolve = current
        self.name = name
    }

    public override var typeName: String { "Scheduler" }
    public override var description: String { name }
}

/// An Rx event: `next(x)`, `error(e)`, `completed`.
public final class EventObject: HostObject, @unchecked Sendable {
    /// The wrapped event.
    public let event: Event<Value>

    public init(_ event: Event<Value>) {
        self.event = event
    }

    public override var typeName: String { "Event" }

    /// What `print(event)` shows, as RxSwift's `Event` prints: `next(10)`, `next(a)` (the element's own
    /// description, strings unquoted), `error(testError)`, `completed`.
    public override var description: String {
        switch event {
        case .next(let value): return "next(\(value.description))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }

    /// Inside collections and REPL echoes the element keeps its quotes: `next("10")`.
    public override var debugDescription: String {
        switch event {
        case .next(let value): return "next(\(value.debugDescription))"
        default: return description
        }
    }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? EventObject else { return false }
        switch (event, other.event) {
        case (.next(let l), .next(let r)): return l == r
        case (.error(let l), .error(let r)): return errorsEqual(l, r)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// An error value (`testError`, the error an `onError` handler receives).
public final class ErrorObject: HostObject, @unchecked Sendable {
    /// The wrapped error.
    public let error: Swift.Error

    public init(_ error: Swift.Error) {
        self.error = error
    }

    public override var typeName: String { "Error" }
    public override var description: String { String(describing: error) }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? ErrorObject else { return false }
        return errorsEqual(error, other.error)
    }
}

extension Value {
    /// Wraps an observable.
    public static func observable(_ observable: Observable<Value>) -> Value { .object(ObservableObject(observable)) }
    /// Wraps a disposable.
    public static func disposable(_ disposable: Disposable) -> Value { .object(DisposableObject(disposable)) }
    /// Wraps an event.
    public static func event(_ event: Event<Value>) -> Value { .object(EventObject(event)) }
    /// Wraps an error (unwrapping a thrown script value back to that value).
    public static func error(_ error: Swift.Error) -> Value {
        if let thrown = error as? ThrownValue { return thrown.value }
        return .object(ErrorObject(error))
    }
}
