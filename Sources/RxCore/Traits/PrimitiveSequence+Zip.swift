/// The traits whose `zip` waits for one element from every source: `Single` and `Maybe` (a `Maybe` that completes
/// empty completes the zip). RxSwift writes each trait's overloads out; here they are written once, over the trait.
public protocol ZippablePrimitiveTrait {}

extension SingleTrait: ZippablePrimitiveTrait {}
extension MaybeTrait: ZippablePrimitiveTrait {}

extension PrimitiveSequenceType where Trait: ZippablePrimitiveTrait {
    /// The elements of the 2 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the 2 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
    ) -> PrimitiveSequence<Trait, (E1, E2)> where Element == (E1, E2) {
        zip(source1, source2) { ($0, $1) }
    }

    /// The elements of the 3 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of the 3 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3)> where Element == (E1, E2, E3) {
        zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// The elements of the 4 sources, combined by `resultSelector` once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.zip(
                source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
                resultSelector: resultSelector))
    }

    /// The elements of the 4 sources as a tuple, once all have succeeded.
    public static func zip<E1, E2, E3, E4>(
        _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
        _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
    ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> where Element == (E1, E2, E3, E4) {
        zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// The elements of every source combined by `resultSelector`; an empty collection gives `resultSelector([])`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    )
        -> PrimitiveSequence<Trait, Result> where Sources.Element == PrimitiveSequence<Trait, Element>
    {
        if collection.isEmpty {
            return .deferred { PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([]))) }
        }
        return PrimitiveSequence(
            raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of every source as an array; an empty collection gives `[]`.
    public static func zip<Sources: Collection>(_ collection: Sources) -> PrimitiveSequence<Trait, [Element]>
    where Sources.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence(raw: .just([])) }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
