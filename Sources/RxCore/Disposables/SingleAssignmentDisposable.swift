import Synchronization

/// Holds a disposable that is set exactly once; disposing before the set disposes it when it arrives.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private static let disposedBit = 1
    private static let setBit = 2

    private let state = Atomic<Int>(0)
    private var current: Disposable?

    public override init() {}

    public var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Sets the disposable; a second call is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.setBit == 0, "SingleAssignmentDisposable was already set")
        if previous & Self.disposedBit != 0 {
            disposable.dispose()
            current = nil
        }
    }

    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.setBit != 0 {
            let disposable = current
            current = nil
            disposable?.dispose()
        }
    }
}
