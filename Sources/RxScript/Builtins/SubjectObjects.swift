import RxCore

/// A host object that can receive events: the observer of a `create` closure, an RxTest observer, a subject.
public protocol ObserverConvertible: HostObject {
    /// The observer the object stands for.
    var observer: AnyObserver<Value> { get }
}

extension ObserverObject: ObserverConvertible {}

/// A subject as a script value: an observable (every operator applies) and an observer (`xs.subscribe(subject)`).
public class SubjectObject: HostObject, ObservableConvertible, ObserverConvertible, @unchecked Sendable {
    /// The subject as an observable.
    public let observable: Observable<Value>
    /// The subject's observer side.
    public let observer: AnyObserver<Value>
    private let kind: String
    private let observed: () -> Bool
    private let disposeSubject: () -> Void

    init<Subject: Observable<Value> & ObserverType & Cancelable>(
        _ subject: Subject, kind: String,
        hasObservers: @escaping () -> Bool
    )
    where Subject.Element == Value {
        self.observable = subject
        self.observer = AnyObserver(subject)
        self.kind = kind
        self.observed = hasObservers
        self.disposeSubject = subject.dispose
    }

    public override var typeName: String { kind }
    public override var description: String { kind }

    /// True while someone is subscribed.
    var hasObservers: Bool { observed() }

    /// Releases the subject; later subscribers get `RxError.disposed`.
    func dispose() { disposeSubject() }
}

/// `PublishSubject()`: only future events reach a subscriber.
public final class PublishSubjectObject: SubjectObject, @unchecked Sendable {
    init(_ subject: PublishSubject<Value> = PublishSubject()) {
        super.init(subject, kind: "PublishSubject", hasObservers: { subject.hasObservers })
    }
}

/// `BehaviorSubject(value:)`: replays its current value; `value()` reads it.
public final class BehaviorSubjectObject: SubjectObject, @unchecked Sendable {
    let subject: BehaviorSubject<Value>

    init(value: Value) {
        let subject = BehaviorSubject(value: value)
        self.subject = subject
        super.init(subject, kind: "BehaviorSubject", hasObservers: { subject.hasObservers })
    }
}

/// `ReplaySubject.create(bufferSize:)` and `createUnbounded()`: replays its buffer to each subscriber.
public final class ReplaySubjectObject: SubjectObject, @unchecked Sendable {
    init(_ subject: ReplaySubject<Value>) {
        super.init(subject, kind: "ReplaySubject", hasObservers: { subject.hasObservers })
    }
}

/// `AsyncSubject()`: emits only its last element, at completion.
public final class AsyncSubjectObject: SubjectObject, @unchecked Sendable {
    init(_ subject: AsyncSubject<Value> = AsyncSubject()) {
        super.init(subject, kind: "AsyncSubject", hasObservers: { subject.hasObservers })
    }
}

/// A relay as a script value: an observable that never terminates, fed with `accept` or `bind(to:)`.
public final class RelayObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The relay as an observable (its stages are traced under the relay's name).
    public let observable: Observable<Value>
    /// Sends an element to the relay's subscribers.
    let accept: (Value) -> Void
    /// The current value, for `BehaviorRelay`.
    let currentValue: (() -> Value)?
    /// `PublishRelay`, `BehaviorRelay`, `ReplayRelay`.
    let kind: String
    /// How RxRelay names the relay in a binding-error message (it says "behavior relay" for replay relays too).
    let bindingName: String

    init<Relay: ObservableType>(
        _ relay: Relay, kind: String, bindingName: String, accept: @escaping (Value) -> Void,
        currentValue: (() -> Value)? = nil
    ) where Relay.Element == Value {
        self.observable = RelayObservable(relay)
        self.accept = accept
        self.currentValue = currentValue
        self.kind = kind
        self.bindingName = bindingName
    }

    public override var typeName: String { kind }
    public override var description: String { kind }

    static func publish() -> RelayObject {
        let relay = PublishRelay<Value>()
        return RelayObject(relay, kind: "PublishRelay", bindingName: "publish relay", accept: relay.accept)
    }

    static func behavior(_ value: Value) -> RelayObject {
        let relay = BehaviorRelay(value: value)
        return RelayObject(
            relay, kind: "BehaviorRelay", bindingName: "behavior relay", accept: relay.accept,
            currentValue: { relay.value })
    }

    static func replay(_ relay: ReplayRelay<Value>) -> RelayObject {
        RelayObject(relay, kind: "ReplayRelay", bindingName: "behavior relay", accept: relay.accept)
    }
}

/// A relay seen as an `Observable`; the relay traces its own stage, so this adapter adds none.
private final class RelayObservable<Relay: ObservableType>: Observable<Value> where Relay.Element == Value {
    private let relay: Relay

    init(_ relay: Relay) {
        self.relay = relay
    }

    override var operatorName: String { "\(Relay.self)".components(separatedBy: "<").first ?? "relay" }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Value {
        relay.subscribe(observer)
    }
}

/// The subject side a `multicast` uses: any script subject, seen through RxCore's `SubjectType`.
struct ScriptSubject: SubjectType {
    typealias Element = Value
    let observable: Observable<Value>
    let observer: AnyObserver<Value>

    init(_ subject: SubjectObject) {
        observable = subject.observable
        observer = subject.observer
    }

    /// A stand-in when a `makeSubject` closure failed: subscribers get `error`, events are dropped.
    init(failure: Swift.Error) {
        observable = .error(failure)
        observer = AnyObserver { _ in }
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Value {
        observable.subscribe(observer)
    }

    func asObserver() -> AnyObserver<Value> { observer }
}

/// A `ConnectableObservable` (`publish()`, `replay(1)`, `multicast(…)`): `connect()` starts it, `refCount()`
/// shares it.
public final class ConnectableObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The wrapped connectable.
    let connectable: ConnectableObservable<Value>

    init(_ connectable: ConnectableObservable<Value>) {
        self.connectable = connectable
    }

    public var observable: Observable<Value> { connectable }
    public override var typeName: String { "ConnectableObservable" }
    public override var description: String { "ConnectableObservable(\(connectable.operatorName))" }
}

/// RxCocoa's `Driver`: never errors, delivers on `main`, shares its last element; consumed with `drive`.
public final class DriverObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The shared sequence.
    public let observable: Observable<Value>

    init(_ observable: Observable<Value>) {
        self.observable = observable
    }

    public override var typeName: String { "Driver" }
    public override var description: String { "Driver" }
}

/// `.whileConnected` or `.forever`, the `scope:` of `share(replay:scope:)`.
public final class LifetimeScopeObject: HostObject, @unchecked Sendable {
    /// The wrapped scope.
    let scope: SubjectLifetimeScope

    init(_ scope: SubjectLifetimeScope) {
        self.scope = scope
    }

    public override var typeName: String { "SubjectLifetimeScope" }
    public override var description: String { scope == .forever ? "forever" : "whileConnected" }
    public override func isEqual(to other: HostObject) -> Bool { (other as? LifetimeScopeObject)?.scope == scope }
}
