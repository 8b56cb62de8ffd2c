/// UIKit's `UISlider`: a value between a minimum and a maximum; a person's slide sends `.valueChanged`.
public final class Slider: VirtualControl, @unchecked Sendable {
    public init(name: String, screen: Screen, minimum: Double = 0, maximum: Double = 1, value: Double? = nil) {
        super.init(
            kind: "Slider", name: name, screen: screen,
            properties: [("value", value ?? minimum), ("minimumValue", minimum), ("maximumValue", maximum)])
    }

    /// The value (clamped to the range when a person slides).
    public var value: Double {
        get { value("value") as? Double ?? 0 }
        set { setValue(newValue, for: "value") }
    }
    public var minimumValue: Double { value("minimumValue") as? Double ?? 0 }
    public var maximumValue: Double { value("maximumValue") as? Double ?? 1 }

    /// A person slides to `target` (kept within the range).
    public func slide(to target: Double) {
        perform(.valueChanged) { self.value = min(max(target, self.minimumValue), self.maximumValue) }
    }
}

extension Reactive where Base: Slider {
    /// `slider.rx.value`.
    public var value: ControlProperty<Double> { valueProperty("value", default: 0) }
}

/// UIKit's `UIStepper`: a value changed in steps by a person's taps on + and −.
public final class Stepper: VirtualControl, @unchecked Sendable {
    public init(
        name: String, screen: Screen, value: Double = 0, minimum: Double = 0, maximum: Double = 100,
        step: Double = 1
    ) {
        super.init(
            kind: "Stepper", name: name, screen: screen,
            properties: [
                ("value", value), ("minimumValue", minimum), ("maximumValue", maximum),
                ("stepValue", step),
            ])
    }

    public var value: Double {
        get { value("value") as? Double ?? 0 }
        set { setValue(newValue, for: "value") }
    }
    public var stepValue: Double { value("stepValue") as? Double ?? 1 }
    public var minimumValue: Double { value("minimumValue") as? Double ?? 0 }
    public var maximumValue: Double { value("maximumValue") as? Double ?? 100 }

    /// A tap on +: one step up, unless at the maximum (then nothing is sent).
    public func increment() { step(by: stepValue) }
    /// A tap on −.
    public func decrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        let next = min(max(value + delta, minimumValue), maximumValue)
        guard next != value else { return }
        perform(.valueChanged) { self.value = next }
    }
}

extension Reactive where Base: Stepper {
    /// `stepper.rx.value`.
    public var value: ControlProperty<Double> { valueProperty("value", default: 0) }
}
