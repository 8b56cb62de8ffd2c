import RxCore

extension TestScheduler {
    /// `start` for a trait (`Single`, `Maybe`, `Completable`, `Infallible`): records its underlying observable's
    /// events, as RxSwift's `start` does through `asObservable()`.
    public func start<Source: ObservableConvertibleType>(
        created: Int, subscribed: Int, disposed: Int,
        create: @escaping () -> Source
    )
        -> TestableObserver<Source.Element>
    {
        start(created: created, subscribed: subscribed, disposed: disposed) { create().asObservable() }
    }

    /// `start` of a trait with created 100 and subscribed 200.
    public func start<Source: ObservableConvertibleType>(
        disposed: Int, create: @escaping () -> Source
    )
        -> TestableObserver<Source.Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed) {
            create().asObservable()
        }
    }

    /// `start` of a trait with created 100, subscribed 200 and disposed 1000.
    public func start<Source: ObservableConvertibleType>(
        _ create: @escaping () -> Source
    )
        -> TestableObserver<Source.Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed) {
            create().asObservable()
        }
    }
}
