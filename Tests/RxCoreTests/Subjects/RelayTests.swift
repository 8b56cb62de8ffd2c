import XCTest
import RxCore
import RxTest

final class RelayTests: RxTestCase {
    private var bindingMessages: [String] = []
    private var savedHandler: ((String) -> Void)?

    override func setUp() {
        super.setUp()
        savedHandler = Hooks.bindingErrorHandler
        bindingMessages = []
        Hooks.bindingErrorHandler = { [unowned self] in self.bindingMessages.append($0) }
    }

    override func tearDown() {
        if let savedHandler { Hooks.bindingErrorHandler = savedHandler }
        savedHandler = nil
        super.tearDown()
    }

    func testBehaviorRelay_ValueFollowsAccept() {
        let relay = BehaviorRelay(value: 1)
        XCTAssertEqual(relay.value, 1)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testReplayRelay_ReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2, 3])
        subscription.dispose()

        let unbounded = ReplayRelay<Int>.createUnbounded()
        unbounded.accept(1)
        unbounded.accept(2)
        var all: [Int] = []
        unbounded.asObservable().subscribe(onNext: { all.append($0) }).dispose()
        XCTAssertEqual(all, [1, 2])
    }

    func testBindToRelays_AcceptsIntoEachInOrderAndIgnoresCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), next(220, 2), completed(230)])
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        var log: [String] = []
        let a = first.subscribe(onNext: { log.append("first \($0)") }, onCompleted: { log.append("first done") })
        let b = second.subscribe(onNext: { log.append("second \($0)") })
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: first, second) }
        scheduler.scheduleAt(240) { first.accept(3) }
        scheduler.start()
        XCTAssertEqual(log, ["first 1", "second 1", "first 2", "second 2", "first 3"])
        XCTAssertSubscriptions(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(bindingMessages, [])
        binding?.dispose()
        a.dispose()
        b.dispose()
    }

    func testBindToRelays_ErrorGoesToTheHookWithRxRelaysMessages() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        _ = Observable<Int>.error(testError).bind(to: publish)
        _ = Observable<Int>.error(testError).bind(to: behavior)
        _ = Observable<Int>.error(testError).bind(to: replay)
        XCTAssertEqual(
            bindingMessages,
            [
                "Binding error to publish relay: testError",
                "Binding error to behavior relay: testError",
                // RxRelay's copy-paste quirk: replay relays say "behavior relay" too.
                "Binding error to behavior relay: testError",
            ])
        XCTAssertEqual(behavior.value, 0)
    }

    func testBindToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        var received: [Int?] = []
        let subscription = publish.subscribe(onNext: { received.append($0) })
        _ = Observable.just(4).bind(to: publish)
        _ = Observable.just(5).bind(to: behavior)
        _ = Observable.just(6).bind(to: replay)
        XCTAssertEqual(received, [4])
        XCTAssertEqual(behavior.value, 5)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [6])
        subscription.dispose()
    }

    func testRelaysReportTheirStageWhenTraced() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        var subscriptions: [Disposable] = []
        let names = StageNameRecorder.recording {
            subscriptions.append(publish.subscribe(AnyObserver { _ in }))
            subscriptions.append(behavior.subscribe(AnyObserver { _ in }))
            subscriptions.append(replay.subscribe(AnyObserver { _ in }))
        }
        XCTAssertEqual(names, ["PublishRelay", "BehaviorRelay", "ReplayRelay"])
        subscriptions.forEach { $0.dispose() }
    }
}

private extension ObservableType {
    /// The elements, then `error` instead of completion (no `concat` on this branch).
    func concatError(_ error: Error) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe { event in
                switch event {
                case .next: observer.on(event)
                case .error: observer.on(event)
                case .completed: observer.onError(error)
                }
            }
        }
    }
}
