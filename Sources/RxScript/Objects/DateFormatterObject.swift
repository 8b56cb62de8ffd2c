import Foundation

/// A Foundation `DateFormatter`, formatting with Foundation's own rules; on the virtual clock it starts in UTC
/// and `en_US`, so output is the same on every machine.
final class DateFormatterObject: HostObject, @unchecked Sendable {
    let formatter = DateFormatter()

    init(reproducible: Bool) {
        if reproducible {
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.locale = Locale(identifier: "en_US")
        }
    }

    override var typeName: String { "DateFormatter" }
    override var description: String { "<NSDateFormatter>" }
}

/// A Foundation `ISO8601DateFormatter` (`2026-01-01T00:00:00Z`).
final class ISO8601DateFormatterObject: HostObject, @unchecked Sendable {
    let formatter = ISO8601DateFormatter()

    override var typeName: String { "ISO8601DateFormatter" }
    override var description: String { "<NSISO8601DateFormatter>" }
}

/// A Foundation `Locale` (`Locale(identifier: "en_US")`).
final class LocaleObject: HostObject, @unchecked Sendable {
    let locale: Locale

    init(_ locale: Locale) { self.locale = locale }

    override var typeName: String { "Locale" }
    override var description: String { locale.description }
    override func isEqual(to other: HostObject) -> Bool { (other as? LocaleObject)?.locale == locale }
}

/// A Foundation `TimeZone` (`TimeZone(identifier: "UTC")`, `TimeZone(secondsFromGMT: 3600)`).
final class TimeZoneObject: HostObject, @unchecked Sendable {
    let timeZone: TimeZone

    init(_ timeZone: TimeZone) { self.timeZone = timeZone }

    override var typeName: String { "TimeZone" }
    override var description: String { timeZone.description }
    override func isEqual(to other: HostObject) -> Bool { (other as? TimeZoneObject)?.timeZone == timeZone }
}
