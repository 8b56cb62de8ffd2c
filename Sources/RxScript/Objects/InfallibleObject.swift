import RxCore
import RxTrace

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
