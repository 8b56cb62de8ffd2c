/// Represents a disposable resource.
///
/// Class-bound, so a `Disposable` existential is one reference: copying one is a retain, not a boxed copy
/// through value witnesses, which matters on the subscribe path.
public protocol Disposable: AnyObject {
    /// Releases the resource; calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// True once `dispose` has run.
    var isDisposed: Bool { get }
}
