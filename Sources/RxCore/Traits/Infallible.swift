/// An observable that never fails: it emits elements and may complete.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence guaranteed not to error, as RxSwift's `Infallible`: a thin wrapper over an `Observable`.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source`, trusting it never to error (RxSwift keeps this internal; use `asInfallible` to guard a
    /// source instead).
    public init(_ source: Observable<Element>) {
        self.source = source
    }

    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes element, completion and disposal handlers.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a handler of `next` and `completed` events.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            // RxSwift traps here in debug builds; an infallible source cannot produce it.
            case .error: break
            }
        }
    }
}
