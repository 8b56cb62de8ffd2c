import Foundation
import RxCore
import RxTrace

/// A subscription or other disposable resource.
public final class DisposableObject: HostObject, @unchecked Sendable {
    /// The wrapped disposable.
    public let disposable: Disposable

    public init(_ disposable: Disposable) {
        self.disposable = disposable
    }

    public override var typeName: String { "Disposable" }
}
