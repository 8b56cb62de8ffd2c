extension ObservableType {
    /// Only the terminal event, as RxSwift's `Completable`: elements are dropped and the type becomes `Never`.
    public func asCompletable() -> Observable<Never> {
        IgnoreElements(source: asObservable(), name: "asCompletable")
    }
}
