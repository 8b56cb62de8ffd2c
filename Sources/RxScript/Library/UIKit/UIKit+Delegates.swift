import Foundation
import RxCocoa
import RxCore

/// `view.rx.delegate` (RxCocoa's `DelegateProxy`), as scripts see it.
final class DelegateProxyObject: HostObject, @unchecked Sendable {
    let proxy: DelegateProxy

    init(_ proxy: DelegateProxy) { self.proxy = proxy }

    override var typeName: String { "DelegateProxy" }
    override var description: String { proxy.description }
}

extension Builtins {
    /// Delegates as UIKit and RxCocoa have them: `view.delegate = self` / `dataSource = self` (held weakly), and
    /// `rx.delegate` / `rx.dataSource` (the proxy that takes the slot, with `sentMessage`/`methodInvoked`),
    /// `rx.setDelegate(_:)` / `rx.setDataSource(_:)` (the script's methods keep running behind the proxy).
    @_optimize(none) static func registerDelegates(_ registry: HostRegistry, context: ScriptContext) {
        let performer = ScriptMessages.performer(context)
        let anyView = registry.type(for: ViewObject.self, name: "View")
        for slot in ["delegate", "dataSource"] {
            anyView.property(
                slot,
                get: { receiver in
                    let current = try view(receiver, as: VirtualView.self).currentDelegate(slot)
                    if let proxy = current as? DelegateProxy { return .object(DelegateProxyObject(proxy)) }
                    return (current as? HostObject).map(Value.object) ?? .nil
                },
                set: { receiver, value in
                    try view(receiver, as: VirtualView.self).setCurrentDelegate(
                        value.objectValue, performer: performer, slot: slot)
                })
        }

        let proxyType = registry.type(for: DelegateProxyObject.self, name: "DelegateProxy")
        func messages(_ stream: Observable<[Any]>) -> Value {
            .observable(stream.map { .array($0.map { Value(native: $0) }) })
        }
        proxyType.method("sentMessage", .selector(), on: DelegateProxyObject.self) { object, selector in
            messages(object.proxy.sentMessage(selector))
        }
        proxyType.method("methodInvoked", .selector(), on: DelegateProxyObject.self) { object, selector in
            messages(object.proxy.methodInvoked(selector))
        }
        proxyType.method("forwardToDelegate", on: DelegateProxyObject.self) { object in
            (object.proxy.forwardToDelegate as? HostObject).map(Value.object) ?? .nil
        }
        proxyType.method(
            "setForwardToDelegate", .value(), .bool("retainDelegate"), on: DelegateProxyObject.self
        ) { object, delegate, retain in
            object.proxy.setForwardToDelegate(delegate.objectValue, retainDelegate: retain, performer: performer)
            return .void
        }

        guard let viewReactive = registry.reactiveKindTypes.first?.parent else { return }
        for (slot, setter) in [("delegate", "setDelegate"), ("dataSource", "setDataSource")] {
            viewReactive.property(slot) { receiver in
                guard case .object(let rx as ReactiveObject) = receiver else { return .nil }
                return .object(DelegateProxyObject(rx.view.delegateProxy(slot)))
            }
            viewReactive.method(setter, .value(), .call) { receiver, delegate, call in
                guard case .object(let rx as ReactiveObject) = receiver else { return .nil }
                let object = try targetObject(delegate, call)
                do {
                    let installed = try rx.view.installForwardDelegate(
                        object, retainDelegate: false, performer: performer, slot: slot)
                    return .object(DisposableObject(installed))
                } catch let error as DelegateAlreadySet {
                    throw call.failure(
                        .delegateAlreadySet(slot, object: rx.view.name, delegate: error.delegate))
                }
            }
        }
    }
}
