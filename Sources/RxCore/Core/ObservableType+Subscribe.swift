extension ObservableType {
    /// Subscribes an event handler.
    ///
    /// Like RxSwift, it subscribes through `asObservable()`, so a plain `ObservableType` (a relay, a test
    /// source) gets `create`'s grammar and release-on-terminal behaviour.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// Subscribes element, error, completion and disposal handlers.
    ///
    /// On a terminal event the handler runs, then `onDisposed`, then the upstream is disposed; on an explicit
    /// `dispose()` the upstream is disposed first and `onDisposed` runs last (RxSwift's order).
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer = AnonymousObserver<Element> { event in
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(error) }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }
}
