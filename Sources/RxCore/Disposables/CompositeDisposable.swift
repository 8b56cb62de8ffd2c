/// A group of disposables disposed together; items inserted after disposal are disposed at once.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// Identifies an inserted disposable, for `remove(for:)`.
    public struct DisposeKey {
        fileprivate let key: BagKey
    }

    private let lock = SpinLock()
    /// Guarded by `lock`, so without dynamic exclusivity checks (one per insert and remove).
    @exclusivity(unchecked) private var disposables: Bag<Disposable>? = Bag()

    public override init() {}

    /// A composite holding the given disposables.
    public init(_ disposables: Disposable...) {
        super.init()
        for disposable in disposables { self.disposables!.insert(disposable) }
    }

    /// A composite holding the given disposables.
    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables { self.disposables!.insert(disposable) }
    }

    /// Adds `disposable`; returns `nil` (and disposes it) if the composite is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        lock.lock()
        let key = disposables?.insert(disposable)
        lock.unlock()
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables held.
    public var count: Int { lock.performLocked { disposables?.count ?? 0 } }

    public var isDisposed: Bool { lock.performLocked { disposables == nil } }

    /// Removes and disposes the disposable inserted under `key`.
    public func remove(for key: DisposeKey) {
        let removed = lock.performLocked { disposables?.removeKey(key.key) }
        removed?.dispose()
    }

    public func dispose() {
        let taken: Bag<Disposable>? = lock.performLocked {
            let taken = disposables
            disposables = nil
            return taken
        }
        taken?.forEach { $0.dispose() }
    }
}
