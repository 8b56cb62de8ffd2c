import Foundation
import RxCocoa
import RxCore

/// A ControlProperty (`field.rx.text`): observable (current value, then changes) and bindable.
final class ControlPropertyObject: HostObject, ObservableConvertible, BindableObject, @unchecked Sendable {
    let property: ControlProperty<Value>

    init(_ property: ControlProperty<Value>) {
        self.property = property
    }

    var observable: Observable<Value> { property.asObservable() }
    var observer: AnyObserver<Value> { AnyObserver(property) }
    var bindingTarget: BindingTarget? { property.target }

    override var typeName: String { "ControlProperty" }
    override var description: String { "ControlProperty(\(property.target?.description ?? "custom"))" }
}
