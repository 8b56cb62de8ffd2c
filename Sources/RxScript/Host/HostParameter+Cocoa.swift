import Foundation
import RxCocoa
import RxCore

extension HostParameter {
    /// A value `convert` accepts (it returns nil for anything else, which is a mismatch naming `expected`).
    static func matching(
        _ label: String? = nil, expected: String, default value: Value? = nil,
        _ convert: @escaping (Value) -> Wrapped?
    ) -> Self {
        Self(label, default: value) { arguments, index in
            if let converted = convert(arguments[index]) { return converted }
            throw arguments.failure(
                .argumentType(
                    arguments.parameterName(index), of: arguments.signature.description, expected: expected,
                    got: arguments[index].typeName), at: index)
        }
    }
}

extension HostParameter where Wrapped == ControlEvents {
    /// Control events: `.touchUpInside`, or an array of them.
    static func controlEvents(_ label: String? = nil) -> Self {
        .matching(label, expected: "control events such as .touchUpInside") { value in
            switch value {
            case .object(let object as ControlEventsObject): return object.events
            case .array(let items):
                var events: ControlEvents = []
                for case .object(let object as ControlEventsObject) in items { events.formUnion(object.events) }
                return events
            default: return nil
            }
        }
    }
}

extension HostParameter where Wrapped == any ObserverConvertible {
    /// An object with an observer side (an observer, subject, Binder or control property).
    static func observer(_ label: String? = nil, expected: String) -> Self {
        .matching(label, expected: expected) { value in
            guard case .object(let observer as any ObserverConvertible) = value else { return nil }
            return observer
        }
    }
}

extension HostParameter where Wrapped == Date {
    /// A `Date` (a native value such as `Date()`).
    static func date(_ label: String? = nil) -> Self {
        .matching(label, expected: "Date") { value in
            guard case .object(let native as NativeObject) = value else { return nil }
            return native.value as? Date
        }
    }
}

extension HostCall {
    /// The signature of the overload being called (`bind(to:...)`), for messages that name it.
    var signature: HostSignature { arguments.signature }
}
