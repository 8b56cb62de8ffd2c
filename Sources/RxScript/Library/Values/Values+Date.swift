import Foundation
import RxCore

extension ScriptRuntime {
    /// What `Date()` is at virtual time zero: 2026-01-01 00:00:00 UTC, so dates on the virtual clock are the same
    /// on every run.
    public static let virtualEpoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// `Date()`: the virtual epoch plus the virtual clock, or the real date in real time.
    var currentDate: Date {
        guard let scheduler = virtualScheduler else { return Date() }
        return Self.date(on: scheduler)
    }

    /// The date a virtual clock stands for: the virtual epoch plus its time.
    static func date(on scheduler: VirtualTimeScheduler) -> Date {
        virtualEpoch.addingTimeInterval(Double(scheduler.clock) * scheduler.resolution)
    }
}

extension Builtins {
    /// Foundation's `Date`: `Date()` (the virtual time on the virtual clock), `Date(timeIntervalSince1970:)` and
    /// the other initializers, the intervals between dates, `addingTimeInterval`, `+`/`-` seconds, comparisons,
    /// `Date.distantFuture`/`distantPast`/`now`.
    static func registerDates(_ registry: HostRegistry, context: ScriptContext) {
        let runtime = context.runtime
        func date(_ value: Date) -> Value { .object(DateObject(value)) }
        let namespace = registry.namespace("Date")
        namespace.constructor("init") { date(runtime.currentDate) }
        namespace.constructor("init", .double("timeIntervalSince1970")) { date(Date(timeIntervalSince1970: $0)) }
        namespace.constructor("init", .double("timeIntervalSinceNow")) {
            date(runtime.currentDate.addingTimeInterval($0))
        }
        namespace.constructor("init", .double("timeIntervalSinceReferenceDate")) {
            date(Date(timeIntervalSinceReferenceDate: $0))
        }
        let since = HostParameter<DateObject>.object("since", as: DateObject.self, expected: "a Date")
        namespace.constructor("init", .double("timeInterval"), since) { interval, since in
            date(since.date.addingTimeInterval(interval))
        }
        // `TimeInterval(2)`: Foundation's name for a Double of seconds.
        registry.namespace("TimeInterval").constructor("init", .double()) { .double($0) }
        namespace.property("now") { _ in date(runtime.currentDate) }
        namespace.property("distantFuture") { _ in date(.distantFuture) }
        namespace.property("distantPast") { _ in date(.distantPast) }

        let type = registry.type(for: DateObject.self, name: "Date")
        let intervals: [(String, (Date) -> Double)] = [
            ("timeIntervalSince1970", { $0.timeIntervalSince1970 }),
            ("timeIntervalSinceReferenceDate", { $0.timeIntervalSinceReferenceDate }),
            ("timeIntervalSinceNow", { $0.timeIntervalSince(runtime.currentDate) }),
        ]
        for (name, interval) in intervals {
            type.property(name) { receiver in
                guard case .object(let object as DateObject) = receiver else { return .nil }
                return .double(interval(object.date))
            }
        }
        type.property("description") { receiver in .string(receiver.description) }
        let other = HostParameter<DateObject>.object(as: DateObject.self, expected: "a Date")
        type.method("timeIntervalSince", other, on: DateObject.self) { receiver, other in
            .double(receiver.date.timeIntervalSince(other.date))
        }
        let to = HostParameter<DateObject>.object("to", as: DateObject.self, expected: "a Date")
        type.method("distance", to, on: DateObject.self) { receiver, other in
            .double(receiver.date.distance(to: other.date))
        }
        type.method("addingTimeInterval", .double(), on: DateObject.self) { receiver, seconds in
            date(receiver.date.addingTimeInterval(seconds))
        }
        type.method("advanced", .double("by"), on: DateObject.self) { receiver, seconds in
            date(receiver.date.advanced(by: seconds))
        }
        registerDateFormatters(registry, context: context)
    }
}
