import RxCore

extension Builtins {
    /// Events: `.next(x)`, `.error(e)`, `.completed` as implicit members and spelled out (`Event<Int>.next(1)`),
    /// and an event's `element`, `error`, `isCompleted`, `isStopEvent`.
    static func registerEvents(_ registry: HostRegistry) {
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
    }
}
