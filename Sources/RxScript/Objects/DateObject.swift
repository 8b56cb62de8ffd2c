import Foundation

/// A Foundation `Date`, printed as Foundation prints one (`2026-01-01 00:00:00 +0000`); `+`/`-` a
/// `TimeInterval` and compared as Swift compares dates.
final class DateObject: HostObject, ScriptOperable, ScriptComparable, @unchecked Sendable {
    let date: Date

    init(_ date: Date) { self.date = date }

    override var typeName: String { "Date" }
    override var description: String { date.description }
    override func isEqual(to other: HostObject) -> Bool { (other as? DateObject)?.date == date }

    func apply(_ op: String, _ other: Value, reversed: Bool) throws -> Value? {
        let seconds: Double
        switch other {
        case .int(let value): seconds = Double(value)
        case .double(let value): seconds = value
        default: return nil
        }
        switch (op, reversed) {
        case ("+", _): return .object(DateObject(date.addingTimeInterval(seconds)))
        case ("-", false): return .object(DateObject(date.addingTimeInterval(-seconds)))
        default: return nil
        }
    }

    func compare(to other: HostObject) -> Int? {
        guard let other = other as? DateObject else { return nil }
        return date < other.date ? -1 : date == other.date ? 0 : 1
    }
}
