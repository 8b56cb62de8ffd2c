import Foundation
import RxCore
import RxTrace

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
