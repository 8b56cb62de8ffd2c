import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// RxCocoa's `NSObject+Rx` on script objects: `rx.sentMessage(_:)` and `rx.methodInvoked(_:)` (each call's
    /// arguments as an array, before and after the method runs), `rx.deallocating`, and `rx.disposeBag` (the
    /// NSObject+Rx convention: one bag per object, released with it) on script objects, views and bar items.
    @_optimize(none) static func registerMethodObservation(_ registry: HostRegistry, context: ScriptContext) {
        let reactive = registry.type(for: InstanceReactiveObject.self, name: "Reactive")
        func observe(_ rx: InstanceReactiveObject, _ selector: RxCocoa.Selector, before: Bool) -> Value {
            let instance = rx.base
            let interceptor = instance.attachments.interceptor
            if selector == MessageInterceptor<Value>.dealloc {
                let stream = before ? interceptor.sentMessage(selector) : interceptor.methodInvoked(selector)
                return .observable(stream.map { .array($0) })
            }
            guard let resolved = MethodInterception.resolve(selector, on: instance.type) else {
                return .observable(
                    .error(RxCocoaObjCRuntimeError.selectorNotImplemented(target: instance.type.name)))
            }
            let stream = before ? interceptor.sentMessage(resolved) : interceptor.methodInvoked(resolved)
            return .observable(stream.map { .array($0) })
        }
        reactive.method("sentMessage", .selector(), on: InstanceReactiveObject.self) { rx, selector in
            observe(rx, selector, before: true)
        }
        reactive.method("methodInvoked", .selector(), on: InstanceReactiveObject.self) { rx, selector in
            observe(rx, selector, before: false)
        }
        reactive.property("deallocating") { receiver in
            guard case .object(let rx as InstanceReactiveObject) = receiver else { return .nil }
            return .observable(rx.base.attachments.interceptor.deallocating.map { .void })
        }
        reactive.property(
            "disposeBag",
            get: { receiver in
                guard case .object(let rx as InstanceReactiveObject) = receiver else { return .nil }
                return .object(rx.base.attachments.associations.object("rx.disposeBag") { DisposeBagObject() })
            },
            set: { receiver, value in
                guard case .object(let rx as InstanceReactiveObject) = receiver,
                    case .object(let bag as DisposeBagObject) = value
                else { return }
                rx.base.attachments.associations.set(bag, for: "rx.disposeBag")
            })

        guard let viewReactive = registry.reactiveKindTypes.first?.parent else { return }
        viewReactive.property(
            "disposeBag",
            get: { receiver in
                guard case .object(let rx as ReactiveObject) = receiver else { return .nil }
                return .object(rx.view.associations.object("rx.disposeBag") { DisposeBagObject() })
            },
            set: { receiver, value in
                guard case .object(let rx as ReactiveObject) = receiver,
                    case .object(let bag as DisposeBagObject) = value
                else { return }
                rx.view.associations.set(bag, for: "rx.disposeBag")
            })
    }
}
