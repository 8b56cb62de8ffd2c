import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// `UITapGestureRecognizer()`, `UIPanGestureRecognizer()`, `UILongPressGestureRecognizer()`,
    /// `UISwipeGestureRecognizer()`; `view.addGestureRecognizer(g)`, `g.rx.event` (the recognizer on each action),
    /// `state`, `location(in:)`, `translation(in:)`.
    @_optimize(none) static func registerGestures(_ registry: HostRegistry, context: ScriptContext) {
        let screen = context.runtime.screen!
        for kind in GestureRecognizer.Kind.allCases {
            registry.namespace("UI\(kind.rawValue)GestureRecognizer").constructor("init") {
                .object(GestureRecognizerObject.wrap(GestureRecognizer(kind: kind, screen: screen)))
            }
        }
        let states = GestureRecognizer.State.allCases.map(\.rawValue)
        for name in states {
            uikitImplicit(registry, name) { .object(EnumCaseObject("UIGestureRecognizer.State", name)) }
        }
        uikitImplicit(registry, "recognized") { .object(EnumCaseObject("UIGestureRecognizer.State", "ended")) }
        for name in ["up", "down"] {
            uikitImplicit(registry, name) { .object(EnumCaseObject("UISwipeGestureRecognizer.Direction", name)) }
        }

        let recognizer = HostParameter<GestureRecognizer>.matching(expected: "a gesture recognizer") { value in
            guard case .object(let object as GestureRecognizerObject) = value else { return nil }
            return object.recognizer
        }
        let view = registry.type(for: ViewObject.self, name: "View")
        view.action("addGestureRecognizer", recognizer, on: VirtualView.self) { view, recognizer in
            view.addGestureRecognizer(recognizer)
        }
        view.action("removeGestureRecognizer", recognizer, on: VirtualView.self) { view, recognizer in
            view.removeGestureRecognizer(recognizer)
        }
        view.property("gestureRecognizers") { receiver in
            .array(
                try Builtins.view(receiver, as: VirtualView.self).gestureRecognizers.map {
                    .object(GestureRecognizerObject.wrap($0))
                })
        }
        registerRecognizerMembers(registry)
    }

    @_optimize(none) private static func registerRecognizerMembers(_ registry: HostRegistry) {
        let type = registry.type(for: GestureRecognizerObject.self, name: "UIGestureRecognizer")
        func recognizer(_ receiver: Value) -> GestureRecognizer? {
            guard case .object(let object as GestureRecognizerObject) = receiver else { return nil }
            return object.recognizer
        }
        let inView = HostParameter<VirtualView?>.matching("in", expected: "a view or nil", default: .nil) { value in
            if value.isNil { return .some(nil) }
            guard case .object(let object as ViewObject) = value else { return nil }
            return .some(object.view)
        }
        type.property("state") { receiver in
            .object(EnumCaseObject("UIGestureRecognizer.State", recognizer(receiver)?.state.rawValue ?? "possible"))
        }
        type.property("view") { receiver in
            recognizer(receiver)?.view.map { .object(ViewObject.wrap($0)) } ?? .nil
        }
        type.property(
            "isEnabled", get: { receiver in .bool(recognizer(receiver)?.isEnabled ?? false) },
            set: { receiver, value in
                guard case .bool(let enabled) = value else {
                    throw ScriptError(.propertyType("isEnabled", expected: "Bool", got: value.typeName), at: nil)
                }
                recognizer(receiver)?.isEnabled = enabled
            })
        type.property(
            "numberOfTapsRequired", get: { receiver in .int(recognizer(receiver)?.numberOfTapsRequired ?? 1) },
            set: { receiver, value in
                guard case .int(let taps) = value else {
                    throw ScriptError(
                        .propertyType("numberOfTapsRequired", expected: "Int", got: value.typeName), at: nil)
                }
                recognizer(receiver)?.numberOfTapsRequired = taps
            })
        let directions = GestureRecognizer.Direction.allCases.map(\.rawValue)
        type.property(
            "direction",
            get: { receiver in
                .object(
                    EnumCaseObject(
                        "UISwipeGestureRecognizer.Direction", recognizer(receiver)?.direction.rawValue ?? "right"))
            },
            set: { receiver, value in
                guard case .object(let object as EnumCaseObject) = value,
                    let direction = GestureRecognizer.Direction(rawValue: object.caseName)
                else {
                    throw ScriptError(
                        .propertyType(
                            "direction", expected: "direction (\(directions.map { "." + $0 }.joined(separator: ", ")))",
                            got: value.typeName),
                        at: nil)
                }
                recognizer(receiver)?.direction = direction
            })
        type.method("location", inView, on: GestureRecognizerObject.self) { object, view in
            .object(GeometryObject(object.recognizer.location(in: view)))
        }
        type.method("translation", inView, on: GestureRecognizerObject.self) { object, view in
            .object(GeometryObject(object.recognizer.translation(in: view)))
        }
        type.method("setTranslation", .point(), inView, on: GestureRecognizerObject.self) { object, point, view in
            object.recognizer.setTranslation(point, in: view)
            return .void
        }
        type.property("rx") { receiver in
            guard let recognizer = recognizer(receiver) else { return .nil }
            return .object(GestureReactiveObject(recognizer))
        }
        registry.type(for: GestureReactiveObject.self, name: "Reactive<UIGestureRecognizer>").property("event") {
            receiver in
            guard case .object(let object as GestureReactiveObject) = receiver else { return .nil }
            return eventValue(object.recognizer.rx.event, name: "event")
        }
    }
}
