import RxCore

/// How a trait shares its source: Driver replays the latest element while connected, Signal replays nothing.
public protocol SharingStrategyProtocol {
    /// Shares `source` between the trait's subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Driver's sharing: `share(replay: 1, scope: .whileConnected)`.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// Signal's sharing: `share(scope: .whileConnected)`, no replay.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// RxCocoa's `SharedSequence`: an observable that never errors, delivers on main and shares one subscription.
public struct SharedSequence<Strategy: SharingStrategyProtocol, Element>: ObservableType {
    private let source: Observable<Element>

    /// Shares `source` by the trait's strategy (the source must already deliver on main and never error).
    public init(_ source: Observable<Element>) {
        self.source = Strategy.share(source)
    }

    /// Uses `source` as it is (for sources that need no sharing: `just`, `empty`, `never`).
    public init(raw source: Observable<Element>) {
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }

    /// One element, delivered on main (RxCocoa: `just(x).subscribe(on: main)`, unshared).
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Self {
        Self(raw: Observable.just(element).subscribe(on: scheduler))
    }

    /// The elements, each scheduled on main (unshared).
    public static func from(_ elements: [Element], scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Self {
        Self(raw: Observable.from(elements, scheduler: scheduler))
    }

    /// Completes at once, on main.
    public static func empty(scheduler: ImmediateSchedulerType = MainScheduler.instance) -> Self {
        Self(raw: Observable.empty().subscribe(on: scheduler))
    }

    /// Never emits.
    public static func never() -> Self { Self(raw: Observable.never()) }
}

/// A trait for UI: never errors, delivers on main, replays the latest element to new subscribers while connected.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>
/// A trait for UI events: never errors, delivers on main, shares without replay.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableType {
    /// A trait built as RxCocoa builds it: deliver on main, then recover from errors, then share.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        _ strategy: Strategy.Type, scheduler: ImmediateSchedulerType = MainScheduler.instance,
        recover: @escaping (Swift.Error) throws -> Observable<Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: scheduler).catch(recover))
    }

    /// A Driver that ends with `element` instead of an error.
    public func asDriver(
        onErrorJustReturn element: Element,
        scheduler: ImmediateSchedulerType = MainScheduler.instance
    ) -> Driver<Element> {
        Driver(asObservable().observe(on: scheduler).catchAndReturn(element))
    }

    /// A Driver that continues with `fallback` instead of an error.
    public func asDriver(
        onErrorDriveWith fallback: Driver<Element>,
        scheduler: ImmediateSchedulerType = MainScheduler.instance
    ) -> Driver<Element> {
        asSharedSequence(DriverSharingStrategy.self, scheduler: scheduler) { _ in fallback.asObservable() }
    }

    /// A Driver that continues with what `recover` returns for the error.
    public func asDriver(
        onErrorRecover recover: @escaping (Swift.Error) -> Driver<Element>,
        scheduler: ImmediateSchedulerType = MainScheduler.instance
    ) -> Driver<Element> {
        asSharedSequence(DriverSharingStrategy.self, scheduler: scheduler) { recover($0).asObservable() }
    }

    /// A Signal that ends with `element` instead of an error.
    public func asSignal(
        onErrorJustReturn element: Element,
        scheduler: ImmediateSchedulerType = MainScheduler.instance
    ) -> Signal<Element> {
        Signal(asObservable().observe(on: scheduler).catchAndReturn(element))
    }

    /// A Signal that continues with `fallback` instead of an error.
    public func asSignal(
        onErrorSignalWith fallback: Signal<Element>,
        scheduler: ImmediateSchedulerType = MainScheduler.instance
    ) -> Signal<Element> {
        asSharedSequence(SignalSharingStrategy.self, scheduler: scheduler) { _ in fallback.asObservable() }
    }

    /// A Signal that continues with what `recover` returns for the error.
    public func asSignal(
        onErrorRecover recover: @escaping (Swift.Error) -> Signal<Element>,
        scheduler: ImmediateSchedulerType = MainScheduler.instance
    ) -> Signal<Element> {
        asSharedSequence(SignalSharingStrategy.self, scheduler: scheduler) { recover($0).asObservable() }
    }
}
