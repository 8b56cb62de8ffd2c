import RxCore
import RxTest

extension Builtins {
    /// Observers (`onNext`, `on(.next(x))`…), events, errors, and durations as implicit members
    /// (`.seconds(1)`, `.milliseconds(300)`) and spelled out (`RxTimeInterval.seconds(1)`, `DispatchTimeInterval…`).
    static func registerEvents(_ registry: HostRegistry) {
        let observer = registry.type(for: ObserverObject.self, name: "Observer")
        registerObserverMembers(observer, on: ObserverObject.self) { $0.observer }

        // `.next(1)` where an event is expected, and spelled out: `Event<Int>.next(1)`.
        for events in [registry.implicitMembers, registry.namespace("Event")] {
            events.method("next", .value()) { _, element in .event(.next(element)) }
            events.method("error", .error()) { _, error in .event(.error(error)) }
            events.property("completed") { _ in .event(.completed) }
        }

        let event = registry.type(for: EventObject.self, name: "Event")
        func eventOf(_ value: Value) -> Event<Value> {
            if case .object(let object as EventObject) = value { return object.event }
            return .completed
        }
        event.property("element") { eventOf($0).element ?? .nil }
        event.property("error") { value in eventOf(value).error.map(Value.error) ?? .nil }
        event.property("isCompleted") { .bool(eventOf($0).isCompleted) }
        event.property("isStopEvent") { .bool(eventOf($0).isStopEvent) }

        registry.type(for: ErrorObject.self, name: "Error").property("localizedDescription") { value in
            .string(value.description)
        }
        registry.value("testError", .object(ErrorObject(RxTest.testError)))
        registry.value("testError1", .object(ErrorObject(RxTest.testError1)))
        registry.value("testError2", .object(ErrorObject(RxTest.testError2)))

        let units: [(String, Int)] = [
            ("seconds", 1_000_000_000), ("milliseconds", 1_000_000),
            ("microseconds", 1_000), ("nanoseconds", 1),
        ]
        // `.seconds(1)`, and the same spelled out: `RxTimeInterval.seconds(1)`, `DispatchTimeInterval.seconds(1)`.
        let tables = [registry.implicitMembers] + ["RxTimeInterval", "DispatchTimeInterval"].map(registry.namespace)
        for (name, scale) in units {
            // A count of `name` (an Int, or a Double rounded to the nanosecond) as nanoseconds.
            let count = HostParameter<Int>(nil) { arguments, index in
                switch arguments[index] {
                case .int(let count):
                    let (nanoseconds, overflow) = count.multipliedReportingOverflow(by: scale)
                    if overflow { throw arguments.failure(.overflow(name), at: index) }
                    return nanoseconds
                default:
                    let nanoseconds = (try arguments.double(index) * Double(scale)).rounded()
                    guard nanoseconds.isFinite, abs(nanoseconds) < 9.2e18 else {
                        throw arguments.failure(.overflow(name), at: index)
                    }
                    return Int(nanoseconds)
                }
            }
            for table in tables { table.method(name, count) { _, nanoseconds in .duration(nanoseconds) } }
        }
    }
}
