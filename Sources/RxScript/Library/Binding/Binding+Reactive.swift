import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// `view.rx` members spelled as RxCocoa spells them (Binders, ControlProperties, ControlEvents; any other
    /// property name is a Binder, as RxCocoa's dynamic member lookup gives), KVO `rx.observe`, and the types
    /// for building your own: `Binder(target) { t, v in … }`, `ControlEvent(events:)`, `ControlProperty(values:valueSink:)`.
    @_optimize(none) static func registerReactive(
        _ registry: HostRegistry, observable: HostType, context: ScriptContext
    ) {
        let screen = context.runtime.screen!

        let binder = registry.type(for: BinderObject.self, name: "Binder")
        binder.method("onNext", .value(), on: BinderObject.self) { object, element in
            object.observer.onNext(element)
            return .void
        }
        let property = registry.type(for: ControlPropertyObject.self, name: "ControlProperty", parent: observable)
        property.property("orEmpty") { receiver in
            guard case .object(let object as ControlPropertyObject) = receiver else { return .nil }
            return .object(
                ControlPropertyObject(
                    object.property.bridged(
                        { values in
                            values.map { $0.isNil ? .string("") : $0.unwrapped }
                        }, write: { $0 })))
        }
        property.property("changed") { receiver in
            guard case .object(let object as ControlPropertyObject) = receiver else { return .nil }
            return .object(ControlEventObject(object.property.changed.asObservable(), name: "changed"))
        }
        property.method("onNext", .value(), on: ControlPropertyObject.self) { object, element in
            object.property.onNext(element)
            return .void
        }
        let event = registry.type(for: ControlEventObject.self, name: "ControlEvent", parent: observable)
        for type in [property, event] {
            // RxCocoa's `asDriver()` / `asSignal()` on controls: they never error, so an error just ends them.
            for (name, kind) in [("asDriver", TraitKind.driver), ("asSignal", .signal)] {
                type.method(name, receiver: Builtins.observable) { source in
                    kind.make(source, screen: screen) { $0.catch { _ in .empty() } }
                }
            }
        }

        func makeBinder(_ target: Value, _ scheduler: ImmediateSchedulerType, _ body: Function) -> Value {
            let apply: (Value) -> Void = { value in context.guarded { _ = try body.call(target, value) } }
            guard case .object(let object) = target else {
                // A Binder holds its target weakly; a plain value has nothing to outlive, so the binder keeps it.
                let box = ValueBox(target)
                let made = Binder<Value>(box, scheduler: scheduler) { _, value in apply(value) }
                return .object(
                    BinderObject(
                        AnyObserver { event in withExtendedLifetime(box) { made.on(event) } },
                        target: nil))
            }
            // A view's Binder knows its screen (the thread checks, `(arrived on …)`) and its binding target.
            let anchor: AnyObject = (object as? ViewObject)?.view ?? object
            let made = Binder<Value>(anchor, scheduler: scheduler) { _, value in apply(value) }
            return .object(BinderObject(made.asObserver(), target: made.target))
        }
        let binderNamespace = registry.namespace("Binder")
        binderNamespace.constructor("init", .value(), .function("binding")) { target, body in
            makeBinder(target, screen.makeMainScheduler(), body)
        }
        binderNamespace.constructor("init", .value(), .scheduler(), .function("binding")) { target, scheduler, body in
            makeBinder(target, scheduler, body)
        }
        registry.namespace("ControlEvent").constructor("init", .observable("events")) { source in
            let events = ControlEvent(events: source, scheduler: screen.subscriptionScheduler)
            return .object(ControlEventObject(events.asObservable(), name: "events"))
        }
        // The sink is checked before the values are read.
        registry.namespace("ControlProperty").constructor(
            "init", HostParameter<Observable<Value>>.observable("values").deferred(),
            .observer("valueSink", expected: "an observer or Binder")
        ) { values, sink in
            let target = (sink as? BindableObject)?.bindingTarget
            return .object(
                ControlPropertyObject(
                    ControlProperty(
                        values: try values(),
                        valueSink: sink.observer,
                        scheduler: screen.subscriptionScheduler,
                        target: target)))
        }
        for (name, events) in ControlEvents.named {
            let value = Value.object(ControlEventsObject(events, name: name))
            registry.implicitMembers.property(name) { _ in value }
        }
        registerIndexPathMembers(registry)
        registerRx(registry)
        registry.noteReplacedReactiveMember = { name, declaration in
            context.noteOnce("rx." + name, .replacedReactiveMember(name), at: declaration)
        }
    }

    /// The `rx` of each kind of view, with members by kind.
    @_optimize(none) private static func registerRx(_ registry: HostRegistry) {
        let view = HostType(name: "Reactive", parent: nil)
        registry.reactiveTypes.append(view)
        registry.reactiveViewType = view
        view.property("base") { receiver in .object(ViewObject.wrap(try reactive(receiver).view)) }
        view.dynamicMembers(get: { receiver, name in
            guard case .object(let rx as ReactiveObject) = receiver else { return nil }
            return binderValue(rx.view.rx.binder(name) as Binder<Any?>)
        })
        // RxCocoa's named binders: the binder any property name gets, registered by name so they are listed.
        func namedBinders(_ type: HostType, _ names: [String]) {
            for name in names {
                type.property(name) { receiver in
                    binderValue(try reactive(receiver).view.rx.binder(name) as Binder<Any?>)
                }
            }
        }
        namedBinders(view, ["isHidden", "alpha"])
        view.method("observe", .value(), .string()) { receiver, _, key in try observeValue(receiver, key: key) }
        view.method("observe", .string()) { receiver, key in try observeValue(receiver, key: key) }
        view.property("deallocated") { receiver in
            .observable(try reactive(receiver).view.rx.deallocated.values { _ in .void })
        }

        let control = HostType(name: "Reactive<Control>", parent: view)
        namedBinders(control, ["isEnabled"])
        control.method("controlEvent", .controlEvents(), receiver: reactiveControl) { control, events in
            eventValue(Reactive(control).controlEvent(events), name: "controlEvent")
        }
        // The events are read after the closures.
        control.method(
            "controlProperty", HostParameter<ControlEvents>.controlEvents("editingEvents").deferred(),
            .function("getter"), .function("setter"), receiver: reactiveControl
        ) { control, events, getter, setter in
            scriptControlProperty(control, editingEvents: try events(), getter: getter, setter: setter)
        }
        // RxCocoa's own helper (internal there), which its `text` and seed code pasted from it call.
        control.method(
            "controlPropertyWithDefaultEvents", .function("getter"), .function("setter"), receiver: reactiveControl
        ) { control, getter, setter in
            scriptControlProperty(
                control, editingEvents: [.allEditingEvents, .valueChanged], getter: getter, setter: setter)
        }
        control.method(
            "controlPropertyWithDefaultEvents", HostParameter<ControlEvents>.controlEvents("editingEvents").deferred(),
            .function("getter"), .function("setter"), receiver: reactiveControl
        ) { control, events, getter, setter in
            scriptControlProperty(control, editingEvents: try events(), getter: getter, setter: setter)
        }

        func kind<View: VirtualView>(
            _ viewType: View.Type, _ name: String, parent: HostType,
            _ members: [String: (View) -> Value]
        ) -> (ObjectIdentifier, HostType) {
            let type = HostType(name: "Reactive<\(name)>", parent: parent)
            for (member, make) in members {
                type.property(member) { receiver in
                    guard let typed = try reactive(receiver).view as? View else { return .nil }
                    return make(typed)
                }
            }
            return (ObjectIdentifier(viewType), type)
        }
        let button = kind(
            Button.self, "Button", parent: control,
            [
                "tap": { button in eventValue(button.rx.tap, name: "tap") }
            ])
        button.1.method("title", .value("for", default: .nil)) { receiver, _ in
            guard let button = try reactive(receiver).view as? Button else { return .nil }
            return binderValue(button.rx.title())
        }
        let refresh = kind(RefreshControl.self, "RefreshControl", parent: control, [:])
        namedBinders(refresh.1, ["isRefreshing"])
        let indicator = kind(ActivityIndicator.self, "ActivityIndicator", parent: view, [:])
        namedBinders(indicator.1, ["isAnimating"])
        let kinds: [(ObjectIdentifier, HostType)] = [
            kind(Label.self, "Label", parent: view, ["text": { binderValue($0.rx.text) }]),
            kind(
                TextField.self, "TextField", parent: control,
                [
                    "text": { propertyValue($0.rx.text) }, "value": { propertyValue($0.rx.value) },
                ]),
            kind(
                Switch.self, "Switch", parent: control,
                [
                    "isOn": { propertyValue($0.rx.isOn) }, "value": { propertyValue($0.rx.value) },
                ]),
            kind(Slider.self, "Slider", parent: control, ["value": { propertyValue($0.rx.value) }]),
            kind(Stepper.self, "Stepper", parent: control, ["value": { propertyValue($0.rx.value) }]),
            kind(
                SegmentedControl.self, "SegmentedControl", parent: control,
                [
                    "selectedSegmentIndex": { propertyValue($0.rx.selectedSegmentIndex) },
                    "value": { propertyValue($0.rx.value) },
                ]),
            kind(
                DatePicker.self, "DatePicker", parent: control,
                [
                    "date": { propertyValue($0.rx.date) }, "value": { propertyValue($0.rx.value) },
                ]),
            refresh, indicator, button,
        ]
        registry.reactiveKindTypes = [control] + kinds.map(\.1)
        registry.reactiveKinds.merge(kinds) { $1 }
        registry.type(for: ViewObject.self, name: "View").property("rx") { [unowned registry] receiver in
            let base = try Builtins.view(receiver, as: VirtualView.self)
            let type =
                registry.reactiveKinds[ObjectIdentifier(Swift.type(of: base))]
                ?? (base is VirtualControl ? control : view)
            return .object(ReactiveObject(view: base, type: type))
        }
    }

    @_optimize(none) private static func registerIndexPathMembers(_ registry: HostRegistry) {
        registry.type(for: NativeObject.self, name: "Native").dynamicMembers(get: { receiver, name in
            guard case .object(let object as NativeObject) = receiver else { return nil }
            switch (object.value, name) {
            case (let path as RxCocoa.IndexPath, "row"): return .int(path.row)
            case (let path as RxCocoa.IndexPath, "section"): return .int(path.section)
            case (let path as RxCocoa.IndexPath, "item"): return .int(path.item)
            case (let date as Date, "timeIntervalSince1970"): return .double(date.timeIntervalSince1970)
            default: return nil
            }
        })
    }

    /// `controlProperty(editingEvents:getter:setter:)` with script closures (or key paths) over the control.
    private static func scriptControlProperty(
        _ control: VirtualControl, editingEvents: ControlEvents, getter: Function, setter: Function
    ) -> Value {
        let made = Reactive(control).controlProperty(
            editingEvents: editingEvents,
            getter: { control in (try? getter.call(.object(ViewObject.wrap(control)))) ?? .nil },
            setter: { control, value in _ = try? setter.call(.object(ViewObject.wrap(control)), value) })
        return .object(ControlPropertyObject(made))
    }

    static func reactive(_ receiver: Value) throws -> ReactiveObject {
        guard case .object(let object as ReactiveObject) = receiver else {
            throw ScriptError(.wrongReceiver("Reactive", got: receiver.typeName), at: nil)
        }
        return object
    }

    private static func reactiveControl(_ receiver: Value, _ arguments: Arguments) throws -> VirtualControl {
        guard let control = try reactive(receiver).view as? VirtualControl else {
            throw arguments.failure(.wrongReceiver("a control's rx", got: receiver.typeName))
        }
        return control
    }

    private static func observeValue(_ receiver: Value, key: String) throws -> Value {
        // RxCocoa's `observe(_:_:)` is `Observable<Element?>`.
        .observable(try reactive(receiver).view.rx.observe(key).values { Value(native: $0).asOptional })
    }

    static func binderValue<T>(_ binder: Binder<T>) -> Value {
        let observer = binder.asObserver().mapObserver { (value: Value) -> T in try coerce(value) }
        return .object(BinderObject(observer, target: binder.target))
    }

    /// A ControlProperty's elements as script values: Optionals where its element type is one
    /// (`ControlProperty<String?>` sends `Optional("abc")`).
    static func propertyValue<T>(_ property: ControlProperty<T>) -> Value {
        let wraps = T.self is any OptionalMarker.Type
        return .object(
            ControlPropertyObject(
                property.bridged(
                    { $0.values { wraps ? Value(native: $0).asOptional : Value(native: $0) } }, write: coerce)))
    }

    static func eventValue<T>(_ event: ControlEvent<T>, name: String) -> Value {
        .object(ControlEventObject(event.asObservable().values { Value(native: $0) }, name: name))
    }

    /// A script value as the Swift type a control property holds: an integer for a `Double`, any value's text
    /// for a `String?`, the type's zero value for other numbers and `Bool`; anything else that does not fit (a
    /// string bound to a date) throws, which makes it a binding error.
    static func coerce<T>(_ value: Value) throws -> T {
        let native = value.native
        if let typed = native as? T { return typed }
        if T.self == Double.self, case .int(let number) = value { return Double(number) as! T }
        if T.self == String?.self { return (native.map { "\(Value(native: $0).description)" }) as! T }
        if T.self == [Any?].self { return [native] as! T }
        if let fallback = (nil as Any?) as? T { return fallback }
        switch T.self {
        case is Bool.Type: return false as! T
        case is Int.Type: return 0 as! T
        case is Double.Type: return 0.0 as! T
        default:
            throw ScriptError(.bindingValueType(expected: String(describing: T.self), got: value.typeName), at: nil)
        }
    }
}

/// Holds a non-object target for a custom Binder (which keeps its target weakly).
private final class ValueBox {
    let value: Value
    init(_ value: Value) { self.value = value }
}
