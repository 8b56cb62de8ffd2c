import XCTest
import RxCore
@testable import RxScript

final class BindingTests: ScriptTestCase {
    // MARK: - Creation

    func testFactoriesInBothSpellings() {
        XCTAssertEqual(
            run(
                """
                just(1).subscribe(onNext: { print($0) })
                Observable.just("x").subscribe(onNext: { print($0) })
                Observable<String>.just("y").subscribe(onNext: { print($0) })
                of(1, 2).subscribe(onNext: { print($0) })
                Observable<Int>.of(3, 4).subscribe(onNext: { print($0) })
                from([5, 6]).subscribe(onNext: { print($0) })
                range(7, 2).subscribe(onNext: { print($0) })
                Observable.range(start: 9, count: 1).subscribe(onNext: { print($0) })
                empty().subscribe(onCompleted: { print("empty completed") })
                Observable<Int>.empty().subscribe(onCompleted: { print("empty completed") })
                never().subscribe(onNext: { print($0) }, onCompleted: { print("never says anything") })
                error(testError).subscribe(onError: { print("error:", $0) })
                Observable<Int>.error(testError).subscribe(onError: { print("error:", $0) })
                """),
            """
            1
            x
            y
            1
            2
            3
            4
            5
            6
            7
            8
            9
            empty completed
            empty completed
            error: testError
            error: testError

            """)
    }

    /// RxSwift's `Event` prints `next(\(value))`: a string element unquoted, a tuple as Swift shows it.
    func testSubscribeWithAnEventHandlerPrintsEventsLikeSwift() {
        XCTAssertEqual(
            run(
                """
                of("10", "20").subscribe { event in print(event) }
                just((1, "a")).subscribe { print($0) }
                error(testError).subscribe { print($0) }
                """),
            """
            next(10)
            next(20)
            completed
            next((1, "a"))
            completed
            error(testError)

            """)
    }

    func testCreateRunsOncePerSubscription() {
        XCTAssertEqual(
            run(
                """
                let request = create { observer in
                    print("request started")
                    observer.onNext("10")
                    observer.on(.next("20"))
                    observer.onCompleted()
                    return disposable { print("request cancelled") }
                }
                request.subscribe(onNext: { print($0) })
                request.subscribe(onNext: { print($0) }, onDisposed: { print("disposed") })
                Observable<Int>.create { o in
                    o.on(.error(testError))
                    return Disposables.create()
                }.subscribe(onError: { print("failed with", $0) })
                create { o in o.onNext(1); o.onCompleted() }.subscribe(onNext: { print("no return needed:", $0) })
                """),
            """
            request started
            10
            20
            request cancelled
            request started
            10
            20
            disposed
            request cancelled
            failed with testError
            no return needed: 1

            """)
    }

    // MARK: - Operators

    func testOverviewPipeline() {
        XCTAssertEqual(
            run(
                """
                let xs = of(1, 2, 3, 4)
                xs.map { $0 * 10 }.filter { x in x > 10 }.subscribe(onNext: { print($0) })
                xs.ignoreElements().subscribe(onNext: { print($0) }, onCompleted: { print("done") })
                xs.filter { $0 % 2 == 0 }
                  .map { "#\\($0)" }
                  .subscribe(onNext: { print($0) })
                """), "20\n30\n40\ndone\n#2\n#4\n")
    }

    func testDoHandlers() {
        XCTAssertEqual(
            run(
                """
                just(1)
                    .do(onNext: { print("will", $0) }, afterNext: { print("did", $0) }, onCompleted: { print("completing") },
                        onSubscribe: { print("subscribe") }, onSubscribed: { print("subscribed") }, onDispose: { print("dispose") })
                    .subscribe(onNext: { print("got", $0) })
                """), "subscribe\nwill 1\ngot 1\ndid 1\ncompleting\nsubscribed\ndispose\n")
    }

    func testErrorInAClosureBecomesAnErrorEventWithItsLocation() {
        XCTAssertEqual(
            run(
                """
                of(1, 0, 2)
                    .map { 10 / $0 }
                    .subscribe(onNext: { print($0) }, onError: { print("error:", $0) })
                of(1, 2).filter { $0 }.subscribe(onError: { print($0) })
                just(1).do(onNext: { _ in throw testError }).subscribe(onError: { print($0) })
                just(1).map { $0.nope }.subscribe { print($0) }
                """),
            """
            10
            error: division by zero; check the divisor before dividing at test.rx:2:15
            the closure passed to 'filter' must return Bool, got 'Int' at test.rx:4:17
            testError
            error(value of type 'Int' has no member 'nope' at test.rx:6:18)

            """)
    }

    func testErrorEventCarriesAScriptErrorValue() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.evaluate("just(1).map { $0 / 0 }")
        guard case .object(let object as ObservableObject)? = result.value else { return XCTFail("\(result)") }
        var received: Swift.Error?
        _ = object.observable.subscribe(onError: { received = $0 })
        let error = received as? ScriptError
        XCTAssertEqual(error?.message, "division by zero; check the divisor before dividing")
        XCTAssertEqual(error?.range?.description, "<repl:1>:1:18")
    }

    // MARK: - Subscriptions and disposal

    func testDisposeBagAndDisposedBy() {
        XCTAssertEqual(
            run(
                """
                var bag = DisposeBag()
                never().subscribe(onDisposed: { print("first disposed") }).disposed(by: bag)
                never().subscribe(onDisposed: { print("second disposed") }).addDisposableTo(bag)
                print("replacing the bag")
                bag = DisposeBag()
                let s = never().subscribe(onDisposed: { print("explicitly disposed") })
                s.dispose()
                """), "replacing the bag\nfirst disposed\nsecond disposed\nexplicitly disposed\n")
    }

    func testSubscriptionsEndingWithTheSessionLeakNothing() {
        // The leak check in tearDown covers this: globals holding observables, bags and closures
        // (including a closure that refers to its own global) are released with the session.
        _ = run(
            """
            let xs = of(1, 2)
            let bag = DisposeBag()
            never().subscribe().disposed(by: bag)
            var again = { 0 }
            again = { again() }
            func loop() -> Int { loop() }
            """)
    }

    func testSubscribeHandlerErrorsAreReported() {
        let reported = OutputCollector()
        let session = Session(output: { _ in }, callbackErrors: { reported.append($0.description + "\n") })
        _ = session.evaluate("just(0).subscribe(onNext: { print(1 / $0) })")
        XCTAssertEqual(reported.text, "<repl:1>:1:37: error: division by zero; check the divisor before dividing\n")
    }

    func testUnknownOperatorSuggestsClosestNames() {
        XCTAssertEqual(
            errors("of(1).fliter { $0 > 1 }"),
            ["test.rx:1:7: error: value of type 'Observable' has no member 'fliter'"])
        let session = Session(output: { _ in })
        let result = session.evaluate("of(1).subscribe(onNxt: { print($0) })")
        XCTAssertEqual(
            result.diagnostics.first?.message,
            "no version of 'subscribe' takes the arguments (onNxt:); use one of the candidates below")
        XCTAssertEqual(
            result.diagnostics.first?.notes.map(\.message),
            [
                "candidate: subscribe(onNext:onError:onCompleted:onDisposed:)", "candidate: subscribe(_:)",
                "candidate: subscribe(on:)",
            ])
    }

    func testClosuresRunOnBackgroundThreads() {
        let output = OutputCollector()
        let session = Session(output: output.append)
        let result = session.evaluate(
            """
            var total = 0
            let square = { (x: Int) -> Int in
                let y = x * x
                return y
            }
            let add = { (x: Int) in total += square(x) }
            add
            """)
        guard case .function(let add)? = result.value else { return XCTFail("\(result.diagnostics)") }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for value in 1...100 { _ = try? add.call(.int(value)) }
        }
        // `total += …` is a read and a write, each under the variable's lock: the sum may lose updates under
        // contention, as Swift's would, but every read sees a whole value and nothing crashes.
        guard case .int(let total)? = session.evaluate("total").value else { return XCTFail("total is not an Int") }
        XCTAssertGreaterThan(total, 0)
        XCTAssertLessThanOrEqual(total, 8 * 338_350)
    }
}

extension BindingTests {
    func testReplacingABagWhoseDisposalReadsTheBagVariable() {
        XCTAssertEqual(
            run(
                """
                var bag = DisposeBag()
                never().subscribe(onDisposed: { print("disposed; bag is", bag) }).disposed(by: bag)
                bag = DisposeBag()
                """), "disposed; bag is <DisposeBag>\n")
    }
}
