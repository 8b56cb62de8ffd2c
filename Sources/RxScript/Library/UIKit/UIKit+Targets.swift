import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// Target–action as UIKit has it: `Selector` values (`#selector` is compiled), `addTarget(_:action:for:)` and
    /// `removeTarget(_:action:for:)` on every control, `UIBarButtonItem` with its target, action and `rx.tap`.
    @_optimize(none) static func registerTargets(_ registry: HostRegistry, context: ScriptContext) {
        let selectorNamespace = registry.namespace("Selector")
        selectorNamespace.constructor("init", .string()) { name in .object(SelectorObject(RxCocoa.Selector(name))) }
        registry.function("NSSelectorFromString", .string()) { name in
            .object(SelectorObject(RxCocoa.Selector(name)))
        }
        registry.function("NSStringFromSelector", .selector()) { selector in .string(selector.name) }
        registerControlTargets(registry, context: context)
        registerGestureTargets(registry, context: context)
        registerBarButtonItems(registry, context: context)
        registerMethodObservation(registry, context: context)
        registerDelegates(registry, context: context)
    }

    @_optimize(none) private static func registerControlTargets(_ registry: HostRegistry, context: ScriptContext) {
        let control = registry.type(for: ControlObject.self, name: "Control")
        control.method(
            "addTarget", .value(), .selector("action"), .controlEvents("for"), .call,
            receiver: { receiver, _ in try view(receiver, as: VirtualControl.self) }
        ) { control, target, action, events, call in
            let object = try targetObject(target, call)
            let place = call.range
            control.addTarget(object, action: action, for: events) { [weak control] target in
                guard let control else { return }
                ScriptMessages.sendAction(
                    action, to: target, from: .object(ViewObject.wrap(control)), context: context, addedAt: place)
            }
            return .void
        }
        control.method(
            "removeTarget", .value(), .value("action"), .controlEvents("for"),
            receiver: { receiver, _ in try view(receiver, as: VirtualControl.self) }
        ) { control, target, action, events in
            control.removeTarget(
                target.objectValue, action: (action.objectValue as? SelectorObject)?.selector, for: events)
            return .void
        }
        control.method(
            "actions", .value("forTarget"), .controlEvents("forControlEvent"),
            receiver: { receiver, _ in try view(receiver, as: VirtualControl.self) }
        ) { control, target, event in
            guard let actions = control.actions(forTarget: target.objectValue, forControlEvent: event) else {
                return .nil
            }
            return .array(actions.map { .string($0.name) })
        }
        control.property("allTargets") { receiver in
            .array(
                try view(receiver, as: VirtualControl.self).allTargets.compactMap {
                    ($0 as? HostObject).map(Value.object)
                })
        }
    }

    /// `UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))` for every kind, and
    /// `addTarget(_:action:)`: each action of the recognizer calls the method, with the recognizer when it takes
    /// an argument; the target is held weakly.
    @_optimize(none) private static func registerGestureTargets(_ registry: HostRegistry, context: ScriptContext) {
        let screen = context.runtime.screen!
        func add(
            _ target: AnyObject, _ action: RxCocoa.Selector, to recognizer: GestureRecognizer, at place: SourceRange?
        ) {
            weak let weakTarget = target
            _ = recognizer.addTarget { recognizer in
                guard let target = weakTarget else { return }
                ScriptMessages.sendAction(
                    action, to: target, from: .object(GestureRecognizerObject.wrap(recognizer)), context: context,
                    addedAt: place)
            }
        }
        for kind in GestureRecognizer.Kind.allCases {
            registry.namespace("UI\(kind.rawValue)GestureRecognizer").constructor(
                "init", .value("target"), .selector("action"), .call
            ) { target, action, call in
                let recognizer = GestureRecognizer(kind: kind, screen: screen)
                if !target.isNil { add(try targetObject(target, call), action, to: recognizer, at: call.range) }
                return .object(GestureRecognizerObject.wrap(recognizer))
            }
        }
        registry.type(for: GestureRecognizerObject.self, name: "UIGestureRecognizer").method(
            "addTarget", .value(), .selector("action"), .call, on: GestureRecognizerObject.self
        ) { object, target, action, call in
            add(try targetObject(target, call), action, to: object.recognizer, at: call.range)
            return .void
        }
    }

    /// The object a target–action call names (a script class instance), or a located error.
    static func targetObject(_ target: Value, _ call: HostCall) throws -> AnyObject {
        guard case .object(let object) = target, object is ScriptInstance || object is ViewObject else {
            throw call.failure(.notAnObjectTarget(target.typeName))
        }
        return (object as? ViewObject)?.view ?? object
    }
}

extension Value {
    /// The class instance this value holds (a view's for a view), for identity checks such as `removeTarget`.
    var objectValue: AnyObject? {
        guard case .object(let object) = self else { return nil }
        return (object as? ViewObject)?.view ?? object
    }
}

extension HostParameter where Wrapped == RxCocoa.Selector {
    /// A `Selector`: `#selector(tapped(_:))`, `Selector("tapped:")`, or a string literal as Swift accepts one.
    static func selector(_ label: String? = nil) -> Self {
        .matching(label, expected: "a Selector such as #selector(buttonTapped(_:))") { value in
            switch value {
            case .object(let object as SelectorObject): return object.selector
            case .string(let name): return RxCocoa.Selector(name)
            default: return nil
            }
        }
    }
}
