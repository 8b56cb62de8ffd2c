extension ObservableType {
    /// Subscribes an event handler.
    ///
    /// Like RxSwift, it subscribes through `asObservable()`, so a plain `ObservableType` (a relay, a test
    /// source) gets `create`'s grammar and release-on-terminal behaviour.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// Subscribes element, error, completion and disposal handlers (through `asObservable()`, like RxSwift).
    ///
    /// On a terminal event the handler runs, then `onDisposed`, then the upstream is disposed; on an explicit
    /// `dispose()` the upstream is disposed first and `onDisposed` runs last (RxSwift's order).
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        guard let onDisposed else {
            return asObservable().subscribe(
                SubscribeObserver(
                    onNext: onNext, onError: onError,
                    onCompleted: onCompleted,
                    disposable: Disposables.create()))
        }
        let disposable = Disposables.create(with: onDisposed)
        let observer = SubscribeObserver(
            onNext: onNext, onError: onError, onCompleted: onCompleted,
            disposable: disposable)
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }
}
