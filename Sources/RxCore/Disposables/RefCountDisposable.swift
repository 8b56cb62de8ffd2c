/// Disposes its underlying disposable once it has been disposed and every `retain()`ed child is disposed.
public final class RefCountDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    private var underlying: Disposable?
    private var primaryDisposed = false
    private var count = 0

    public init(disposable: Disposable) {
        underlying = disposable
        super.init()
    }

    public var isDisposed: Bool { lock.performLocked { underlying == nil } }

    /// A child disposable that keeps the underlying one alive until it is disposed.
    public func retain() -> Disposable {
        lock.performLocked {
            if underlying != nil { count += 1 }
            return RefCountChild(parent: self)
        }
    }

    fileprivate func release() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = underlying else { return nil }
            count -= 1
            if primaryDisposed && count == 0 {
                underlying = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }

    public func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = underlying, !primaryDisposed else { return nil }
            primaryDisposed = true
            if count == 0 {
                underlying = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }
}

private final class RefCountChild: DisposeBase, Disposable {
    private var parent: RefCountDisposable?
    private let lock = SpinLock()

    init(parent: RefCountDisposable) {
        self.parent = parent
    }

    func dispose() {
        let taken: RefCountDisposable? = lock.performLocked {
            let taken = parent
            parent = nil
            return taken
        }
        taken?.release()
    }
}
