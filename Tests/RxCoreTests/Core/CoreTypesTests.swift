import XCTest
import RxCore
import RxTest

/// Public core types that operators are built from, used directly: observers, the `Producer`/`Sink` pair an
/// operator written outside the core subclasses, the current-thread trampoline, and the locks.
final class CoreTypesTests: RxTestCase {
    // MARK: - Observers

    func testAnObserverStopsAtTheFirstTerminalEvent() {
        var seen: [String] = []
        let observer = AnonymousObserver<Int> { event in seen.append("\(event)") }
        observer.onNext(1)
        observer.on(.completed)
        observer.onNext(2)
        observer.on(.error(testError))
        observer.on(.completed)
        XCTAssertEqual(seen, ["next(1)", "completed"], "the grammar is next* (error | completed)?")
    }

    // MARK: - An operator written outside the core

    private final class Doubling: Producer<Int> {
        private let source: Observable<Int>
        init(source: Observable<Int>) { self.source = source }
        override var operatorName: String { "doubling" }
        override func run<Observer: ObserverType>(
            _ observer: Observer, cancel: Cancelable
        )
            -> (sink: Disposable, subscription: Disposable) where Observer.Element == Int
        {
            let sink = DoublingSink(observer: observer, cancel: cancel)
            return (sink, source.subscribe(sink))
        }
    }

    private final class DoublingSink<Observer: ObserverType>: Sink<Observer>, ObserverType
    where Observer.Element == Int {
        func on(_ event: Event<Int>) {
            switch event {
            case .next(let value): forwardOn(.next(value * 2))
            case .error, .completed:
                forwardOn(event)
                dispose()
            }
        }
    }

    func testAProducerAndSinkFromOutsideTheCoreBehaveLikeTheBuiltIns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230, Int.self), next(240, 3)])
        let res = scheduler.start { Doubling(source: xs.asObservable()) }
        XCTAssertEvents(res.events, [next(210, 2), next(220, 4), completed(230)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])  // released at the terminal event
    }

    func testAProducerFromOutsideTheCoreIsTracedByItsOperatorName() {
        let names = StageNameRecorder.recording {
            Doubling(source: Observable.just(1)).map { $0 + 1 }.subscribe { _ in }.dispose()
        }
        XCTAssertEqual(names.prefix(2), ["map", "doubling"], "subscription travels upstream, stage by stage")
    }

    // MARK: - The trampoline

    func testTheCurrentThreadSchedulerRunsNestedWorkAfterTheCurrentAction() {
        var order: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append("outer start")
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("nested")
                return Disposables.create()
            }
            let cancelled = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("cancelled")
                return Disposables.create()
            }
            cancelled.dispose()
            order.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["outer start", "outer end", "nested"], "queued FIFO, run before schedule returns")
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    // MARK: - Locks

    func testTheRecursiveLockIsReentrantOnOneThread() {
        let lock = RecursiveLock()
        let value = lock.performLocked { lock.performLocked { 42 } }
        XCTAssertEqual(value, 42)
    }

    func testTheSpinLockSerializesThreads() {
        let lock = SpinLock()
        var count = 0
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in lock.performLocked { count += 1 } }
        XCTAssertEqual(count, 1000)
    }
}
