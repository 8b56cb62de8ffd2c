import RxCore

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
