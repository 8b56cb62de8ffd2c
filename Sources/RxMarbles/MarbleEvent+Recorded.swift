import RxCore
import RxTest

extension Array {
    /// The recorded events as marble events, describing values with `describe`.
    public func marbleEvents<Value>(describe: (Value) -> String = { "\($0)" }) -> [MarbleEvent]
    where Element == Recorded<Event<Value>> {
        map { recorded in
            switch recorded.value {
            case .next(let value): return MarbleEvent(time: recorded.time, kind: .next(describe(value)))
            case .error: return MarbleEvent(time: recorded.time, kind: .error)
            case .completed: return MarbleEvent(time: recorded.time, kind: .completed)
            }
        }
    }
}
