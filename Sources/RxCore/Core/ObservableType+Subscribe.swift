extension ObservableType {
    /// Subscribes an event handler.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnonymousObserver(on))
    }

    /// Subscribes element, error, completion and disposal handlers.
    ///
    /// On a terminal event the handler runs, then `onDisposed`, then the upstream is disposed; on an explicit
    /// `dispose()` the upstream is disposed first and `onDisposed` runs last (RxSwift's order).
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        guard let onDisposed else {
            return subscribe(SubscribeObserver(onNext: onNext, onError: onError, onCompleted: onCompleted,
                                               disposable: Disposables.create()))
        }
        let disposable = Disposables.create(with: onDisposed)
        let observer = SubscribeObserver(onNext: onNext, onError: onError, onCompleted: onCompleted,
                                         disposable: disposable)
        return Disposables.create(subscribe(observer), disposable)
    }
}
