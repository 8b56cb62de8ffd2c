import RxCore
import RxTest

/// The error RxSwift's retry tests use.
let retryError = TestError("retryError")

/// Minimal test-only versions of operators that live on other branches, so ported conformance cases that
/// merely use them compile here. Replace the calls with the real operators once they are merged.
extension ObservableType {
    /// Stand-in for `Observable.deferred`: runs `factory` on every subscription.
    static func deferredStandIn(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }

    /// Stand-in for `Observable.zip(_:_:resultSelector:)`: pairs elements by index; completes once both
    /// sources have completed (enough for the ported cases, not RxSwift's full completion rule).
    static func zipStandIn<A: ObservableType, B: ObservableType>(
        _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let lock = RecursiveLock()
            var left: [A.Element] = []
            var right: [B.Element] = []
            var done = (false, false)
            let composite = CompositeDisposable()
            func drain() {
                while !left.isEmpty && !right.isEmpty {
                    do {
                        observer.onNext(try resultSelector(left.removeFirst(), right.removeFirst()))
                    } catch {
                        observer.onError(error)
                        composite.dispose()
                        return
                    }
                }
                if done.0 && done.1 {
                    observer.onCompleted()
                    composite.dispose()
                }
            }
            func fail(_ error: Error) {
                observer.onError(error)
                composite.dispose()
            }
            composite.insert(a.subscribe { event in
                lock.performLocked {
                    switch event {
                    case .next(let value): left.append(value); drain()
                    case .error(let error): fail(error)
                    case .completed: done.0 = true; drain()
                    }
                }
            })
            composite.insert(b.subscribe { event in
                lock.performLocked {
                    switch event {
                    case .next(let value): right.append(value); drain()
                    case .error(let error): fail(error)
                    case .completed: done.1 = true; drain()
                    }
                }
            })
            return composite
        }
    }
}
