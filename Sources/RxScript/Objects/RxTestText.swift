import RxCore
import RxMarbles
import RxTest

/// How RxTest's values print.
public enum RxTestText {
    /// `next(210, 4)`, with elements in their debug form and errors by name.
    public static func recorded(_ recorded: Recorded<Event<Value>>) -> String {
        switch recorded.value {
        case .next(let value): return "next(\(recorded.time), \(value.debugDescription))"
        case .error(let error): return "error(\(recorded.time), \(errorName(error)))"
        case .completed: return "completed(\(recorded.time))"
        }
    }

    /// The events as one marble line from `origin`, with its scale and legend when needed:
    /// `-1-2--|`, `--a--b|   (10 ticks per character; a = 10, b = 20)`.
    public static func marbles(_ events: [Recorded<Event<Value>>], from origin: Int) -> String {
        let marbleEvents = events.marbleEvents { (value: Value) in value.debugDescription }
        let times = events.map(\.time)
        let end = max(times.max() ?? origin, origin)
        let scale = MarbleDiagram.scale(for: times, start: origin, end: end)
        let diagram = MarbleDiagram(events: marbleEvents, start: origin, end: end, scale: scale)
        var notes: [String] = []
        if scale != 1 { notes.append("\(scale) ticks per character") }
        if !diagram.legendText.isEmpty { notes.append(diagram.legendText) }
        return diagram.line + (notes.isEmpty ? "" : "   (" + notes.joined(separator: "; ") + ")")
    }

    /// `[next(210, 4), completed(300)]`
    public static func list(_ events: [Recorded<Event<Value>>]) -> String {
        "[" + events.map(recorded).joined(separator: ", ") + "]"
    }

    /// The Swift type of an error as RxSwift's tests declare it: `testError…` are `TestError`s, `retryError` a
    /// `RetryWhenError`, `CustomErrorType()` a `CustomErrorType`.
    public static func errorTypeName(_ error: Swift.Error) -> String {
        if let testError = error as? TestError {
            switch testError.name {
            case "retryError": return "RetryWhenError"
            case "CustomErrorType()": return "CustomErrorType"
            default: return "TestError"
            }
        }
        if error is RxError { return "RxError" }
        if let thrown = error as? ThrownValue { return thrown.value.typeName }
        return String(describing: type(of: error))
    }

    /// An error as RxSwift's tests spell it: `testError`, `RxError.timeout`, `CustomErrorType()`.
    public static func errorName(_ error: Swift.Error) -> String {
        if let rxError = error as? RxError {
            switch rxError {
            case .unknown: return "RxError.unknown"
            case .disposed: return "RxError.disposed"
            case .overflow: return "RxError.overflow"
            case .argumentOutOfRange: return "RxError.argumentOutOfRange"
            case .noElements: return "RxError.noElements"
            case .moreThanOneElement: return "RxError.moreThanOneElement"
            case .timeout: return "RxError.timeout"
            }
        }
        return Value.error(error).description
    }
}
