import Foundation

extension Builtins {
    /// Foundation's `DateFormatter` (`dateFormat`, `dateStyle`/`timeStyle`, `locale`, `timeZone`,
    /// `string(from:)`, `date(from:)`), `ISO8601DateFormatter`, `Locale(identifier:)` and `TimeZone`. On the
    /// virtual clock a new formatter is in UTC and `en_US` and `TimeZone.current` is UTC, so output is
    /// reproducible; in real time they are the machine's.
    static func registerDateFormatters(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        let reproducible = { runtime.virtualScheduler != nil }
        registry.namespace("DateFormatter").constructor("init") {
            .object(DateFormatterObject(reproducible: reproducible()))
        }
        let formatter = registry.type(for: DateFormatterObject.self, name: "DateFormatter")
        func object(_ receiver: Value) -> DateFormatter? {
            guard case .object(let object as DateFormatterObject) = receiver else { return nil }
            return object.formatter
        }
        formatter.property(
            "dateFormat", get: { object($0).map { .string($0.dateFormat) } ?? .nil },
            set: { receiver, value in object(receiver)?.dateFormat = value.isNil ? "" : value.description })
        let styles: [(String, DateFormatter.Style)] = [
            ("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full),
        ]
        for (name, _) in styles where name != "none" {
            registry.implicitMembers.property(name) { _ in .object(EnumCaseObject("DateFormatter.Style", name)) }
        }
        func style(_ value: Value) -> DateFormatter.Style {
            guard case .object(let object as EnumCaseObject) = value else { return .none }
            return styles.first { $0.0 == object.caseName }?.1 ?? .none
        }
        func styleValue(_ style: DateFormatter.Style) -> Value {
            let name = styles.first { $0.1 == style }?.0 ?? "none"
            return .object(EnumCaseObject("DateFormatter.Style", name))
        }
        formatter.property(
            "dateStyle", get: { object($0).map { styleValue($0.dateStyle) } ?? .nil },
            set: { receiver, value in object(receiver)?.dateStyle = style(value) })
        formatter.property(
            "timeStyle", get: { object($0).map { styleValue($0.timeStyle) } ?? .nil },
            set: { receiver, value in object(receiver)?.timeStyle = style(value) })
        formatter.property(
            "locale", get: { object($0).map { .object(LocaleObject($0.locale)) } ?? .nil },
            set: { receiver, value in
                guard case .object(let locale as LocaleObject) = value else { return }
                object(receiver)?.locale = locale.locale
            })
        formatter.property(
            "timeZone", get: { object($0).map { .object(TimeZoneObject($0.timeZone)) } ?? .nil },
            set: { receiver, value in
                guard case .object(let zone as TimeZoneObject) = value else { return }
                object(receiver)?.timeZone = zone.timeZone
            })
        let from = HostParameter<DateObject>.object("from", as: DateObject.self, expected: "a Date")
        formatter.method("string", from, on: DateFormatterObject.self) { receiver, date in
            .string(receiver.formatter.string(from: date.date))
        }
        formatter.method("date", .string("from"), on: DateFormatterObject.self) { receiver, text in
            .wrappingOrNil(receiver.formatter.date(from: text).map { .object(DateObject($0)) })
        }

        registry.namespace("ISO8601DateFormatter").constructor("init") { .object(ISO8601DateFormatterObject()) }
        let iso = registry.type(for: ISO8601DateFormatterObject.self, name: "ISO8601DateFormatter")
        iso.method("string", from, on: ISO8601DateFormatterObject.self) { receiver, date in
            .string(receiver.formatter.string(from: date.date))
        }
        iso.method("date", .string("from"), on: ISO8601DateFormatterObject.self) { receiver, text in
            .wrappingOrNil(receiver.formatter.date(from: text).map { .object(DateObject($0)) })
        }
        iso.property(
            "timeZone",
            get: { receiver in
                guard case .object(let object as ISO8601DateFormatterObject) = receiver else { return .nil }
                return .object(TimeZoneObject(object.formatter.timeZone))
            },
            set: { receiver, value in
                guard case .object(let object as ISO8601DateFormatterObject) = receiver,
                    case .object(let zone as TimeZoneObject) = value
                else { return }
                object.formatter.timeZone = zone.timeZone
            })
        registerLocalesAndTimeZones(registry, reproducible: reproducible)
    }

    private static func registerLocalesAndTimeZones(_ registry: HostRegistry, reproducible: @escaping () -> Bool) {
        let locale = registry.namespace("Locale")
        locale.constructor("init", .string("identifier")) { .object(LocaleObject(Locale(identifier: $0))) }
        locale.property("current") { _ in
            .object(LocaleObject(reproducible() ? Locale(identifier: "en_US") : Locale.current))
        }
        registry.type(for: LocaleObject.self, name: "Locale").property("identifier") { receiver in
            guard case .object(let object as LocaleObject) = receiver else { return .nil }
            return .string(object.locale.identifier)
        }
        let zone = registry.namespace("TimeZone")
        zone.constructor("init", .string("identifier")) { .wrappingOrNil(TimeZone(identifier: $0).map(timeZone)) }
        zone.constructor("init", .string("abbreviation")) { .wrappingOrNil(TimeZone(abbreviation: $0).map(timeZone)) }
        zone.constructor("init", .int("secondsFromGMT")) { .wrappingOrNil(TimeZone(secondsFromGMT: $0).map(timeZone)) }
        zone.property("current") { _ in timeZone(reproducible() ? TimeZone(identifier: "UTC")! : TimeZone.current) }
        let zoneType = registry.type(for: TimeZoneObject.self, name: "TimeZone")
        zoneType.property("identifier") { receiver in
            guard case .object(let object as TimeZoneObject) = receiver else { return .nil }
            return .string(object.timeZone.identifier)
        }
        zoneType.method("secondsFromGMT", on: TimeZoneObject.self) { receiver in
            .int(receiver.timeZone.secondsFromGMT())
        }
    }

    private static func timeZone(_ zone: TimeZone) -> Value { .object(TimeZoneObject(zone)) }
}
