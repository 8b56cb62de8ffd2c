import RxCore

/// A relay as a script value: an observable that never terminates, fed with `accept` or `bind(to:)`.
public final class RelayObject: HostObject, ObservableConvertible, @unchecked Sendable {
    /// The relay as an observable (its stages are traced under the relay's name).
    public var observable: Observable<Value> {
        wrapsOptionalElements ? elements.map { $0.asOptional } : elements
    }
    private let elements: Observable<Value>
    /// Declared with an optional element type (`BehaviorRelay<String?>(value: "a")`): its subscribers and its
    /// `value` give Optionals.
    var wrapsOptionalElements = false
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
        self.elements = RelayObservable(relay)
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
