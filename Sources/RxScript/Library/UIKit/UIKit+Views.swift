import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// UIKit's views beyond the controls: `UIView`, colours, fonts, geometry, alerts, gestures, pickers, scrolling.
    @_optimize(none) static func registerUIKitViews(_ registry: HostRegistry, context: ScriptContext) {
        let naming = ViewNaming()
        registerGeometry(registry)
        registerColorsAndFonts(registry)
        registerViewTree(registry, naming: naming, context: context)
        registerControlExtras(registry, naming: naming, context: context)
        registerGestures(registry, context: context)
        registerAlerts(registry, naming: naming, context: context)
        registerPickers(registry, naming: naming, context: context)
        registerScrollViews(registry, naming: naming, context: context)
        registerAnimations(registry, context: context)
        registerUIKitEnums(registry, context: context)
    }

    /// `.name` for a UIKit value, unless a type the script declared has a case or static member of that name
    /// (its `.red` stays its own, as Swift's inferred type would pick it).
    static func uikitImplicit(_ registry: HostRegistry, _ name: String, _ value: @escaping () -> Value) {
        registry.implicitMembers.property(name) { [unowned registry] _ in
            ScriptType.implicitMember(name, among: registry.liveDeclaredTypes) ?? value()
        }
    }

    /// A property of views of class `View` whose value `read` gives and `write` stores (throwing when the value
    /// does not fit, which names `expected`).
    static func viewProperty<View: VirtualView>(
        _ type: HostType, _ name: String, on viewType: View.Type, expected: String,
        get read: @escaping (View) -> Value, set write: ((View, Value) -> Bool)? = nil
    ) {
        type.property(
            name, get: { receiver in read(try view(receiver, as: viewType)) },
            set: write.map { write in
                { receiver, value in
                    guard write(try view(receiver, as: viewType), value) else {
                        throw ScriptError(.propertyType(name, expected: expected, got: value.typeName), at: nil)
                    }
                }
            })
    }

    /// `UIView()`, `UIView(frame:)`, and what every view has: its place in the view tree, frame and bounds,
    /// background colour, visibility, tag, whether it takes touches, its layer's corners, and a person's touches
    /// (`tap()`, `pan(by:)`, `longPress()`, `swipe(_:)`) that its gesture recognizers turn into actions.
    @_optimize(none) private static func registerViewTree(
        _ registry: HostRegistry, naming: ViewNaming, context: ScriptContext
    ) {
        let screen = context.runtime.screen!
        let namespace = registry.namespace("UIView")
        namespace.constructor("init", .value("name", default: .nil)) { name in
            naming.make("View", { View(name: $0, screen: screen) }, name: name)
        }
        namespace.constructor("init", .rect("frame"), .value("name", default: .nil)) { frame, name in
            naming.make("View", { View(name: $0, screen: screen, frame: frame) }, name: name)
        }

        let view = registry.type(for: ViewObject.self, name: "View")
        let subview = HostParameter<VirtualView>.matching(expected: "a view") { value in
            guard case .object(let object as ViewObject) = value else { return nil }
            return object.view
        }
        view.method(
            "addSubview", subview, .call, receiver: { receiver, _ in try Builtins.view(receiver, as: VirtualView.self) }
        ) { parent, child, call in
            try hierarchy(call) { try parent.addSubview(child) }
        }
        view.method(
            "insertSubview", subview, .int("at"), .call,
            receiver: { receiver, _ in try Builtins.view(receiver, as: VirtualView.self) }
        ) { parent, child, index, call in
            try hierarchy(call) { try parent.insertSubview(child, at: index) }
        }
        view.action("removeFromSuperview", on: VirtualView.self) { view in view.removeFromSuperview() }
        view.action("bringSubviewToFront", subview, on: VirtualView.self) { parent, child in
            if child.superview === parent { try? parent.addSubview(child) }
        }
        for name in [
            "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
            "setNeedsDisplay",
        ] {
            view.action(name, on: VirtualView.self) { _ in }
        }
        view.method(
            "viewWithTag", .int(), receiver: { receiver, _ in try Builtins.view(receiver, as: VirtualView.self) }
        ) { root, tag in
            root.hierarchy.first { $0.view.tag == tag }.map { .object(ViewObject.wrap($0.view)) } ?? .nil
        }
        view.property("subviews") { receiver in
            .array(try Builtins.view(receiver, as: VirtualView.self).subviews.map { .object(ViewObject.wrap($0)) })
        }
        view.property("superview") { receiver in
            try Builtins.view(receiver, as: VirtualView.self).superview.map { .object(ViewObject.wrap($0)) } ?? .nil
        }
        viewProperty(
            view, "frame", on: VirtualView.self, expected: "CGRect", get: { .object(GeometryObject($0.frame)) },
            set: { view, value in
                guard let rect = UIKitValues.rect(value) else { return false }
                view.frame = rect
                return true
            })
        viewProperty(view, "bounds", on: VirtualView.self, expected: "CGRect") { .object(GeometryObject($0.bounds)) }
        viewProperty(view, "center", on: VirtualView.self, expected: "CGPoint") {
            .object(GeometryObject(CGPoint(x: $0.frame.midX, y: $0.frame.midY)))
        }
        viewProperty(
            view, "backgroundColor", on: VirtualView.self, expected: "UIColor or nil",
            get: { $0.backgroundColor.map { .object(ColorObject($0)) } ?? .nil },
            set: { view, value in
                guard value.isNil || value.native is Color else { return false }
                view.backgroundColor = value.native as? Color
                return true
            })
        viewProperty(
            view, "isHidden", on: VirtualView.self, expected: "Bool", get: { .bool($0.isHidden) },
            set: { view, value in
                guard case .bool(let hidden) = value else { return false }
                view.isHidden = hidden
                return true
            })
        viewProperty(
            view, "isUserInteractionEnabled", on: VirtualView.self, expected: "Bool",
            get: { .bool($0.isUserInteractionEnabled) },
            set: { view, value in
                guard case .bool(let enabled) = value else { return false }
                view.isUserInteractionEnabled = enabled
                return true
            })
        viewProperty(
            view, "alpha", on: VirtualView.self, expected: "CGFloat", get: { .double($0.alpha) },
            set: { view, value in
                guard let alpha = UIKitValues.number(value) else { return false }
                view.alpha = alpha
                return true
            })
        viewProperty(
            view, "tag", on: VirtualView.self, expected: "Int", get: { .int($0.tag) },
            set: { view, value in
                guard case .int(let tag) = value else { return false }
                view.tag = tag
                return true
            })
        view.property("layer") { receiver in
            .object(LayerObject(view: try Builtins.view(receiver, as: VirtualView.self)))
        }
        let layer = registry.type(for: LayerObject.self, name: "CALayer")
        for (name, fallback) in [("cornerRadius", 0.0), ("borderWidth", 0.0)] {
            layer.property(
                name,
                get: { receiver in
                    guard case .object(let object as LayerObject) = receiver else { return .nil }
                    return .double(object.view.value("layer." + name) as? Double ?? fallback)
                },
                set: { receiver, value in
                    guard case .object(let object as LayerObject) = receiver, let number = UIKitValues.number(value)
                    else { throw ScriptError(.propertyType(name, expected: "CGFloat", got: value.typeName), at: nil) }
                    object.view.setValue(number, for: "layer." + name)
                })
        }
        layer.property(
            "borderColor",
            get: { receiver in
                guard case .object(let object as LayerObject) = receiver else { return .nil }
                return Value(native: object.view.value("layer.borderColor"))
            },
            set: { receiver, value in
                guard case .object(let object as LayerObject) = receiver, value.isNil || value.native is Color else {
                    throw ScriptError(.propertyType("borderColor", expected: "UIColor", got: value.typeName), at: nil)
                }
                object.view.setValue(value.native, for: "layer.borderColor")
            })

        registerTouches(view)
    }

    /// Runs a change of the view tree, turning UIKit's stop into the script's error.
    private static func hierarchy(_ call: HostCall, _ change: () throws -> Void) throws -> Value {
        do {
            try change()
        } catch ViewHierarchyError.addedToItself(let name) {
            throw call.failure(.viewAddedToItself(name), at: 0)
        } catch ViewHierarchyError.addedToDescendant(let view, let descendant) {
            throw call.failure(.viewAddedInsideItself(view, descendant: descendant), at: 0)
        }
        return .void
    }

    /// A person's touches on any view: each reaches the view's gesture recognizers of its kind.
    @_optimize(none) private static func registerTouches(_ view: HostType) {
        view.action("tap", on: VirtualView.self) { view in view.performTap() }
        view.action("tap", .point("at"), on: VirtualView.self) { view, point in view.performTap(at: point) }
        view.action("pan", .point("by"), .int("steps", default: 1), on: VirtualView.self) { view, translation, steps in
            view.performPan(by: translation, steps: steps)
        }
        view.action("longPress", on: VirtualView.self) { view in view.performLongPress() }
        let direction = HostParameter<String>.uikitCase(
            of: "UISwipeGestureRecognizer.Direction", GestureRecognizer.Direction.allCases.map(\.rawValue))
        view.action("swipe", direction, on: VirtualView.self) { view, name in
            view.performSwipe(GestureRecognizer.Direction(rawValue: name)!)
        }
    }
}

/// Names views made without `name:` after their kind (`view1`, `alertController2`) until a variable names them.
final class ViewNaming: @unchecked Sendable {
    private var counter = 0
    private let lock = NSLock()

    func make<View: VirtualView>(_ kind: String, _ build: (String) -> View, name: Value) -> Value {
        if case .string(let chosen) = name { return .object(ViewObject.wrap(build(chosen))) }
        let number = lock.withLock {
            counter += 1
            return counter
        }
        let view = build(kind.prefix(1).lowercased() + kind.dropFirst() + String(number))
        view.markUnnamed()
        return .object(ViewObject.wrap(view))
    }
}

/// `view.layer`: the view's corner radius and border, stored on the view (`box.layer.cornerRadius = 8.0`).
final class LayerObject: HostObject, @unchecked Sendable {
    let view: VirtualView
    init(view: VirtualView) { self.view = view }
    override var typeName: String { "CALayer" }
    override var description: String { "\(view.name).layer" }
}
