/// The trait of a sequence with no elements that completes or fails.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers: `error(error)` or `completed`.
@frozen
public enum CompletableEvent {
    /// The `Completable` failed.
    case error(Swift.Error)
    /// The `Completable` finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The callback a `Completable.create` body answers through.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` whose `subscribe` body runs per subscription. Later calls are ignored.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable.create(
            answeringWith: { event in
                switch event {
                case .error(let error): return [.error(error)]
                case .completed: return [.completed]
                }
            }, subscribe: subscribe)
    }

    /// Subscribes a handler that receives the completion or the error.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes completion, error and disposal handlers; `onDisposed` runs right after whichever handler ran,
    /// or on `dispose()`. An error with no handler goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let subscription = subscribe { (event: CompletableEvent) in
            switch event {
            case .error(let error): if let onError { onError(error) } else { Hooks.defaultErrorHandler(error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }
}
