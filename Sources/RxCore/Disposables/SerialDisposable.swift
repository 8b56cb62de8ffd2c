/// Holds one disposable at a time: assigning a new one disposes the previous; after disposal, new ones are
/// disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    private var current: Disposable?
    private var disposed = false

    public override init() {}

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The held disposable; setting it disposes the previous one (outside the lock).
    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let (previous, disposeNew): (Disposable?, Bool) = lock.performLocked {
                if disposed { return (nil, true) }
                let previous = current
                current = newValue
                return (previous, false)
            }
            previous?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    public func dispose() {
        let previous: Disposable? = lock.performLocked {
            if disposed { return nil }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        previous?.dispose()
    }
}
