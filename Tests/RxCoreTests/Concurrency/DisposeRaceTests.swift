import Foundation
import XCTest
import RxCore
import RxTest

/// Disposal racing events from other threads; run under `swift test --sanitize=thread` to check for data races.
final class DisposeRaceTests: RxTestCase {
    private let threads = 6

    func testSubjectSubscribeAndDisposeRacingOnNext() {
        let subject = PublishSubject<Int>()
        let stop = ManagedAtomicFlag()
        let producer = Thread {
            var value = 0
            while !stop.isSet {
                subject.onNext(value)
                value += 1
            }
        }
        producer.start()
        let disorders = ThreadSafeBox(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<1_000 {
                let last = ThreadSafeBox(-1)
                let subscription = subject.subscribe(onNext: { value in
                    last.update {
                        if value <= $0 { disorders.update { $0 += 1 } }
                        $0 = value
                    }
                })
                subscription.dispose()
            }
        }
        _ = stop.testAndSet()
        while !producer.isFinished { usleep(1_000) }
        XCTAssertEqual(disorders.value, 0, "a single producer's elements arrive in order")
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubjectDisposeRacingEventsAndSubscriptions() {
        for _ in 0..<100 {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                for value in 0..<200 { subject.onNext(value) }
            }
            DispatchQueue.global().async(group: group) {
                for _ in 0..<50 { subject.subscribe(onNext: { _ in }, onError: { _ in }).dispose() }
            }
            subject.dispose()
            group.wait()
            XCTAssertTrue(subject.isDisposed)
            XCTAssertFalse(subject.hasObservers)
            var events: [Event<Int>] = []
            _ = subject.subscribe { events.append($0) }
            XCTAssertEqual(events.count, 1)
            XCTAssertEqual(events.first?.error as? RxError, RxError.disposed(object: subject))
        }
    }

    func testConnectAndDisconnectRacingEvents() {
        let source = PublishSubject<Int>()
        let connectable = source.publish()
        let stop = ManagedAtomicFlag()
        let producer = Thread {
            var value = 0
            while !stop.isSet {
                source.onNext(value)
                value += 1
            }
        }
        producer.start()
        let subscription = connectable.subscribe(onNext: { _ in })
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<300 { connectable.connect().dispose() }
        }
        _ = stop.testAndSet()
        while !producer.isFinished { usleep(1_000) }
        XCTAssertFalse(source.hasObservers, "every connection was disposed")
        subscription.dispose()
    }

    func testDisposeRacingEventsInCreateSource() {
        for _ in 0..<200 {
            let stopped = ManagedAtomicFlag()
            let finished = DispatchSemaphore(value: 0)
            let disposeActions = ThreadSafeBox(0)
            let source = Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    var value = 0
                    while !stopped.isSet {
                        observer.onNext(value)
                        value += 1
                    }
                    finished.signal()
                }
                return Disposables.create {
                    disposeActions.update { $0 += 1 }
                    _ = stopped.testAndSet()
                }
            }
            let received = ThreadSafeBox(0)
            let firstElement = DispatchSemaphore(value: 0)
            let subscription = source.subscribe(onNext: { _ in
                received.update { $0 += 1 }
                if received.value == 1 { firstElement.signal() }
            })
            firstElement.wait()
            subscription.dispose()
            let atDisposal = received.value
            finished.wait()
            XCTAssertEqual(disposeActions.value, 1)
            // At most the one element already past the sink's disposed check gets through afterwards.
            XCTAssertLessThanOrEqual(received.value - atDisposal, 1)
        }
    }

    func testDisposeRacingTerminalEventInCreateSource() {
        for _ in 0..<500 {
            let go = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let disposeActions = ThreadSafeBox(0)
            let source = Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    go.wait()
                    observer.onNext(1)
                    observer.onCompleted()
                    finished.signal()
                }
                return Disposables.create { disposeActions.update { $0 += 1 } }
            }
            let completions = ThreadSafeBox(0)
            let onDisposed = ThreadSafeBox(0)
            let subscription = source.subscribe(
                onCompleted: { completions.update { $0 += 1 } },
                onDisposed: { onDisposed.update { $0 += 1 } })
            go.signal()
            subscription.dispose()
            finished.wait()
            XCTAssertEqual(disposeActions.value, 1)
            XCTAssertLessThanOrEqual(completions.value, 1)
            XCTAssertEqual(onDisposed.value, 1)
        }
    }

    func testShareSubscribeDisposeRacingEvents() {
        let source = PublishSubject<Int>()
        let shared = source.share()
        let refCounted = source.publish().refCount()
        let stop = ManagedAtomicFlag()
        let producer = Thread {
            var value = 0
            while !stop.isSet {
                source.onNext(value)
                value += 1
            }
        }
        producer.start()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let target = thread.isMultiple(of: 2) ? shared : refCounted
            for _ in 0..<500 {
                let subscription = target.subscribe(onNext: { _ in })
                subscription.dispose()
            }
        }
        _ = stop.testAndSet()
        while !producer.isFinished { usleep(1_000) }
        XCTAssertFalse(source.hasObservers, "every connection ended with its last subscriber")
    }

    func testRetryDisposedWhileRetryingOnAnotherThread() {
        for _ in 0..<50 {
            let attempts = ThreadSafeBox(0)
            let failing = Observable<Int>.create { observer in
                attempts.update { $0 += 1 }
                DispatchQueue.global().async { observer.onError(testError) }
                return Disposables.create()
            }
            let subscription = failing.retry().subscribe()
            while attempts.value < 20 { usleep(100) }
            subscription.dispose()
            let atDisposal = attempts.value
            usleep(2_000)
            XCTAssertLessThanOrEqual(attempts.value - atDisposal, 1, "no re-subscription after disposal")
        }
    }
}
