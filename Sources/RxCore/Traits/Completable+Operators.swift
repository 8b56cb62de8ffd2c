extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails with `error` at subscription.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never ends.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes at subscription.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// Runs side effects on the error, completion, subscription and disposal.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                onDispose: onDispose))
    }

    /// This `Completable`, then `second` once it completes.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat([primitiveSequence, second])
    }

    /// Each `Completable` in turn, each subscribed when the previous one completes.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Each `Completable` in turn, each subscribed when the previous one completes.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Completes when all of `sources`, subscribed together, have completed (RxSwift's `zip` of
    /// completables is `merge`).
    public static func zip<Sources: Collection>(_ sources: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes when all of `sources`, subscribed together, have completed.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
