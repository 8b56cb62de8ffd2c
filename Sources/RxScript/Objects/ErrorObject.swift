import Foundation
import RxCore
import RxTrace

/// An error value (`testError`, the error an `onError` handler receives).
public final class ErrorObject: HostObject, @unchecked Sendable {
    /// The wrapped error.
    public let error: Swift.Error

    public init(_ error: Swift.Error) {
        self.error = error
    }

    public override var typeName: String { "Error" }
    public override var description: String { String(describing: error) }

    public override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? ErrorObject else { return false }
        return errorsEqual(error, other.error)
    }
}
