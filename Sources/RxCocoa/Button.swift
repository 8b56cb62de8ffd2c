/// UIKit's `UIButton`: a title and taps.
public final class Button: VirtualControl, @unchecked Sendable {
    public init(name: String, screen: Screen, title: String? = nil) {
        super.init(kind: "Button", name: name, screen: screen, properties: [("title", title)])
    }

    /// `UIButton.ButtonType`'s case name (`system`, `custom`…), fixed when the button is made.
    public var buttonType = "system"

    public var title: String? {
        get { value("title") as? String }
        set { setValue(newValue, for: "title") }
    }

    /// A person taps it (ignored while disabled).
    public func tap() {
        perform(.touchUpInside)
    }
}

extension Reactive where Base: Button {
    /// `button.rx.tap`: each touch up inside.
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }
    /// `button.rx.title(for: .normal)`.
    public func title() -> Binder<String?> { binder("title") }
}
