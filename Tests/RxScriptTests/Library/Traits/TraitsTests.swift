import XCTest
import RxCore
@testable import RxScript

/// RxSwift 6's traits in the language: `Single`, `Maybe`, `Completable` (with `andThen`) and `Infallible`, traced
/// and printed with the trait's events, as RxSwift prints `SingleEvent`, `MaybeEvent` and `CompletableEvent`.
final class TraitsTests: ScriptTestCase {
    func testToArrayIsASinglePrintingSuccess() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                Observable.range(start: 1, count: 3).toArray().subscribe { print($0) }
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main success([1, 2, 3])
            success([1, 2, 3])
            #1 +0.000s main disposed
            """)
    }

    func testSingleCreateAnswersOnceThenItsSubscriptionEnds() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let answer = Single<Int>.create { single in
                    after(1s) { single(.success(42)) }
                    after(2s) { single(.failure(testError)) }
                    return Disposables.create { print("released") }
                }
                answer.subscribe(onSuccess: { print("got", $0) }, onFailure: { print("failed", $0) },
                                 onDisposed: { print("onDisposed") })
                """),
            """
            #1 +0.000s main subscribed
            #1 +1.000s main success(42)
            got 42
            #1 +1.000s main disposed
            onDisposed
            released
            """)
    }

    func testSingleFailureAndTheEventHandlerForm() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                Single<Int>.error(testError).subscribe { event in
                    switch event {
                    case .success(let x): print("value", x)
                    case .failure(let e): print("failure", e)
                    }
                }
                empty().asSingle().subscribe { print($0) }
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main failure(testError)
            failure testError
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main failure(RxError.noElements)
            failure(Sequence doesn't contain any elements.)
            #2 +0.000s main disposed
            """)
    }

    func testASingleObserverTakesOnlySuccessOrFailure() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                Single<Int>.create { single in single(.completed); return Disposables.create() }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main failure(a 'Single' observer takes one event: .success(value) or .failure(error) at test.rx:1:39)
            Unhandled error happened: a 'Single' observer takes one event: .success(value) or .failure(error) at test.rx:1:39
            #1 +0.000s main disposed
            """)
    }

    func testMaybeSucceedsCompletesOrFails() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                Maybe.create { maybe in maybe(.success("a")); return Disposables.create() }.subscribe { print($0) }
                Maybe<Int>.create { maybe in maybe(.completed); return Disposables.create() }
                    .subscribe(onSuccess: { print($0) }, onCompleted: { print("empty") })
                of(1, 2).asMaybe().subscribe(onError: { print("error", $0) })
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main success("a")
            success("a")
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main completed
            empty
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main error(RxError.moreThanOneElement)
            error Sequence contains more than one element.
            #3 +0.000s main disposed
            """)
    }

    func testCompletableAndThenSubscribesTheNextOnlyOnCompletion() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                let saved = Completable.create { completable in
                    print("saving")
                    after(1s) { completable(.completed) }
                    return Disposables.create()
                }
                saved.andThen(Single.deferred { print("loading"); return Single.just("loaded") }).subscribe()
                Completable.error(testError).andThen(Completable.empty()).subscribe(onCompleted: { print("no") },
                                                                                    onError: { print("error", $0) })
                Completable.empty().andThen(of(1, 2)).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            saving
            #2 +0.000s main subscribed
            #2 +0.000s main error(testError)
            error testError
            #2 +0.000s main disposed
            #3 +0.000s main subscribed
            #3 +0.000s main next(1)
            #3 +0.000s main next(2)
            #3 +0.000s main completed
            #3 +0.000s main disposed
            loading
            #1 +1.000s main success("loaded")
            #1 +1.000s main disposed
            """)
    }

    func testOperatorsKeepTheTraitRxSwiftsSignaturesGive() {
        XCTAssertEqual(
            run(
                """
                print(Single.just(1).map { $0 * 2 })
                print(Single.just(1).filter { $0 > 5 })
                print(Single.just(1).asCompletable())
                print(Maybe.just(1).ifEmpty(default: 0))
                print(of(1).first().asObservable())
                """),
            """
            Single(map)
            Maybe(filter)
            Completable(ignoreElements)
            Single(ifEmpty(default:))
            Observable(first)

            """)
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                Single.just(1).filter { $0 > 5 }.subscribe()
                Single.just(2).delay(1s).flatMap { x in Single.just(x * 10) }.subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +1.000s main success(20)
            #2 +1.000s main disposed
            """)
    }

    func testASingleHasNoOnNextAndItsFlatMapNeedsASingle() {
        let output = VirtualTimeHarness().run(
            """
            Single.just(1).flatMap { x in of(x) }.subscribe()
            Single.just(1).subscribe(onNext: { print($0) })
            """)
        XCTAssertTrue(
            output.contains(
                "failure(the closure of 'flatMap' must return a 'Single', got 'Observable'; "
                    + "convert it with 'asSingle()' at test.rx:1:24)"), output)
        XCTAssertTrue(output.contains("no version of 'subscribe' takes the arguments (onNext:)"), output)
    }

    func testTraitsGoWhereRxSwiftTakesAnObservable() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                of(1, 2).flatMap { x in Single.just(x * 10) }.subscribe()
                Observable.zip(Single.just(1).asObservable(), Maybe.just("a").asObservable()).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(10)
            #1 +0.000s main next(20)
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next((1, "a"))
            #2 +0.000s main completed
            #2 +0.000s main disposed
            """)
    }

    func testInfallible() {
        XCTAssertEqual(
            VirtualTimeHarness().run(
                """
                Infallible<Int>.create { observer in
                    observer(.next(1))
                    observer(.completed)
                    return Disposables.create()
                }.subscribe(onNext: { print($0) })
                Observable<Int>.error(testError).startWith(5).asInfallible(onErrorJustReturn: 0).subscribe()
                """),
            """
            #1 +0.000s main subscribed
            #1 +0.000s main next(1)
            1
            #1 +0.000s main completed
            #1 +0.000s main disposed
            #2 +0.000s main subscribed
            #2 +0.000s main next(5)
            #2 +0.000s main next(0)
            #2 +0.000s main completed
            #2 +0.000s main disposed
            """)
    }
}
