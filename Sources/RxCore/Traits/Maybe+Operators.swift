extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` at subscription.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` at subscription.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never answers.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes empty at subscription.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }

    /// Runs side effects on the element, the error, completion, subscription and disposal.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext, afterNext: afterNext, onError: onError,
                afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The element if it satisfies `predicate`; otherwise the `Maybe` completes empty.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The element transformed by `transform`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// The transformed element, or empty when `transform` returns nil.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The `Maybe` that `selector` makes of the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
    }

    /// A `Single` that succeeds with `default` when this `Maybe` completes empty.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` when this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Continues with the `Single` `other` when this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// On error, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
