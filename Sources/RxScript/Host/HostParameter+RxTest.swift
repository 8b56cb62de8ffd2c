import RxCore
import RxTest

extension HostParameter where Wrapped == [Recorded<Event<Value>>] {
    /// An array of recorded events (`[.next(210, 1), .completed(300)]`), as `createHotObservable` takes.
    static func recordedEvents(_ label: String? = nil) -> Self {
        Self(label) { arguments, index in
            try arguments.array(index).map { element in
                guard case .object(let object as RecordedObject) = element else {
                    throw arguments.failure(
                        .argumentType(
                            arguments.parameterName(index), of: arguments.signature.description,
                            expected: "recorded events such as .next(210, 1)", got: element.typeName), at: index)
                }
                return object.recorded
            }
        }
    }
}

extension HostParameter where Wrapped == MarbleText {
    /// A marble diagram (`"-a-b|"`), with where it was written for errors inside it.
    static func marbleText(_ label: String? = nil) -> Self {
        Self(label) { arguments, index in MarbleText(text: try arguments.string(index), range: arguments.range(index)) }
    }
}

extension HostParameter where Wrapped == Value {
    /// What a diagram's letters and digits stand for: a dictionary, an array, or `nil` (the default) for none.
    static func marbleValues(_ label: String? = "values") -> Self {
        Self(label, default: .nil) { arguments, index in
            let values = arguments[index]
            switch values {
            case .nil, .array: return values
            case .object(let object) where object is DictionaryObject: return values
            default: throw arguments.failure(.marbleValues, at: index)
            }
        }
    }
}

extension HostParameter where Wrapped == Swift.Error? {
    /// The error a diagram's `#` sends, or `nil` (the default) for `testError`.
    static func marbleError(_ label: String? = "error") -> Self {
        Self(label, default: .nil) { arguments, index in arguments[index].isNil ? nil : try arguments.error(index) }
    }
}

extension HostParameter where Wrapped == Int {
    /// A diagram's frame in nanoseconds: a positive duration, or `otherwise()` when `nil` (the default).
    static func marbleFrame(_ label: String? = "frame", otherwise: @escaping () -> Int) -> Self {
        Self(label, default: .nil) { arguments, index in
            let frame = arguments[index].isNil ? otherwise() : try arguments.interval(index).nanosecondsValue
            guard frame > 0 else { throw arguments.failure(.marbleFrame, at: index) }
            return frame
        }
    }
}
