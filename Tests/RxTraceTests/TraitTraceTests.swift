import XCTest
import RxCore
import RxTrace

/// Trait subscriptions are traced with the trait's events, as RxSwift prints `SingleEvent`, `MaybeEvent` and
/// `CompletableEvent`: one terminal line, then `disposed`.
final class TraitTraceTests: XCTestCase {
    private func makeTracer() -> (Tracer, MemoryTraceOutput) {
        let scheduler = VirtualTimeScheduler(resolution: 0.001)
        let output = MemoryTraceOutput()
        return (Tracer(output: output, clock: VirtualTraceClock(scheduler: scheduler)), output)
    }

    /// Each line's event column.
    private func shown(_ output: MemoryTraceOutput) -> [String] {
        output.lines.map { $0.components(separatedBy: "main        ").last ?? "" }
    }

    func testSingleSuccessIsOneLineThenDisposed() {
        let (tracer, output) = makeTracer()
        var successes: [[Int]] = []
        var disposals = 0
        _ = tracer.subscribe(
            Observable.of(1, 2).toArray().asObservable(), expression: "toArray()",
            onNext: { successes.append($0) }, onDisposed: { disposals += 1 }, style: .single)
        XCTAssertEqual(
            output.lines,
            [
                "#1  +0.000s  main        subscribed",
                "#1  +0.000s  main        success([1, 2])",
                "#1  +0.000s  main        disposed",
            ])
        XCTAssertEqual(successes, [[1, 2]])
        XCTAssertEqual(disposals, 1)
        XCTAssertTrue(tracer.liveSubscriptions.isEmpty)
    }

    func testSingleErrorIsAFailure() {
        let (tracer, output) = makeTracer()
        _ = tracer.subscribe(
            Observable<Int>.empty().asSingle().asObservable(), expression: "asSingle()",
            onError: { _ in }, style: .single)
        XCTAssertEqual(shown(output), ["subscribed", "failure(Sequence doesn't contain any elements.)", "disposed"])
    }

    func testMaybeShowsSuccessOrCompleted() {
        let (tracer, output) = makeTracer()
        _ = tracer.subscribe(Maybe.just("a").asObservable(), expression: "just", style: .maybe)
        _ = tracer.subscribe(Maybe<Int>.empty().asObservable(), expression: "empty", style: .maybe)
        XCTAssertEqual(
            shown(output),
            [
                "subscribed", "success(\"a\")", "disposed",
                "subscribed", "completed", "disposed",
            ])
    }

    func testCompletableShowsCompletedOrError() {
        let (tracer, output) = makeTracer()
        _ = tracer.subscribe(Completable.empty().asObservable(), expression: "empty", style: .completable)
        _ = tracer.subscribe(
            Completable.error(RxError.timeout).asObservable(), expression: "error",
            onError: { _ in }, style: .completable)
        XCTAssertEqual(
            shown(output),
            ["subscribed", "completed", "disposed", "subscribed", "error(Sequence timeout.)", "disposed"])
    }
}
