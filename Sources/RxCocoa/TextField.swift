import RxCore

/// UIKit's `UITextField` (and, with `kind: "TextView"`, `UITextView`): editable text. Typing sends one
/// `.editingChanged` per character; setting `text` from code sends nothing, as in UIKit.
public final class TextField: VirtualControl, @unchecked Sendable {
    public init(name: String, screen: Screen, kind: String = "TextField") {
        super.init(kind: kind, name: name, screen: screen, properties: [("text", "")])
    }

    /// The text (UIKit returns "" for an empty field).
    public var text: String? {
        get { value("text") as? String }
        set { setValue(newValue, for: "text") }
    }

    /// A person types `text`: one character at a time, each an `.editingChanged`; with `every`, one character
    /// per interval (the first after one interval).
    public func type(_ text: String, every interval: RxTimeInterval? = nil) {
        guard let interval else {
            for character in text { typeCharacter(character) }
            return
        }
        for (index, character) in text.enumerated() {
            let delay = RxTimeInterval.nanoseconds(interval.nanosecondsValue * (index + 1))
            screen.after(delay) { [weak self] in self?.typeCharacter(character) }
        }
    }

    private func typeCharacter(_ character: Character) {
        perform(.editingChanged) { self.text = (self.text ?? "") + String(character) }
    }

    /// A person deletes everything (one `.editingChanged`).
    public func clear() {
        perform(.editingChanged) { self.text = "" }
    }
}

extension Reactive where Base: TextField {
    /// `field.rx.text`: the text as a ControlProperty.
    public var text: ControlProperty<String?> { value }
    /// The same as `text`.
    public var value: ControlProperty<String?> { valueProperty("text", default: nil as String?) }
}
