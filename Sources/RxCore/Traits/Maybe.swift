/// The trait of a sequence that ends with at most one element, or an error.
public enum MaybeTrait {}

/// A sequence that emits one element (a success), completes empty, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers: `success(element)`, `error(error)` or `completed`.
@frozen
public enum MaybeEvent<Element> {
    /// The one element; the `Maybe` is over.
    case success(Element)
    /// The `Maybe` failed.
    case error(Swift.Error)
    /// The `Maybe` ended without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The callback a `Maybe.create` body answers through.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A `Maybe` whose `subscribe` body runs per subscription; `success(x)` is delivered as `next(x)` then
    /// `completed`. Later calls are ignored.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe.create(
            answeringWith: { event in
                switch event {
                case .success(let element): return [.next(element), .completed]
                case .error(let error): return [.error(error)]
                case .completed: return [.completed]
                }
            }, subscribe: subscribe)
    }

    /// Subscribes a handler that receives the one success, error or completion; nothing reaches it afterwards.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes success, error, completion and disposal handlers; `onDisposed` runs right after whichever
    /// handler ran, or on `dispose()`. An error with no handler goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let subscription = subscribe { (event: MaybeEvent<Element>) in
            switch event {
            case .success(let element): onSuccess?(element)
            case .error(let error): if let onError { onError(error) } else { Hooks.defaultErrorHandler(error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }
}
