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
        func make<View: VirtualView>(_ kind: String, _ build: (String) -> View, name: Value) -> Value {
            let view: View
            if case .string(let chosen) = name {
                view = build(chosen)
            } else {
                counter += 1
                view = build(kind.prefix(1).lowercased() + kind.dropFirst() + String(counter))
            }
            if case .string = name {} else { view.markUnnamed() }
            return .object(ViewObject.wrap(view))
        }
        func constructor(_ names: [String], _ signature: String, defaults: [String: Value] = [:],
                         _ body: @escaping (Arguments) throws -> Value) {
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
        constructor(["Slider", "UISlider"], "init(min:max:value:name:)",
                    defaults: ["min": 0.0, "max": 1.0, "value": nil, "name": nil]) { arguments in
            let minimum = try arguments.double(0), maximum = try arguments.double(1)
            guard minimum <= maximum else { throw arguments.failure(.sliderRange(minimum, maximum), at: 1) }
            let value = arguments[2].isNil ? nil : try arguments.double(2)
            return make("Slider", { Slider(name: $0, screen: screen, minimum: minimum, maximum: maximum, value: value) },
                        name: arguments[3])
        }
        constructor(["Stepper", "UIStepper"], "init(value:min:max:step:name:)",
                    defaults: ["value": 0.0, "min": 0.0, "max": 100.0, "step": 1.0, "name": nil]) { arguments in
            let value = try arguments.double(0), minimum = try arguments.double(1)
            let maximum = try arguments.double(2), step = try arguments.double(3)
            return make("Stepper", { Stepper(name: $0, screen: screen, value: value, minimum: minimum,
                                              maximum: maximum, step: step) }, name: arguments[4])
        }
        for signature in ["init(_:name:)", "init(items:name:)"] {
            constructor(["SegmentedControl", "UISegmentedControl"], signature, defaults: named) { arguments in
                let titles = try arguments.array(0).map(\.description)
                return make("SegmentedControl", { SegmentedControl(name: $0, screen: screen, titles: titles) },
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
        let view = registry.type(for: ViewObject.self, name: "View")
        view.property("name") { receiver in .string(try viewObject(receiver).view.name) }
        view.dynamicMembers(get: { receiver, name in
            guard case .object(let object as ViewObject) = receiver, object.view.hasProperty(name) else { return nil }
            return Value(native: object.view.value(name))
        }, set: { receiver, name, value in
            guard case .object(let object as ViewObject) = receiver, !(object.view is NamedSink) else { return false }
            var stored = value.native
            // `slider.value = 1` stores 1.0, as a Double property takes an integer literal in Swift.
            if object.view.value(name) is Double, case .int(let number) = value { stored = Double(number) }
            object.view.setValue(stored, for: name)
            return true
        })
        registry.type(for: SinkObject.self, name: "Sink", parent: view)
            .property("value") { receiver in Value(native: (try viewObject(receiver).view as? NamedSink)?.current) }
        registry.type(for: LabelObject.self, name: "Label", parent: view)
        registry.type(for: ActivityIndicatorObject.self, name: "ActivityIndicator", parent: view)
            .method("startAnimating()", on: ActivityIndicatorObject.self) { object, _ in
                object.view.setValue(true, for: "isAnimating")
                return .void
            }
        registry.type(for: ActivityIndicatorObject.self, name: "ActivityIndicator", parent: view)
            .method("stopAnimating()", on: ActivityIndicatorObject.self) { object, _ in
                object.view.setValue(false, for: "isAnimating")
                return .void
            }

        let control = registry.type(for: ControlObject.self, name: "Control", parent: view)
        control.method("sendActions(for:)", on: ControlObject.self) { object, arguments in
            (object.view as? VirtualControl)?.sendActions(for: try arguments.controlEvents(0))
            return .void
        }

        let field = registry.type(for: TextFieldObject.self, name: "TextField", parent: control)
        field.method("type(_:every:)", on: TextFieldObject.self, defaults: ["every": nil]) { object, arguments in
            let interval = arguments[1].isNil ? nil : try arguments.interval(1)
            (object.view as? TextField)?.type(try arguments.string(0), every: interval)
            return .void
        }
        field.method("clear()", on: TextFieldObject.self) { object, _ in
            (object.view as? TextField)?.clear()
            return .void
        }
        registry.type(for: SwitchObject.self, name: "Switch", parent: control)
            .method("toggle()", on: SwitchObject.self) { object, _ in
                (object.view as? Switch)?.toggle()
                return .void
            }
        registry.type(for: SliderObject.self, name: "Slider", parent: control)
            .method("slide(to:)", on: SliderObject.self) { object, arguments in
                (object.view as? Slider)?.slide(to: try arguments.double(0))
                return .void
            }
        let stepper = registry.type(for: StepperObject.self, name: "Stepper", parent: control)
        stepper.method("increment()", on: StepperObject.self) { object, _ in
            (object.view as? Stepper)?.increment()
            return .void
        }
        stepper.method("decrement()", on: StepperObject.self) { object, _ in
            (object.view as? Stepper)?.decrement()
            return .void
        }
        let segmented = registry.type(for: SegmentedControlObject.self, name: "SegmentedControl", parent: control)
        segmented.method("select(_:)", on: SegmentedControlObject.self) { object, arguments in
            (object.view as? SegmentedControl)?.select(try arguments.int(0))
            return .void
        }
        segmented.property("titles") { receiver in
            .array(((try viewObject(receiver).view as? SegmentedControl)?.titles ?? []).map(Value.string))
        }
        registry.type(for: DatePickerObject.self, name: "DatePicker", parent: control)
            .method("pick(_:)", on: DatePickerObject.self) { object, arguments in
                guard case .object(let date as NativeObject) = arguments[0], let value = date.value as? Date else {
                    throw arguments.failure(.argumentType("1", of: "pick(_:)", expected: "Date",
                                                          got: arguments[0].typeName), at: 0)
                }
                (object.view as? DatePicker)?.pick(value)
                return .void
            }
        registry.type(for: ButtonObject.self, name: "Button", parent: control)
            .method("tap()", on: ButtonObject.self) { object, _ in
                (object.view as? Button)?.tap()
                return .void
            }
        let refresh = registry.type(for: RefreshControlObject.self, name: "RefreshControl", parent: control)
        refresh.method("pull()", on: RefreshControlObject.self) { object, _ in
            (object.view as? RefreshControl)?.pull()
            return .void
        }
        refresh.method("endRefreshing()", on: RefreshControlObject.self) { object, _ in
            object.view.setValue(false, for: "isRefreshing")
            return .void
        }
        refresh.method("beginRefreshing()", on: RefreshControlObject.self) { object, _ in
            object.view.setValue(true, for: "isRefreshing")
            return .void
        }

        let table = registry.type(for: TableViewObject.self, name: "TableView", parent: view)
        table.method("select(row:)", on: TableViewObject.self) { object, arguments in
            (object.view as? TableView)?.select(row: try arguments.int(0))
            return .void
        }
        table.property("visibleCells") { receiver in
            .array(((try viewObject(receiver).view as? TableView)?.visibleCells ?? []).map { .object(ViewObject.wrap($0)) })
        }
        let cell = registry.type(for: TableViewCellObject.self, name: "TableViewCell", parent: view)
        cell.property("textLabel") { receiver in .object(ViewObject.wrap(try tableCell(receiver).textLabel)) }
        cell.property("detailTextLabel") { receiver in
            .object(ViewObject.wrap(try tableCell(receiver).detailTextLabel))
        }
        for name in ["disposeBag", "disposeBagForBinding"] {
            cell.property(name, get: { receiver in .object(DisposeBagObject(try tableCell(receiver).disposeBag)) },
                          set: { receiver, value in
                              guard case .object(let bag as DisposeBagObject) = value else {
                                  throw ScriptError(.propertyType(name, expected: "DisposeBag", got: value.typeName), at: nil)
                              }
                              try tableCell(receiver).disposeBag = bag.bag
                          })
        }
        cell.method("prepareForReuse()", on: TableViewCellObject.self) { object, _ in
            (object.view as? TableViewCell)?.prepareForReuse()
            return .void
        }
    }

    static func viewObject(_ receiver: Value) throws -> ViewObject {
        guard case .object(let object as ViewObject) = receiver else {
            throw ScriptError(.wrongReceiver("View", got: receiver.typeName), at: nil)
        }
        return object
    }

    private static func tableCell(_ receiver: Value) throws -> TableViewCell {
        guard case .object(let object as ViewObject) = receiver, let cell = object.view as? TableViewCell else {
            throw ScriptError(.wrongReceiver("TableViewCell", got: receiver.typeName), at: nil)
        }
        return cell
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
            throw failure(.argumentType(parameterName(index), of: signature.description,
                                        expected: "control events such as .touchUpInside", got: values[index].typeName),
                          at: index)
        }
    }
}

extension DiagnosticMessage {
    static func sliderRange(_ minimum: Double, _ maximum: Double) -> Self {
        "a slider's max (\(maximum)) must not be below its min (\(minimum))"
    }
    static func propertyType(_ name: String, expected: String, got: String) -> Self {
        "'\(name)' takes a \(expected), not '\(got)'"
    }
}
