import Foundation
import RxCocoa
import RxCore

/// A Binder (`label.rx.text`, `Binder(label) { … }`): an observer that applies elements on main.
final class BinderObject: HostObject, BindableObject, @unchecked Sendable {
    let observer: AnyObserver<Value>
    let bindingTarget: BindingTarget?

    init(_ observer: AnyObserver<Value>, target: BindingTarget?) {
        self.observer = observer
        self.bindingTarget = target
    }

    override var typeName: String { "Binder" }
    override var description: String { "Binder(\(bindingTarget?.description ?? "custom"))" }
}
