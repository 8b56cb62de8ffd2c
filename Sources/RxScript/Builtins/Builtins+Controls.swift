import Foundation
import RxCocoa
import RxCore

extension Builtins {
    /// The virtual controls (`Label()`, `TextField()`, `Button("Search")`… and UIKit's spellings `UILabel()`…),
    /// named sinks (`Sink(name:)`, what `sink label` declares), their properties (any name can be read once set
    /// and set from code, as UIKit's are), and a person's actions (`field.type("rx")`, `button.tap()`).
    static func registerControls(_ registry: HostRegistry, context: ScriptContext) {
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
        func constructor(
            _ names: [String], _ signature: String, defaults: [String: Value] = [:],
            _ body: @escaping (Arguments) throws -> Value
        ) {
            for name in names { registry.namespace(name).constructor(signature, defaults: defaults, body) }
        }
        let named: [String: Value] = ["name": nil]

        constructor(["Sink"], "init(name:)") { arguments in
            .object(ViewObject.wrap(NamedSink(name: try arguments.string(0), screen: screen)))
        }
        constructor(["Label", "UILabel"], "init(name:)", defaults: named) { arguments in
            make("Label", { Label(name: $0, screen: screen) }, name: arguments[0])
        }
        constructor(["TextField", "UITextField"], "init(name:)", defaults: named) { arguments in
            make("TextField", { TextField(name: $0, screen: screen) }, name: arguments[0])
        }
        constructor(["TextView", "UITextView"], "init(name:)", defaults: named) { arguments in
            make("TextView", { TextField(name: $0, screen: screen, kind: "TextView") }, name: arguments[0])
        }
        constructor(["Switch", "UISwitch"], "init(isOn:name:)", defaults: ["isOn": false, "name": nil]) { arguments in
            let isOn = try arguments.bool(0)
            return make("Switch", { Switch(name: $0, screen: screen, isOn: isOn) }, name: arguments[1])
        }
        constructor(
            ["Slider", "UISlider"], "init(min:max:value:name:)",
            defaults: ["min": 0.0, "max": 1.0, "value": nil, "name": nil]
        ) { arguments in
            let minimum = try arguments.double(0), maximum = try arguments.double(1)
            guard minimum <= maximum else { throw arguments.failure(.sliderRange(minimum, maximum), at: 1) }
            let value = arguments[2].isNil ? nil : try arguments.double(2)
            return make(
                "Slider", { Slider(name: $0, screen: screen, minimum: minimum, maximum: maximum, value: value) },
                name: arguments[3])
        }
        constructor(
            ["Stepper", "UIStepper"], "init(value:min:max:step:name:)",
            defaults: ["value": 0.0, "min": 0.0, "max": 100.0, "step": 1.0, "name": nil]
        ) { arguments in
            let value = try arguments.double(0), minimum = try arguments.double(1)
            let maximum = try arguments.double(2), step = try arguments.double(3)
            return make(
                "Stepper",
                {
                    Stepper(
                        name: $0, screen: screen, value: value, minimum: minimum,
                        maximum: maximum, step: step)
                }, name: arguments[4])
        }
        for signature in ["init(_:name:)", "init(items:name:)"] {
            constructor(["SegmentedControl", "UISegmentedControl"], signature, defaults: named) { arguments in
                let titles = try arguments.array(0).map(\.description)
                return make(
                    "SegmentedControl", { SegmentedControl(name: $0, screen: screen, titles: titles) },
                    name: arguments[1])
            }
        }
        constructor(["DatePicker", "UIDatePicker"], "init(name:)", defaults: named) { arguments in
            make("DatePicker", { DatePicker(name: $0, screen: screen) }, name: arguments[0])
        }
        for signature in ["init(_:name:)", "init(title:name:)"] {
            constructor(["Button", "UIButton"], signature, defaults: ["name": nil]) { arguments in
                let title = arguments[0].isNil ? nil : arguments[0].description
                return make("Button", { Button(name: $0, screen: screen, title: title) }, name: arguments[1])
            }
        }
        constructor(["Button", "UIButton"], "init(name:)", defaults: named) { arguments in
            make("Button", { Button(name: $0, screen: screen) }, name: arguments[0])
        }
        constructor(["TableView", "UITableView"], "init(name:)", defaults: named) { arguments in
            make("TableView", { TableView(name: $0, screen: screen) }, name: arguments[0])
        }
        constructor(["RefreshControl", "UIRefreshControl"], "init(name:)", defaults: named) { arguments in
            make("RefreshControl", { RefreshControl(name: $0, screen: screen) }, name: arguments[0])
        }
        constructor(["ActivityIndicator", "UIActivityIndicatorView"], "init(name:)", defaults: named) { arguments in
            make("ActivityIndicator", { ActivityIndicator(name: $0, screen: screen) }, name: arguments[0])
        }

        registerViewMembers(registry, context: context)
    }

    private static func registerViewMembers(_ registry: HostRegistry, context: ScriptContext) {
        let anyView = registry.type(for: ViewObject.self, name: "View")
        anyView.property("name") { receiver in .string(try view(receiver, as: VirtualView.self).name) }
        anyView.dynamicMembers(
            get: { receiver, name in
                guard case .object(let object as ViewObject) = receiver, object.view.hasProperty(name) else {
                    return nil
                }
                return Value(native: object.view.value(name))
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
        indicator.action("startAnimating()", ActivityIndicator.self) { indicator, _ in indicator.isAnimating = true }
        indicator.action("stopAnimating()", ActivityIndicator.self) { indicator, _ in indicator.isAnimating = false }

        let control = registry.type(for: ControlObject.self, name: "Control", parent: anyView)
        control.action("sendActions(for:)", VirtualControl.self) { control, arguments in
            control.sendActions(for: try arguments.controlEvents(0))
        }
        let field = registry.type(for: TextFieldObject.self, name: "TextField", parent: control)
        field.action("type(_:every:)", TextField.self, defaults: ["every": nil]) { field, arguments in
            field.type(try arguments.string(0), every: arguments[1].isNil ? nil : try arguments.interval(1))
        }
        field.action("clear()", TextField.self) { field, _ in field.clear() }
        registry.type(for: SwitchObject.self, name: "Switch", parent: control)
            .action("toggle()", Switch.self) { toggle, _ in toggle.toggle() }
        registry.type(for: SliderObject.self, name: "Slider", parent: control)
            .action("slide(to:)", Slider.self) { slider, arguments in slider.slide(to: try arguments.double(0)) }
        let stepper = registry.type(for: StepperObject.self, name: "Stepper", parent: control)
        stepper.action("increment()", Stepper.self) { stepper, _ in stepper.increment() }
        stepper.action("decrement()", Stepper.self) { stepper, _ in stepper.decrement() }
        let segmented = registry.type(for: SegmentedControlObject.self, name: "SegmentedControl", parent: control)
        segmented.action("select(_:)", SegmentedControl.self) { segmented, arguments in
            segmented.select(try arguments.int(0))
        }
        segmented.property("titles") { receiver in
            .array(try view(receiver, as: SegmentedControl.self).titles.map(Value.string))
        }
        registry.type(for: DatePickerObject.self, name: "DatePicker", parent: control)
            .action("pick(_:)", DatePicker.self) { picker, arguments in
                guard case .object(let date as NativeObject) = arguments[0], let value = date.value as? Date else {
                    throw arguments.failure(
                        .argumentType(
                            "1", of: "pick(_:)", expected: "Date",
                            got: arguments[0].typeName), at: 0)
                }
                picker.pick(value)
            }
        registry.type(for: ButtonObject.self, name: "Button", parent: control)
            .action("tap()", Button.self) { button, _ in button.tap() }
        let refresh = registry.type(for: RefreshControlObject.self, name: "RefreshControl", parent: control)
        refresh.action("pull()", RefreshControl.self) { refresh, _ in refresh.pull() }
        refresh.action("endRefreshing()", RefreshControl.self) { refresh, _ in refresh.isRefreshing = false }
        refresh.action("beginRefreshing()", RefreshControl.self) { refresh, _ in refresh.isRefreshing = true }

        let table = registry.type(for: TableViewObject.self, name: "TableView", parent: anyView)
        table.action("select(row:)", TableView.self) { table, arguments in table.select(row: try arguments.int(0)) }
        table.property("visibleCells") { receiver in
            .array(try view(receiver, as: TableView.self).visibleCells.map { .object(ViewObject.wrap($0)) })
        }
        let cell = registry.type(for: TableViewCellObject.self, name: "TableViewCell", parent: anyView)
        cell.property("textLabel") { receiver in
            .object(ViewObject.wrap(try view(receiver, as: TableViewCell.self).textLabel))
        }
        cell.property("detailTextLabel") { receiver in
            .object(ViewObject.wrap(try view(receiver, as: TableViewCell.self).detailTextLabel))
        }
        for name in ["disposeBag", "disposeBagForBinding"] {
            cell.property(
                name,
                get: { receiver in .object(DisposeBagObject(try view(receiver, as: TableViewCell.self).disposeBag)) },
                set: { receiver, value in
                    guard case .object(let bag as DisposeBagObject) = value else {
                        throw ScriptError(.propertyType(name, expected: "DisposeBag", got: value.typeName), at: nil)
                    }
                    try view(receiver, as: TableViewCell.self).disposeBag = bag.bag
                })
        }
        cell.action("prepareForReuse()", TableViewCell.self) { cell, _ in cell.prepareForReuse() }
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
    /// Registers a method of views of class `View` that returns nothing (a person's action, such as `tap()`).
    func action<View: VirtualView>(
        _ signature: String, _ type: View.Type, defaults: [String: Value] = [:],
        _ body: @escaping (View, Arguments) throws -> Void
    ) {
        method(signature, defaults: defaults) { receiver, arguments in
            try body(try Builtins.view(receiver, as: type), arguments)
            return .void
        }
    }
}

extension Arguments {
    /// Control events: `.touchUpInside`, or an array of them.
    func controlEvents(_ index: Int) throws -> ControlEvents {
        switch values[index] {
        case .object(let object as ControlEventsObject): return object.events
        case .array(let items):
            var events: ControlEvents = []
            for case .object(let object as ControlEventsObject) in items { events.formUnion(object.events) }
            return events
        default:
            throw failure(
                .argumentType(
                    parameterName(index), of: signature.description,
                    expected: "control events such as .touchUpInside", got: values[index].typeName),
                at: index)
        }
    }
}
