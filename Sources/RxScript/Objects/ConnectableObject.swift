import RxCore

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
