/// Anything that can be seen as an `Observable`: every observable, and the traits (`Single`, `Maybe`,
/// `Completable`, `Infallible`), which are not observables themselves.
public protocol ObservableConvertibleType {
    /// The type of elements in the sequence.
    associatedtype Element

    /// This sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}
