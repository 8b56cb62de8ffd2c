import RxCore
import RxTest

/// A recorded event: `next(210, 4)`, `error(250, testError)`, `completed(300)`.
public final class RecordedObject: HostObject, @unchecked Sendable {
    /// The wrapped event and its time.
    public let recorded: Recorded<Event<Value>>

    public init(_ recorded: Recorded<Event<Value>>) {
        self.recorded = recorded
    }

    public override var typeName: String { "Recorded" }
    public override var description: String { RxTestText.recorded(recorded) }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? RecordedObject else { return false }
        return recorded.time == other.recorded.time
            && EventObject(recorded.value).isEqual(to: EventObject(other.recorded.value))
    }
}
