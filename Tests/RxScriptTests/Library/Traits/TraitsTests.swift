import XCTest
import RxCore
@testable import RxScript

/// RxSwift 6's traits in the language: `Single`, `Maybe`, `Completable` (with `andThen`) and `Infallible`, traced
/// and printed with the trait's events, as RxSwift prints `SingleEvent`, `MaybeEvent` and `CompletableEvent`.
final class TraitsTests: ScriptTestCase {

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

}
