extension DocCatalog {
    /// Streams with a promise about their shape: one value, no errors, main thread.
    @_optimize(none) static var traits: DocFamilyPage {
        DocFamilyPage(
            .traits,
            [
                DocEntry(
                    "Single", .type, summary: "exactly one value, or an error: success(x) or failure(e)",
                    details: """
                        A request that answers once. Subscribe with onSuccess:/onFailure:; Single.create gives a \
                        closure to call with .success(x) or .failure(e).
                        """,
                    corners: [
                        "asSingle() on a stream with no value fails with RxError.noElements, and with two "
                            + "values with RxError.moreThanOneElement."
                    ],
                    example: "Single<Int>.just(1).map { $0 + 1 }.subscribe()",
                    members: [
                        ("success", "the single value: single(.success(x))"),
                        ("failure", "the error: single(.failure(e))"),
                    ],
                    tables: ["implicit member"]),
                DocEntry(
                    "Maybe", .type, summary: "one value, or none, or an error",
                    details: "Ends after at most one value: with it (onSuccess:), empty (onCompleted:), or failed.",
                    example: "Maybe<Int>.just(1).subscribe()"),
                DocEntry(
                    "Completable", .type, summary: "no values: only completed or an error",
                    details: "For work whose only result is 'done'; andThen continues with another stream.",
                    example: "Completable.empty().andThen(just(\"next\")).subscribe()"),
                DocEntry(
                    "Driver", .type, summary: "RxCocoa's UI stream: main thread, never fails, shares its last value",
                    details: """
                        Made with asDriver(onErrorJustReturn:) (or onErrorDriveWith:, onErrorRecover:), consumed \
                        with drive. It delivers on main, cannot error, and replays the latest value to new \
                        subscribers (share(replay: 1)).
                        """,
                    corners: [
                        "The fallback ends the Driver: after an error it emits the fallback value and completes.",
                        "A relay cannot fail: BehaviorRelay.asDriver() and PublishRelay.asSignal() need no fallback "
                            + "(RxCocoa has no other argument-less relay conversion).",
                    ],
                    example: "cold(\"-a-#\").asDriver(onErrorJustReturn: \"offline\").subscribe()",
                    members: [
                        ("asDriver", "a BehaviorRelay as a Driver: relay.asDriver()"),
                        ("asSignal", "a PublishRelay as a Signal: relay.asSignal()"),
                    ],
                    tables: ["Relay"]),
                DocEntry(
                    "Signal", .type, summary: "like Driver, but replays nothing: for events such as taps",
                    details: "Main thread and no errors like a Driver, but a late subscriber gets only later events.",
                    example: "cold(\"-a-b|\").asSignal(onErrorJustReturn: \"x\").subscribe()"),
                DocEntry(
                    "Infallible", .type, summary: "an observable that cannot fail (RxSwift 6)",
                    details: "Made with asInfallible(onErrorJustReturn:) and friends, or Infallible.just / create.",
                    example: "Infallible.just(5).subscribe()"),
                DocEntry(
                    "asSingle", .operator, summary: "the stream as a Single: its one value",
                    details:
                        "Succeeds with the only value when the source completes; fails if there are none or several.",
                    example: "cold(\"-a|\").asSingle().subscribe()"),
                DocEntry(
                    "asMaybe", .operator, summary: "the stream as a Maybe: its one value, or none",
                    details: "Like asSingle, but completing without a value is fine.",
                    example: "cold(\"---|\").asMaybe().subscribe()"),
                DocEntry(
                    "asCompletable", .operator,
                    summary: "the stream as a Completable: values dropped, only the end kept",
                    details: "Ignores the values and completes or fails with the source.",
                    example: "cold(\"-a-b|\").asCompletable().subscribe()"),
                DocEntry(
                    "asDriver", .operator, summary: "a Driver of the stream, with what to do on error",
                    details: """
                        asDriver(onErrorJustReturn: x) swaps an error for x; onErrorDriveWith: for another Driver; \
                        onErrorRecover: for a closure returning one.
                        """,
                    corners: ["A Driver replays its last value: a second subscriber sees it at once."],
                    example: "cold(\"-a-#\").asDriver(onErrorJustReturn: \"x\").subscribe()"),
                DocEntry(
                    "asSignal", .operator, summary: "a Signal of the stream, with what to do on error",
                    details: "Like asDriver, but the Signal does not replay to late subscribers.",
                    example: "cold(\"-a-#\").asSignal(onErrorJustReturn: \"x\").subscribe()"),
                DocEntry(
                    "asInfallible", .operator, summary: "an Infallible of the stream, with what to do on error",
                    details: "asInfallible(onErrorJustReturn:), (onErrorFallbackTo:) or (onErrorRecover:).",
                    example: "cold(\"-a-#\").asInfallible(onErrorJustReturn: \"x\").subscribe()"),
                DocEntry(
                    "asObservable", .operator, summary: "the trait or subject as a plain Observable",
                    details: "Hides what the value is (a subject stays pushable only by whoever keeps the subject).",
                    example:
                        "let subject = PublishSubject<Int>()\nafter(10ms) { subject.onNext(1) }\nsubject.asObservable().take(1).subscribe()"
                ),
                DocEntry(
                    "drive", .method, summary: "subscribes a Driver (or binds it to a sink or control)",
                    details: """
                        drive(label) binds like bind(to:); drive(onNext:) subscribes with closures. It is the \
                        Driver's way to subscribe, on main.
                        """,
                    example: "sink label\ncold(\"-a-b|\").asDriver(onErrorJustReturn: \"x\").drive(label)"),
                DocEntry(
                    "emit", .method, summary: "subscribes a Signal (or binds it to an observer)",
                    details: "emit(to:) binds; emit(onNext:) subscribes with closures.",
                    example: "cold(\"-a|\").asSignal(onErrorJustReturn: \"x\").emit(onNext: { print($0) })"),
                DocEntry(
                    "andThen", .operator, summary: "a Completable followed by another stream",
                    details: "When the Completable completes, continues with the given stream; an error skips it.",
                    example: "Completable.empty().andThen(cold(\"-a|\")).subscribe()"),
                DocEntry(
                    "flatMapCompletable", .operator, summary: "a Single's value into a Completable",
                    details:
                        "Runs the Completable the closure returns for the value; the result only completes or fails.",
                    example: "Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe()"),
                DocEntry(
                    "flatMapMaybe", .operator, summary: "a Single's value into a Maybe",
                    details: "Continues with the Maybe the closure returns for the value.",
                    example: "Single.just(1).flatMapMaybe { x in Maybe.just(x * 2) }.subscribe()"),
            ])
    }
}
