import Synchronization

/// Factories for the common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Disposes `first`, then `second`.
    public static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        BinaryDisposable(first, second)
    }

    /// Disposes each in order.
    public static func create(
        _ first: Disposable, _ second: Disposable, _ third: Disposable,
        _ rest: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [first, second, third] + rest)
    }

    /// Disposes each in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The shared no-op disposable.
final class NopDisposable: Disposable {
    static let instance: Disposable = NopDisposable()
    func dispose() {}
}

/// Runs an action the first time it is disposed.
final class AnonymousDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

/// Disposes two disposables, first then second, once.
final class BinaryDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private var first: Disposable?
    private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        first?.dispose()
        second?.dispose()
        first = nil
        second = nil
    }
}

/// Base class of the counted disposables (each counts toward `Resources.total`).
open class DisposeBase {
    public init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }
}
