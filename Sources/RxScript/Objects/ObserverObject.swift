import Foundation
import RxCore
import RxTrace

/// The observer a `create` closure receives (subclassed by RxTest's recording observer).
public class ObserverObject: HostObject, @unchecked Sendable {
    /// The wrapped observer.
    public let observer: AnyObserver<Value>

    public init(_ observer: AnyObserver<Value>) {
        self.observer = observer
    }

    public override var typeName: String { "Observer" }
}
