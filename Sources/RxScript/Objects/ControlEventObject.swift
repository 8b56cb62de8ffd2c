import Foundation
import RxCocoa
import RxCore

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
