import XCTest
@testable import RxScript

/// Bindings fixed while running RxSwift's conformance corpus, checked on RxTest sources in virtual time.
final class TestSourceBindingTests: ScriptTestCase {
    private func events(_ setup: String, _ expression: String, disposed: Int = 1000) -> String {
        run(
            """
            let scheduler = TestScheduler(initialClock: 0)
            \(setup)
            let res = scheduler.start(disposed: \(disposed)) { \(expression) }
            print(res.events)
            print(xs.subscriptions)
            """)
    }

    func testSubscribeOnReleasesATestSourceOnTheSchedulerEvenAfterItTerminates() {
        // RxSwift's SubscribeOn keeps the source's own type: no `asObservable()` disposes it at the error.
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, 1), .error(300, testError)])",
                "xs.subscribe(on: scheduler)"),
            """
            [next(210, 1), error(300, testError)]
            [(201, 301)]

            """)
    }

    func testSubscribingAnObserverToATestSourceKeepsItsLogOpenUntilDisposed() {
        XCTAssertEqual(
            run(
                """
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
                let ys = scheduler.createHotObservable([.next(210, 1), .completed(250)])
                let o = scheduler.createObserver(Int.self)
                var d: Disposable! = nil
                var e: Disposable! = nil
                scheduler.scheduleAt(200) { d = xs.subscribe(o); e = ys.map { $0 }.subscribe(o) }
                scheduler.scheduleAt(300) { d.dispose(); e.dispose() }
                scheduler.start()
                print(xs.subscriptions, ys.subscriptions)
                """),
            """
            [(200, 300)] [(200, 250)]

            """)
    }

    func testCompactMapDropsNilResults() {
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, 1), .next(220, nil), .next(230, 4), .completed(240)])",
                "xs.compactMap { $0 == 1 ? nil : $0 }"),
            """
            [next(230, 4), completed(240)]
            [(200, 240)]

            """)
    }

    func testSampleWithoutADefaultEmitsNothingWhenNoNewElementArrived() {
        XCTAssertEqual(
            events(
                """
                let xs = scheduler.createHotObservable([.next(220, 1), .completed(400)])
                let ys = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .next(240, "c"), .completed(300)])
                """, "xs.sample(ys)"),
            """
            [next(230, 1)]
            [(200, 400)]

            """)
    }

    func testScanIntoUpdatesTheInoutAccumulator() {
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])",
                "xs.scan(into: 42) { $0 += $1 }"),
            """
            [next(210, 44), next(220, 47), completed(250)]
            [(200, 250)]

            """)
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])",
                "xs.scan(into: [0]) { acc, x in acc.append(x) }"),
            """
            [next(210, [0, 2]), completed(250)]
            [(200, 250)]

            """)
    }

    func testFromOptionalOnAScheduler() {
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(150, 1)])",
                "Observable.from(optional: Int?.some(5), scheduler: scheduler)"),
            """
            [next(201, 5), completed(202)]
            []

            """)
    }

    func testRetryWithATrailingClosureIsRetryWhen() {
        XCTAssertEqual(
            events(
                """
                let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
                let empty = scheduler.createHotObservable([.completed(240)])
                """, "xs.retry { _ in empty }"),
            """
            [next(210, 1), completed(240)]
            [(200, 220)]

            """)
    }

    func testMulticastWithATrailingClosureMakesASubjectPerConnection() {
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])",
                "xs.multicast { PublishSubject() }.refCount()"),
            """
            [next(210, 1), completed(250)]
            [(200, 250)]

            """)
    }

    func testMulticastWithASelector() {
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])",
                "xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { a, b in a + b } }"),
            """
            [next(210, 2), next(220, 4), completed(250)]
            [(200, 250)]

            """)
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, 1)])",
                "xs.multicast({ () throws -> PublishSubject<Int> in throw testError }) { $0 }"),
            """
            [error(200, testError)]
            []

            """)
    }

    func testRetryWhenRetriesOnlyTheErrorTypeItsHandlerDeclares() {
        XCTAssertEqual(
            events(
                "let xs = scheduler.createColdObservable([.next(5, 1), .error(10, retryError)])",
                "xs.retry { (errors: Observable<CustomErrorType>) in errors }", disposed: 800),
            """
            [next(205, 1), error(210, retryError)]
            [(200, 210)]

            """)
        XCTAssertEqual(
            events(
                "let xs = scheduler.createColdObservable([.next(5, 1), .error(10, retryError)])",
                "xs.retry { (errors: Observable<RetryWhenError>) in errors.take(2) }", disposed: 800),
            """
            [next(205, 1), next(215, 1), next(225, 1), completed(230)]
            [(200, 210), (210, 220), (220, 230)]

            """)
    }

    func testDistinctUntilChangedAtAKeyPath() {
        XCTAssertEqual(
            events(
                "let xs = scheduler.createHotObservable([.next(210, \"a\"), .next(220, \"b\"), .next(230, \"cc\"), .completed(240)])",
                "xs.distinctUntilChanged(at: \\.count)"),
            """
            [next(210, "a"), next(230, "cc"), completed(240)]
            [(200, 240)]

            """)
    }
}
