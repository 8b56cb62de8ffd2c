import XCTest
import RxCore
import RxTest

/// `DisposeBag` as RxSwift has it (docs/rxswift-semantics.md §2): it disposes what it holds, in insertion order,
/// when it is deallocated, and has no public `dispose()`; an item inserted once it has disposed its contents is
/// disposed at once.
final class DisposeBagTests: RxTestCase {
    /// Records the order in which its disposables run.
    private final class DisposalLog {
        var entries: [String] = []
        func disposable(_ name: String) -> Disposable {
            Disposables.create { [unowned self] in self.entries.append(name) }
        }
    }

    func testHoldsWhatIsInsertedUntilItIsDeallocated() {
        let log = DisposalLog()
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(log.disposable("a"))
        log.disposable("b").disposed(by: bag!)
        bag!.insert(log.disposable("c"), log.disposable("d"))
        XCTAssertEqual(bag!.count, 4)
        XCTAssertEqual(log.entries, [], "nothing is disposed while the bag lives")
        bag = nil
        XCTAssertEqual(log.entries, ["a", "b", "c", "d"], "disposed on deinit, in insertion order")
    }

    func testReplacingTheBagDisposesTheOldContents() {
        let log = DisposalLog()
        var bag = DisposeBag()
        bag.insert(log.disposable("first"))
        bag = DisposeBag()
        XCTAssertEqual(log.entries, ["first"])
        bag.insert(log.disposable("second"))
        XCTAssertEqual(log.entries, ["first"], "the new bag holds its own contents")
        XCTAssertEqual(bag.count, 1)
    }

    func testAnItemInsertedWhileTheBagDisposesIsDisposedAtOnce() {
        let log = DisposalLog()
        var bag: DisposeBag? = DisposeBag()
        // The first item's disposal inserts another: the bag has already taken its contents, so the newcomer is
        // disposed at once rather than held by a bag that is going away.
        unowned(unsafe) let dying = bag!
        bag!.insert(
            Disposables.create {
                log.entries.append("first")
                dying.insert(log.disposable("late"))
                log.entries.append("after insert")
            })
        bag = nil
        XCTAssertEqual(log.entries, ["first", "late", "after insert"])
    }

    func testEachItemIsDisposedOnce() {
        var count = 0
        let item = Disposables.create { count += 1 }
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(item)
        item.dispose()
        bag = nil
        XCTAssertEqual(count, 1, "an item disposed early is not disposed again by the bag")
    }

    /// In virtual time: subscriptions kept in a bag end when the bag is dropped, and only then.
    func testSubscriptionsEndWhenTheBagIsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(310, 2), next(410, 3), completed(500, Int.self)])
        let ys = scheduler.createHotObservable([next(220, 10), next(420, 30)])
        let observer = scheduler.createObserver(Int.self)
        var bag: DisposeBag? = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.subscribe(observer).disposed(by: bag!)
            ys.subscribe(observer).disposed(by: bag!)
        }
        scheduler.scheduleAt(400) { bag = nil }
        scheduler.start()
        XCTAssertEvents(observer.events, [next(210, 1), next(220, 10), next(310, 2)])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertSubscriptions(ys.subscriptions, [Subscription(200, 400)])
    }

    func testInsertsFromManyThreadsAreAllKept() {
        let lock = SpinLock()
        var count = 0
        do {
            let bag = DisposeBag()
            DispatchQueue.concurrentPerform(iterations: 200) { _ in
                bag.insert(Disposables.create { lock.performLocked { count += 1 } })
            }
            XCTAssertEqual(bag.count, 200)
        }
        XCTAssertEqual(lock.performLocked { count }, 200)
    }
}
