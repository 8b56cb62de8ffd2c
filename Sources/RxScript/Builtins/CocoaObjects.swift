import Foundation
import RxCocoa
import RxCore

/// A value that takes the name of the variable it is first stored in (`let title = Label()` is named `title`).
protocol NameAdopting: HostObject {
    func adopt(name: String)
}

/// A virtual control or named sink (`Label()`, `sink label`), as scripts see it. One subclass per kind of view,
/// so each kind has its own member table (`tap()` on buttons, `type(_:)` on text fields).
public class ViewObject: HostObject, NameAdopting, @unchecked Sendable {
    /// The view.
    public let view: VirtualView

    required init(_ view: VirtualView) {
        self.view = view
    }

    /// The one object that stands for `view` (made on first use, so identity holds).
    static func wrap(_ view: VirtualView) -> ViewObject {
        if let existing = view.owner as? ViewObject { return existing }
        let object = objectClass(for: view).init(view)
        view.owner = object
        return object
    }

    private static func objectClass(for view: VirtualView) -> ViewObject.Type {
        switch view {
        case is NamedSink: return SinkObject.self
        case is Label: return LabelObject.self
        case is TextField: return TextFieldObject.self
        case is Switch: return SwitchObject.self
        case is Slider: return SliderObject.self
        case is Stepper: return StepperObject.self
        case is SegmentedControl: return SegmentedControlObject.self
        case is DatePicker: return DatePickerObject.self
        case is Button: return ButtonObject.self
        case is RefreshControl: return RefreshControlObject.self
        case is VirtualControl: return ControlObject.self
        case is TableView: return TableViewObject.self
        case is TableViewCell: return TableViewCellObject.self
        case is ActivityIndicator: return ActivityIndicatorObject.self
        default: return ViewObject.self
        }
    }

    func adopt(name: String) { view.adopt(name: name) }

    public override var typeName: String { view.kind == "sink" ? "Sink" : view.kind }
    public override var description: String { view.description }

}

/// An observer that writes to the screen (a Binder, a control property, a named sink): binding to it is
/// checked for a second live source.
protocol BindableObject: ObserverConvertible {
    /// What binding to it writes, when that is a view's property or a named sink.
    var bindingTarget: BindingTarget? { get }
}

/// A named sink is itself a Binder; other views are bindable only through their `rx` members.
final class SinkObject: ViewObject, BindableObject, @unchecked Sendable {
    var observer: AnyObserver<Value> {
        (view as! NamedSink).binder.mapObserver { (value: Value) in value.native }
    }

    var bindingTarget: BindingTarget? { BindingTarget(view: view, property: nil) }
}

final class LabelObject: ViewObject, @unchecked Sendable {}
class ControlObject: ViewObject, @unchecked Sendable {}
final class TextFieldObject: ControlObject, @unchecked Sendable {}
final class SwitchObject: ControlObject, @unchecked Sendable {}
final class SliderObject: ControlObject, @unchecked Sendable {}
final class StepperObject: ControlObject, @unchecked Sendable {}
final class SegmentedControlObject: ControlObject, @unchecked Sendable {}
final class DatePickerObject: ControlObject, @unchecked Sendable {}
final class ButtonObject: ControlObject, @unchecked Sendable {}
final class RefreshControlObject: ControlObject, @unchecked Sendable {}
final class TableViewObject: ViewObject, @unchecked Sendable {}
final class TableViewCellObject: ViewObject, @unchecked Sendable {}
final class ActivityIndicatorObject: ViewObject, @unchecked Sendable {}

/// `view.rx`: the reactive members of one view.
final class ReactiveObject: HostObject, @unchecked Sendable {
    let view: VirtualView
    let type: HostType

    init(view: VirtualView, type: HostType) {
        self.view = view
        self.type = type
    }

    override var typeName: String { "Reactive<\(view.kind)>" }
    override var description: String { "\(view.name).rx" }
    override var hostTypeOverride: HostType? { type }
}

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

/// A ControlProperty (`field.rx.text`): observable (current value, then changes) and bindable.
final class ControlPropertyObject: HostObject, ObservableConvertible, BindableObject, @unchecked Sendable {
    let property: ControlProperty<Value>

    init(_ property: ControlProperty<Value>) {
        self.property = property
    }

    var observable: Observable<Value> { property.asObservable() }
    var observer: AnyObserver<Value> { AnyObserver(property) }
    var bindingTarget: BindingTarget? { property.target }

    override var typeName: String { "ControlProperty" }
    override var description: String { "ControlProperty(\(property.target?.description ?? "custom"))" }
}

/// A ControlEvent (`button.rx.tap`): a control's events, never erroring, on main.
final class ControlEventObject: HostObject, ObservableConvertible, @unchecked Sendable {
    let observable: Observable<Value>
    let name: String

    init(_ observable: Observable<Value>, name: String) {
        self.observable = observable
        self.name = name
    }

    override var typeName: String { "ControlEvent" }
    override var description: String { "ControlEvent(\(name))" }
}

/// A Signal: like a Driver (never errors, on main) but shared without replay.
final class SignalObject: HostObject, ObservableConvertible, @unchecked Sendable {
    let observable: Observable<Value>

    init(_ observable: Observable<Value>) {
        self.observable = observable
    }

    override var typeName: String { "Signal" }
    override var description: String { "Signal" }
}

/// `table.rx.items(cellIdentifier:)`: bound with a `{ row, element, cell in … }` closure that configures each cell.
final class CellItemsObject: HostObject, @unchecked Sendable {
    let table: TableView

    init(table: TableView) {
        self.table = table
    }

    override var typeName: String { "ItemsBinder" }
    override var description: String { "\(table.name).rx.items(cellIdentifier:)" }
}

/// A set of control events (`.touchUpInside`, `[.editingChanged, .valueChanged]`).
final class ControlEventsObject: HostObject, @unchecked Sendable {
    let events: ControlEvents
    let name: String

    init(_ events: ControlEvents, name: String) {
        self.events = events
        self.name = name
    }

    override var typeName: String { "UIControl.Event" }
    override var description: String { "." + name }
    override func isEqual(to other: HostObject) -> Bool { (other as? ControlEventsObject)?.events == events }
}

/// A Foundation value with no script type of its own (a `Date`, an `IndexPath`), shown as Swift prints it.
final class NativeObject: HostObject, @unchecked Sendable {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }

    override var typeName: String { String(describing: Swift.type(of: value)) }
    override var description: String { String(describing: value) }
    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? NativeObject else { return false }
        switch (value, other.value) {
        case (let l as Date, let r as Date): return l == r
        case (let l as RxCocoa.IndexPath, let r as RxCocoa.IndexPath): return l == r
        default: return false
        }
    }
}

extension Value {
    /// The Swift value a control stores for this script value (strings, numbers, arrays; anything else as is).
    var native: Any? {
        switch self {
        case .nil: return nil
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .string(let value): return value
        case .array(let values): return values.map(\.native)
        case .object(let object as NativeObject): return object.value
        case .object(let object as ViewObject): return object.view
        default: return self
        }
    }

    /// The script value for something a control stored.
    init(native: Any?) {
        switch native {
        case nil: self = .nil
        case let value as Value: self = value
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as String: self = .string(value)
        case let value as [Any?]: self = .array(value.map(Value.init(native:)))
        case let value as VirtualView: self = .object(ViewObject.wrap(value))
        // An inner stream seen before the script wraps it (a window drawn by marbles()).
        case let value as Observable<Value>: self = .object(ObservableObject(value))
        case is Void: self = .void
        case let value?: self = .object(NativeObject(value))
        }
    }
}
