extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` at subscription.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error` at subscription.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never answers.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Runs side effects on the success, the failure, subscription and disposal.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil, afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess, onError: onError,
                afterError: afterError, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// A `Maybe` of the element if it satisfies `predicate`; otherwise it just completes.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The success transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// A `Maybe` of the transformed success, empty when `transform` returns nil.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The `Single` that `selector` makes of the success.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The `Maybe` that `selector` makes of the success.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// The `Completable` that `selector` makes of the success.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// This `Single` as a `Maybe` (which then never completes empty).
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// Only whether this `Single` succeeded: the element is dropped.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}
