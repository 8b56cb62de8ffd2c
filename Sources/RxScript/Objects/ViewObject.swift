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
        case is AlertController: return AlertControllerObject.self
        case is PickerView: return PickerViewObject.self
        case is TableView: return TableViewObject.self
        case is TableViewCell: return TableViewCellObject.self
        case is CollectionView: return CollectionViewObject.self
        case is CollectionViewCell: return CollectionViewCellObject.self
        // After its subclasses: tables and collections are scroll views, as in UIKit.
        case is ScrollView: return ScrollViewObject.self
        case is ActivityIndicator: return ActivityIndicatorObject.self
        default: return ViewObject.self
        }
    }

    func adopt(name: String) { view.adopt(name: name) }

    public override var typeName: String { view.kind == "sink" ? "Sink" : view.kind }
    public override var description: String { view.description }

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
final class AlertControllerObject: ViewObject, @unchecked Sendable {}
final class PickerViewObject: ViewObject, @unchecked Sendable {}
class ScrollViewObject: ViewObject, @unchecked Sendable {}
final class ActivityIndicatorObject: ViewObject, @unchecked Sendable {}
