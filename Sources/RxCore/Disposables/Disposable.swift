/// Represents a disposable resource.
public protocol Disposable {
    /// Releases the resource; calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// True once `dispose` has run.
    var isDisposed: Bool { get }
}
