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
