/// Collects disposables and disposes them, in insertion order, when the bag is deallocated.
///
/// There is no public `dispose()`: to clear a bag, replace it (`bag = DisposeBag()`).
public final class DisposeBag: DisposeBase {
    private let lock = SpinLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    public override init() {}

    /// Adds `disposable`; if the bag is already disposed it is disposed at once.
    public func insert(_ disposable: Disposable) {
        let disposeNow: Bool = lock.performLocked {
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Adds each disposable.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    /// The number of disposables held.
    public var count: Int { lock.performLocked { disposables.count } }

    private func disposeAll() {
        let taken: [Disposable] = lock.performLocked {
            let taken = disposables
            disposables = []
            isDisposed = true
            return taken
        }
        for disposable in taken { disposable.dispose() }
    }

    deinit {
        disposeAll()
    }
}

extension Disposable {
    /// Adds this disposable to `bag`.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
