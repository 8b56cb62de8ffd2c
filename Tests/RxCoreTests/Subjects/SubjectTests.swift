import XCTest
import RxCore
import RxTest

final class SubjectTests: RxTestCase {
    // MARK: - Delivery order (the Bag)

    func testDeliveryOrder_FreedInlineSlotIsTakenByNextSubscriber() {
        let subject = PublishSubject<Int>()
        var order: [String] = []
        func observer(_ name: String) -> Disposable { subject.subscribe(onNext: { _ in order.append(name) }) }
        let a = observer("A"), b = observer("B"), c = observer("C")
        subject.onNext(1)
        XCTAssertEqual(order, ["A", "B", "C"])

        order = []
        a.dispose()
        let d = observer("D")
        subject.onNext(2)
        XCTAssertEqual(order, ["D", "B", "C"])

        order = []
        b.dispose()
        let e = observer("E")
        subject.onNext(3)
        XCTAssertEqual(order, ["D", "C", "E"])
        for disposable in [c, d, e] { disposable.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func testDeliveryOrder_ManySubscribersAllReceive() {
        let subject = BehaviorSubject(value: 0)
        var received = 0
        let subscriptions = (0..<45).map { _ in subject.subscribe(onNext: { _ in received += 1 }) }
        XCTAssertEqual(received, 45)
        subject.onNext(1)
        XCTAssertEqual(received, 90)
        subscriptions.forEach { $0.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: - PublishSubject

    func testPublishSubject_DisposedSubjectFailsNewSubscribers() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let first = subject.subscribe { events.append($0) }
        XCTAssertTrue(subject.hasObservers)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        XCTAssertEqual(events, [])

        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? RxError, RxError.disposed(object: subject))
        first.dispose()
    }

    func testPublishSubject_TerminalEventAfterDisposeIsRecorded() {
        // RxSwift quirk: dispose() clears the stopped event, and a later terminal event is recorded again.
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testPublishSubject_ReentrantOnNextIsDeliveredNested() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let b = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "A2", "B2", "B1"])
        a.dispose()
        b.dispose()
    }

    func testPublishSubject_SubscriberDisposedDuringDispatchStillGetsTheCurrentEvent() {
        // Dispatch goes to a snapshot taken under the lock, as in RxSwift.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var b: Disposable?
        let a = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            b?.dispose()
        })
        b = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["A1", "B1", "A2"])
        a.dispose()
    }

    func testPublishSubject_TerminalEventClearsObservers() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertFalse(subject.isDisposed)
        subscription.dispose()
    }

    // MARK: - BehaviorSubject

    func testBehaviorSubject_ValueThrowsAfterErrorAndDisposal() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onError(testError)
        XCTAssertThrowsError(try subject.value()) { XCTAssertTrue(errorsEqual($0, testError)) }
        subject.dispose()
        XCTAssertThrowsError(try subject.value()) {
            XCTAssertEqual($0 as? RxError, RxError.disposed(object: subject))
        }
    }

    func testBehaviorSubject_ValueAfterCompletionIsTheLastValue() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(5)
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), 5)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testBehaviorSubject_CurrentValueIsSentInsideSubscribe() {
        let subject = BehaviorSubject(value: 7)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7])
        subscription.dispose()
    }

    func testBehaviorSubject_ReentrantOnNextFromTheInitialValueCallback() throws {
        let subject = BehaviorSubject(value: 1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 1 { subject.onNext(2) }
        })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(try subject.value(), 2)
        subscription.dispose()
    }

    func testBehaviorSubject_DisposedFailsNewSubscribers() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? RxError, RxError.disposed(object: subject))
    }

    // MARK: - ReplaySubject

    func testReplaySubject_BufferSizeOneReplaysLastThenTerminal() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .completed])
    }

    func testReplaySubject_UnboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<200 { subject.onNext(value) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, Array(0..<200))
        subscription.dispose()
    }

    func testReplaySubject_BoundedBufferKeepsTheLastElementsAcrossCompaction() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 0..<1000 { subject.onNext(value) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [997, 998, 999])
        subject.onNext(1000)
        XCTAssertEqual(received, [997, 998, 999, 1000])
        subscription.dispose()
    }

    func testReplaySubject_BufferSizeZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        XCTAssertEqual(received, [2])
        subscription.dispose()
    }

    func testReplaySubject_DisposedFailsNewSubscribersAndDropsBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? RxError, RxError.disposed(object: subject))
    }

    // MARK: - AsyncSubject

    func testAsyncSubject_CompletionSendsLastElementThenCompleted() {
        let subject = AsyncSubject<Int>()
        var early: [Event<Int>] = []
        let subscription = subject.subscribe { early.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(early, [])
        subject.onCompleted()
        XCTAssertEqual(early, [.next(2), .completed])
        XCTAssertFalse(subject.hasObservers)

        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        XCTAssertEqual(late, [.next(2), .completed])
        subscription.dispose()
    }

    func testAsyncSubject_AllObserversGetTheElementBeforeAnyCompletes() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { log.append("A\($0)") }, onCompleted: { log.append("A|") })
        let b = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B|") })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["A1", "B1", "A|", "B|"])
        a.dispose()
        b.dispose()
    }

    func testAsyncSubject_CompletionWithoutElementsIsJustCompleted() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(events, [.completed])
        subscription.dispose()
    }

    func testAsyncSubject_DisposedFailsNewSubscribers() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.dispose()
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? RxError, RxError.disposed(object: subject))
    }

    // MARK: - Tracing

    func testSubjectsReportTheirStageWhenTraced() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        let async = AsyncSubject<Int>()
        var subscriptions: [Disposable] = []
        let names = StageNameRecorder.recording {
            subscriptions.append(publish.subscribe())
            subscriptions.append(behavior.subscribe())
            subscriptions.append(replay.subscribe())
            subscriptions.append(async.subscribe())
        }
        XCTAssertEqual(names, ["PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject"])
        subscriptions.forEach { $0.dispose() }
    }
}
