import XCTest
import RxCore
import RxTest

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
