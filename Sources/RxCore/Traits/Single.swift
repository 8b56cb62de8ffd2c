/// The trait of a sequence that ends with exactly one element or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element (a success) or an error (a failure).
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `success(element)` or `failure(error)`; it prints as RxSwift's does.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a `Single.create` body answers through.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` whose `subscribe` body runs per subscription; `success(x)` is delivered as `next(x)` then
    /// `completed`, so the subscription ends at once. Later calls are ignored.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single.create(
            answeringWith: { event in
                switch event {
                case .success(let element): return [.next(element), .completed]
                case .failure(let error): return [.error(error)]
                }
            }, subscribe: subscribe)
    }

    /// Subscribes a handler that receives the one success or failure; nothing reaches it afterwards.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            switch event {
            case .next(let element):
                stopped = true
                observer(.success(element))
            case .error(let error):
                stopped = true
                observer(.failure(error))
            case .completed:
                // Only a raw source that breaks the trait completes without an element; RxSwift's release
                // builds ignore it too.
                break
            }
        }
    }

    /// Subscribes success, failure and disposal handlers; `onDisposed` runs right after the success or failure
    /// handler, or on `dispose()`. A failure with no handler goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let subscription = subscribe { (event: SingleEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(error) }
            }
            disposable.dispose()
        }
        return Disposables.create(subscription, disposable)
    }

    /// RxSwift 5's spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}
