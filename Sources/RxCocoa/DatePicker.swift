import Foundation

/// UIKit's `UIDatePicker`: a date; a person's pick sends `.valueChanged`. It starts at a fixed date (not now),
/// so virtual-time runs print the same on every run.
public final class DatePicker: VirtualControl, @unchecked Sendable {
    public init(name: String, screen: Screen, date: Date = Date(timeIntervalSince1970: 1_767_225_600)) {
        super.init(kind: "DatePicker", name: name, screen: screen, properties: [("date", date)])
    }

    public var date: Date {
        get { value("date") as? Date ?? Date(timeIntervalSince1970: 0) }
        set { setValue(newValue, for: "date") }
    }

    /// A person picks `date`.
    public func pick(_ date: Date) {
        perform(.valueChanged) { self.date = date }
    }
}

extension Reactive where Base: DatePicker {
    /// `picker.rx.date`.
    public var date: ControlProperty<Date> { value }
    /// The same as `date`.
    public var value: ControlProperty<Date> { valueProperty("date", default: Date(timeIntervalSince1970: 0)) }
}
