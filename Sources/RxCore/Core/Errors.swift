/// Errors produced by the Rx core itself.
public enum RxError: Swift.Error, Equatable, CustomDebugStringConvertible {
    /// Unknown error.
    case unknown
    /// Performing an action on a disposed object.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range (`element(at:)` past the end).
    case argumentOutOfRange
    /// The sequence had no elements where one was required.
    case noElements
    /// The sequence had more than one element where one was required.
    case moreThanOneElement
    /// `timeout` fired.
    case timeout

    public static func == (lhs: RxError, rhs: RxError) -> Bool {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.overflow, .overflow), (.argumentOutOfRange, .argumentOutOfRange),
            (.noElements, .noElements), (.moreThanOneElement, .moreThanOneElement), (.timeout, .timeout):
            return true
        case (.disposed(let l), .disposed(let r)): return l === r
        default: return false
        }
    }

    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
