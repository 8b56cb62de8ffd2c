/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: separate handlers, so elements
/// reach `onNext` without building an `Event`.
@usableFromInline
final class SubscribeObserver<Element>: ObserverBase<Element> {
    private let nextHandler: ((Element) -> Void)?
    private let errorHandler: ((Swift.Error) -> Void)?
    private let completedHandler: (() -> Void)?
    private let disposable: Disposable

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposable: Disposable
    ) {
        Resources.incrementTotal()
        nextHandler = onNext
        errorHandler = onError
        completedHandler = onCompleted
        self.disposable = disposable
    }

    deinit { Resources.decrementTotal() }

    override func onNextCore(_ element: Element) {
        nextHandler?(element)
    }

    override func onCompletedCore() {
        completedHandler?()
        disposable.dispose()
    }

    override func onCore(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            nextHandler?(element)
        case .error(let error):
            if let errorHandler { errorHandler(error) } else { Hooks.defaultErrorHandler(error) }
            disposable.dispose()
        case .completed:
            completedHandler?()
            disposable.dispose()
        }
    }
}
