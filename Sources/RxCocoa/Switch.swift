/// UIKit's `UISwitch`: on or off; a person's toggle sends `.valueChanged`.
public final class Switch: VirtualControl, @unchecked Sendable {
    public init(name: String, screen: Screen, isOn: Bool = false) {
        super.init(kind: "Switch", name: name, screen: screen, properties: [("isOn", isOn)])
    }

    /// Whether it is on.
    public var isOn: Bool {
        get { value("isOn") as? Bool ?? false }
        set { setValue(newValue, for: "isOn") }
    }

    /// A person flips it.
    public func toggle() {
        perform(.valueChanged) { self.isOn.toggle() }
    }
}

extension Reactive where Base: Switch {
    /// `switch.rx.isOn`.
    public var isOn: ControlProperty<Bool> { value }
    /// The same as `isOn`.
    public var value: ControlProperty<Bool> { valueProperty("isOn", default: false) }
}
