// One `zip` per arity and trait, written out as RxSwift's generated PrimitiveSequence+Zip+arity.swift is.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The elements of the 2 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the 2 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2>(_ source1: Single<E1>, _ source2: Single<E2>) -> Single<(E1, E2)>
    where Element == (E1, E2) {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: { ($0, $1) }))
    }

    /// The elements of the 3 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the 3 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>
    ) -> Single<(E1, E2, E3)>
    where Element == (E1, E2, E3) {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: { ($0, $1, $2) }
            ))
    }

    /// The elements of the 4 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of the 4 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
    ) -> Single<(E1, E2, E3, E4)>
    where Element == (E1, E2, E3, E4) {
        Single(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: { ($0, $1, $2, $3) }))
    }

    /// The elements of every source combined by `resultSelector`; an empty collection gives `resultSelector([])`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    )
        -> Single<Result> where Sources.Element == Single<Element>
    {
        if collection.isEmpty {
            return Single<Result>.deferred { Single<Result>(raw: .just(try resultSelector([]))) }
        }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of every source as an array; an empty collection gives `[]`.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Single<[Element]>
    where Sources.Element == Single<Element> {
        if collection.isEmpty { return Single<[Element]>(raw: .just([])) }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The elements of the 2 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the 2 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2>(_ source1: Maybe<E1>, _ source2: Maybe<E2>) -> Maybe<(E1, E2)>
    where Element == (E1, E2) {
        Maybe(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: { ($0, $1) }))
    }

    /// The elements of the 3 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the 3 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>
    ) -> Maybe<(E1, E2, E3)>
    where Element == (E1, E2, E3) {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: { ($0, $1, $2) }
            ))
    }

    /// The elements of the 4 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Maybe<Element> {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of the 4 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: Maybe<E1>, _ source2: Maybe<E2>, _ source3: Maybe<E3>, _ source4: Maybe<E4>
    ) -> Maybe<(E1, E2, E3, E4)>
    where Element == (E1, E2, E3, E4) {
        Maybe(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: { ($0, $1, $2, $3) }))
    }

    /// The elements of every source combined by `resultSelector`; an empty collection gives `resultSelector([])`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    )
        -> Maybe<Result> where Sources.Element == Maybe<Element>
    {
        if collection.isEmpty {
            return Maybe<Result>.deferred { Maybe<Result>(raw: .just(try resultSelector([]))) }
        }
        return Maybe(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of every source as an array; an empty collection gives `[]`.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Maybe<[Element]>
    where Sources.Element == Maybe<Element> {
        if collection.isEmpty { return Maybe<[Element]>(raw: .just([])) }
        return Maybe(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
