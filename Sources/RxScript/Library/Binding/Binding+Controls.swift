import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// The virtual controls (`Label()`, `TextField()`, `Button("Search")`… and UIKit's spellings `UILabel()`…),
    /// named sinks (`Sink(name:)`, what `sink label` declares), their properties (any name can be read once set
    /// and set from code, as UIKit's are), and a person's actions (`field.type("rx")`, `button.tap()`).
    @_optimize(none) static func registerControls(_ registry: HostRegistry, context: ScriptContext) {
        let screen = context.runtime.screen!
        var counter = 0
        /// A view named `name:` when given; otherwise `label1`, `textField2`… until a variable names it.
        func make<View: VirtualView>(_ kind: String, _ build: (String) -> View, name: Value) -> Value {
            if case .string(let chosen) = name { return .object(ViewObject.wrap(build(chosen))) }
            counter += 1
            let view = build(kind.prefix(1).lowercased() + kind.dropFirst() + String(counter))
            view.markUnnamed()
            return .object(ViewObject.wrap(view))
        }
        func constructor<each Parameter>(
            _ names: [String], _ parameters: repeat HostParameter<each Parameter>,
            body: @escaping (repeat each Parameter) throws -> Value
        ) {
            for name in names { registry.namespace(name).constructor("init", repeat each parameters, body: body) }
        }
        let name = HostParameter<Value>.value("name", default: .nil)

        constructor(["Sink"], .string("name")) { name in
            .object(ViewObject.wrap(NamedSink(name: name, screen: screen)))
        }
        constructor(["Label", "UILabel"], name) { name in
            make("Label", { Label(name: $0, screen: screen) }, name: name)
        }
        constructor(["TextField", "UITextField"], name) { name in
            make("TextField", { TextField(name: $0, screen: screen) }, name: name)
        }
        constructor(["UISearchBar"], name) { name in
            make("SearchBar", { TextField(name: $0, screen: screen, kind: "SearchBar") }, name: name)
        }
        constructor(["TextView", "UITextView"], name) { name in
            make("TextView", { TextField(name: $0, screen: screen, kind: "TextView") }, name: name)
        }
        constructor(["Switch", "UISwitch"], .bool("isOn", default: false), name) { isOn, name in
            make("Switch", { Switch(name: $0, screen: screen, isOn: isOn) }, name: name)
        }
        // The value is read after the range is checked.
        let value = HostParameter<Double?>("value", default: .nil) { arguments, index in
            arguments[index].isNil ? nil : try arguments.double(index)
        }
        constructor(
            ["Slider", "UISlider"], .double("min", default: 0.0), .double("max", default: 1.0), value.deferred(), name,
            .call
        ) { minimum, maximum, value, name, call in
            guard minimum <= maximum else { throw call.failure(.sliderRange(minimum, maximum), at: 1) }
            let value = try value()
            return make(
                "Slider", { Slider(name: $0, screen: screen, minimum: minimum, maximum: maximum, value: value) },
                name: name)
        }
        constructor(
            ["Stepper", "UIStepper"], .double("value", default: 0.0), .double("min", default: 0.0),
            .double("max", default: 100.0), .double("step", default: 1.0), name
        ) { value, minimum, maximum, step, name in
            make(
                "Stepper",
                {
                    Stepper(
                        name: $0, screen: screen, value: value, minimum: minimum,
                        maximum: maximum, step: step)
                }, name: name)
        }
        for items in [nil, "items"] {
            constructor(["SegmentedControl", "UISegmentedControl"], .array(items), name) { items, name in
                let titles = items.map(\.description)
                return make(
                    "SegmentedControl", { SegmentedControl(name: $0, screen: screen, titles: titles) },
                    name: name)
            }
        }
        constructor(["DatePicker", "UIDatePicker"], name) { name in
            make("DatePicker", { DatePicker(name: $0, screen: screen) }, name: name)
        }
        for title in [nil, "title"] {
            constructor(["Button", "UIButton"], .value(title), name) { title, name in
                let title = title.isNil ? nil : title.description
                return make("Button", { Button(name: $0, screen: screen, title: title) }, name: name)
            }
        }
        constructor(["Button", "UIButton"], name) { name in
            make("Button", { Button(name: $0, screen: screen) }, name: name)
        }
        constructor(["RefreshControl", "UIRefreshControl"], name) { name in
            make("RefreshControl", { RefreshControl(name: $0, screen: screen) }, name: name)
        }
        constructor(["ActivityIndicator", "UIActivityIndicatorView"], name) { name in
            make("ActivityIndicator", { ActivityIndicator(name: $0, screen: screen) }, name: name)
        }

        registerViewMembers(registry, context: context)
    }

    /// The view properties UIKit declares `T?` (a text view's `text` is `String!`, so it is not here).
    static let optionalViewProperties: Set<String> = [
        "Label.text", "TextField.text", "TextField.placeholder",
    ]

    @_optimize(none) private static func registerViewMembers(_ registry: HostRegistry, context: ScriptContext) {
        let anyView = registry.type(for: ViewObject.self, name: "View")
        anyView.property("name") { receiver in .string(try view(receiver, as: VirtualView.self).name) }
        anyView.dynamicMembers(
            get: { receiver, name in
                guard case .object(let object as ViewObject) = receiver, object.view.hasProperty(name) else {
                    return nil
                }
                let value = Value(native: object.view.value(name))
                return optionalViewProperties.contains(object.view.kind + "." + name) ? value.asOptional : value
            },
            set: { receiver, name, value in
                guard case .object(let object as ViewObject) = receiver, !(object.view is NamedSink) else {
                    return false
                }
                var stored = value.native
                // `slider.value = 1` stores 1.0, as a Double property takes an integer literal in Swift.
                if object.view.value(name) is Double, case .int(let number) = value { stored = Double(number) }
                object.view.setValue(stored, for: name)
                return true
            })
        registry.type(for: SinkObject.self, name: "Sink", parent: anyView)
            .property("value") { receiver in Value(native: try view(receiver, as: NamedSink.self).current) }
        registry.type(for: LabelObject.self, name: "Label", parent: anyView)
        let indicator = registry.type(for: ActivityIndicatorObject.self, name: "ActivityIndicator", parent: anyView)
        indicator.action("startAnimating", on: ActivityIndicator.self) { indicator in indicator.isAnimating = true }
        indicator.action("stopAnimating", on: ActivityIndicator.self) { indicator in indicator.isAnimating = false }

        let control = registry.type(for: ControlObject.self, name: "Control", parent: anyView)
        control.action("sendActions", .controlEvents("for"), on: VirtualControl.self) { control, events in
            control.sendActions(for: events)
        }
        let field = registry.type(for: TextFieldObject.self, name: "TextField", parent: control)
        field.action("type", .string(), .optionalInterval("every", default: .nil), on: TextField.self) {
            field, text, interval in field.type(text, every: interval)
        }
        field.action("clear", on: TextField.self) { field in field.clear() }
        registry.type(for: SwitchObject.self, name: "Switch", parent: control)
            .action("toggle", on: Switch.self) { toggle in toggle.toggle() }
        registry.type(for: SliderObject.self, name: "Slider", parent: control)
            .action("slide", .double("to"), on: Slider.self) { slider, value in slider.slide(to: value) }
        let stepper = registry.type(for: StepperObject.self, name: "Stepper", parent: control)
        stepper.action("increment", on: Stepper.self) { stepper in stepper.increment() }
        stepper.action("decrement", on: Stepper.self) { stepper in stepper.decrement() }
        let segmented = registry.type(for: SegmentedControlObject.self, name: "SegmentedControl", parent: control)
        segmented.action("select", .int(), on: SegmentedControl.self) { segmented, index in segmented.select(index) }
        segmented.property("titles") { receiver in
            .array(try view(receiver, as: SegmentedControl.self).titles.map(Value.string))
        }
        registry.type(for: DatePickerObject.self, name: "DatePicker", parent: control)
            .action("pick", .date(), on: DatePicker.self) { picker, date in picker.pick(date) }
        registry.type(for: ButtonObject.self, name: "Button", parent: control)
            .action("tap", on: Button.self) { button in button.tap() }
        let refresh = registry.type(for: RefreshControlObject.self, name: "RefreshControl", parent: control)
        refresh.action("pull", on: RefreshControl.self) { refresh in refresh.pull() }
        refresh.action("endRefreshing", on: RefreshControl.self) { refresh in refresh.isRefreshing = false }
        refresh.action("beginRefreshing", on: RefreshControl.self) { refresh in refresh.isRefreshing = true }

    }

    /// The view a receiver stands for, as class `View`.
    static func view<View: VirtualView>(_ receiver: Value, as type: View.Type) throws -> View {
        guard case .object(let object as ViewObject) = receiver, let view = object.view as? View else {
            throw ScriptError(.wrongReceiver(String(describing: type), got: receiver.typeName), at: nil)
        }
        return view
    }
}

extension HostType {
    /// Registers a method of views of class `View` that returns nothing (a person's action, such as `tap()`) from
    /// its declared parameters; the receiver is checked before any argument is read.
    func action<View: VirtualView, each Parameter>(
        _ name: String, _ parameters: repeat HostParameter<each Parameter>, on type: View.Type,
        body: @escaping (View, repeat each Parameter) throws -> Void
    ) {
        method(name, repeat each parameters, receiver: { receiver, _ in try Builtins.view(receiver, as: type) }) {
            (view: View, values: repeat each Parameter) in
            try body(view, repeat each values)
            return .void
        }
    }
}
