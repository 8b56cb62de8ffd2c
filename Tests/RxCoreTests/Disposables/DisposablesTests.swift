import XCTest
import RxCore
import RxTest

/// The other disposables, as RxSwift's `DisposableTest` checks them (docs/rxswift-semantics.md §2).
final class DisposablesTests: RxTestCase {
    // MARK: - Disposables.create

    func testAnActionRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testGroupsDisposeInOrder() {
        var order: [Int] = []
        let parts = (1...5).map { index in Disposables.create { order.append(index) } }
        Disposables.create(parts[0], parts[1]).dispose()
        Disposables.create(parts[2], parts[3], parts[4]).dispose()
        XCTAssertEqual(order, [1, 2, 3, 4, 5])
        order = []
        let group = Disposables.create((1...3).map { index in Disposables.create { order.append(index) } })
        group.dispose()
        group.dispose()
        XCTAssertEqual(order, [1, 2, 3])
    }

    // MARK: - CompositeDisposable

    func testCompositeDisposesAllAndThenEachNewcomerAtOnce() {
        var disposed = 0
        let composite = CompositeDisposable()
        XCTAssertNotNil(composite.insert(Disposables.create { disposed += 1 }))
        XCTAssertNotNil(composite.insert(Disposables.create { disposed += 1 }))
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
        XCTAssertEqual(disposed, 2)
        XCTAssertEqual(composite.count, 0)
        XCTAssertTrue(composite.isDisposed)
        XCTAssertNil(composite.insert(Disposables.create { disposed += 1 }), "no key once disposed")
        XCTAssertEqual(disposed, 3, "and the newcomer is disposed at once")
    }

    func testCompositeRemovesAndDisposesOneEntry() {
        var disposed: [String] = []
        let composite = CompositeDisposable(Disposables.create { disposed.append("a") })
        let key = composite.insert(Disposables.create { disposed.append("b") })!
        composite.insert(Disposables.create { disposed.append("c") })
        composite.remove(for: key)
        XCTAssertEqual(disposed, ["b"])
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
        XCTAssertEqual(disposed, ["b", "a", "c"], "the rest in insertion order")
    }

    // MARK: - SingleAssignmentDisposable

    func testSingleAssignmentSetThenDisposed() {
        let single = SingleAssignmentDisposable()
        let inner = BooleanDisposable()
        single.setDisposable(inner)
        XCTAssertFalse(inner.isDisposed)
        single.dispose()
        XCTAssertTrue(inner.isDisposed)
        XCTAssertTrue(single.isDisposed)
    }

    func testSingleAssignmentDisposedThenSetDisposesAtOnce() {
        var count = 0
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { count += 1 })
        XCTAssertEqual(count, 1)
        single.dispose()
        XCTAssertEqual(count, 1)
    }

    func testSingleAssignmentRacingSetAndDisposeDisposesExactlyOnce() {
        let lock = SpinLock()
        var count = 0
        DispatchQueue.concurrentPerform(iterations: 500) { index in
            let single = SingleAssignmentDisposable()
            let inner = Disposables.create { lock.performLocked { count += 1 } }
            if index % 2 == 0 {
                DispatchQueue.concurrentPerform(iterations: 2) {
                    $0 == 0 ? single.setDisposable(inner) : single.dispose()
                }
            } else {
                DispatchQueue.concurrentPerform(iterations: 2) {
                    $0 == 0 ? single.dispose() : single.setDisposable(inner)
                }
            }
        }
        XCTAssertEqual(lock.performLocked { count }, 500)
    }

    // MARK: - BooleanDisposable

    func testBooleanDisposableIsOnlyAFlag() {
        let flag = BooleanDisposable()
        XCTAssertFalse(flag.isDisposed)
        flag.dispose()
        XCTAssertTrue(flag.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    // MARK: - RefCountDisposable

    func testRefCountWaitsForThePrimaryAndEveryChild() {
        let underlying = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        first.dispose()
        second.dispose()
        XCTAssertFalse(underlying.isDisposed, "children alone do not dispose it")
        refCount.dispose()
        XCTAssertTrue(underlying.isDisposed)
        XCTAssertTrue(refCount.isDisposed)
        refCount.retain().dispose()  // a child taken afterwards is harmless
    }

    func testRefCountPrimaryFirstThenTheLastChild() {
        let underlying = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        first.dispose()
        refCount.dispose()
        XCTAssertFalse(underlying.isDisposed, "a child is still out")
        second.dispose()
        XCTAssertTrue(underlying.isDisposed)
        second.dispose()
        refCount.dispose()
    }

    // MARK: - ScheduledDisposable

    /// In virtual time the disposal is an action on the scheduler: with RxTest's processing delay it runs one
    /// tick after `dispose()`, which is why `subscribe(on:)` unsubscribes at 1001.
    func testScheduledDisposableDisposesOnItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create { disposedAt = scheduler.clock })
        scheduler.scheduleAt(300) {
            scheduled.dispose()
            XCTAssertFalse(scheduled.isDisposed, "not yet: the disposal is scheduled")
        }
        scheduler.start()
        XCTAssertEqual(disposedAt, 301)
        XCTAssertTrue(scheduled.isDisposed)
    }
}
