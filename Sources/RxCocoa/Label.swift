/// UIKit's `UILabel`: shows text.
public final class Label: VirtualView, @unchecked Sendable {
    public init(name: String, screen: Screen) {
        super.init(kind: "Label", name: name, screen: screen, properties: [("text", nil)])
    }

    /// The text shown.
    public var text: String? {
        get { value("text") as? String }
        set { setValue(newValue, for: "text") }
    }
}

extension Reactive where Base: Label {
    /// `label.text`.
    public var text: Binder<String?> { binder("text") }
}

/// A named sink (`sink label`): a Binder whose value is shown and traced as `label = "10"`.
public final class NamedSink: VirtualView, @unchecked Sendable {
    public init(name: String, screen: Screen) {
        super.init(kind: "sink", name: name, screen: screen, properties: [("value", nil)])
    }

    /// The last value bound.
    public var current: Any? { value("value") }

    public override func tracedProperty(_ property: String) -> String? {
        property == "value" ? nil : property
    }

    /// The sink as an observer: each element becomes its value (on main, as any Binder).
    public var binder: Binder<Any?> {
        Binder(self, property: nil) { sink, value in sink.setValue(value, for: "value") }
    }
}
