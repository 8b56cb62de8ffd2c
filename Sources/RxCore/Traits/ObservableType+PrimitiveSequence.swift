extension ObservableType {
    /// The source's one element as a `Single`, delivered when the source completes; fails with
    /// `RxError.moreThanOneElement` at a second element and `RxError.noElements` on an empty completion.
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingle(source: asObservable(), name: "asSingle", allowsEmpty: false))
    }

    /// The source's element, if any, as a `Maybe`, delivered when the source completes; fails with
    /// `RxError.moreThanOneElement` at a second element.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AsSingle(source: asObservable(), name: "asMaybe", allowsEmpty: true))
    }

    /// A `Single` of the first element (at once, without waiting for completion), or of `nil` when the source
    /// completes empty.
    public func first() -> Single<Element?> {
        Single(raw: First(source: asObservable()))
    }

    /// A `Single` of every element as one array, delivered when the source completes.
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArray(source: asObservable()))
    }

    /// Only the source's terminal event, as a `Completable`.
    ///
    /// RxSwift 6 offers this on `Observable<Never>` only; here any source's elements are dropped, for hosts
    /// whose observables all carry one element type.
    public func asCompletable() -> Completable {
        Completable(raw: IgnoreElements(source: asObservable(), name: "asCompletable"))
    }
}
