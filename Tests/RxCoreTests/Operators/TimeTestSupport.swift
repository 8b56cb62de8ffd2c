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

/// A hot source driven by hand from any thread (RxSwift's tests use `PrimitiveHotObservable`).
final class ManualSource<Element>: ObservableType {
    private let lock = NSLock()
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    /// How many observers are subscribed now.
    var subscriberCount: Int { lock.lock(); defer { lock.unlock() }; return observers.count }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        lock.unlock()
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.observers[key] = nil
            self.lock.unlock()
        }
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        let targets = Array(observers.values)
        lock.unlock()
        for target in targets { target.on(event) }
    }
}

/// Marks a dispatch queue so a test can tell whether code runs on it.
final class QueueMarker {
    private let key = DispatchSpecificKey<String>()
    private let name: String

    init(_ queue: DispatchQueue, name: String) {
        self.name = name
        queue.setSpecific(key: key, value: name)
    }

    /// True when the caller runs on the marked queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == name }
}

/// Records events from any thread and fulfils an expectation on the terminal event.
final class ThreadSafeRecorder<Element> {
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []
    let finished: XCTestExpectation

    init(_ testCase: XCTestCase, description: String = "terminal event") {
        finished = testCase.expectation(description: description)
    }

    var events: [Event<Element>] { lock.lock(); defer { lock.unlock() }; return recorded }

    func on(_ event: Event<Element>) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
        if event.isStopEvent { finished.fulfill() }
    }
}
