import XCTest
import RxCore
import RxTest

extension ObservableType {
    /// A stand-in for `take(_ count:)`, which lives with the count operators: the first `count` elements,
    /// then completion (disposing the source).
    func takeFirst(_ count: Int) -> Observable<Element> {
        Observable.create { observer in
            var remaining = count
            let upstream = SingleAssignmentDisposable()
            upstream.setDisposable(self.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    guard remaining > 0 else { return }
                    remaining -= 1
                    observer.onNext(element)
                    if remaining == 0 {
                        observer.onCompleted()
                        upstream.dispose()
                    }
                case .error, .completed:
                    observer.on(event)
                }
            }))
            return upstream
        }
    }
}
