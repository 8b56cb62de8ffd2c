extension DocCatalog {
    /// Running streams, watching them, and cleaning up after them.
    @_optimize(none) static var debugging: DocFamilyPage {
        DocFamilyPage(
            .debugging,
            [
                DocEntry(
                    "subscribe", .method,
                    aliases: ["subscribeOn", "subscribeNext", "subscribeError", "subscribeCompleted"],
                    summary: "runs the stream: subscribe(), subscribe(onNext:…), subscribe(on:)",
                    details: """
                        subscribe() runs a stream and traces its events as #N; subscribe(onNext:onError:\
                        onCompleted:onDisposed:) adds closures. subscribe(on: scheduler) is an operator: it moves \
                        the subscription, and so a create body's work, onto that scheduler.
                        """,
                    corners: [
                        "Each subscribe runs a cold stream again from the start (a create body runs again).",
                        "An error with no onError: prints 'Unhandled error happened', as RxSwift's debug builds do.",
                        "subscribe(on:) affects where the source starts; where values arrive is observe(on:).",
                        "RxSwift 2's subscribeNext { }, subscribeError { }, subscribeCompleted { } work and note it once.",
                    ],
                    example: "cold(\"-a-b|\").subscribe(onNext: { print(\"got\", $0) })"),
                DocEntry(
                    "do", .operator, aliases: ["doOnNext", "doOnError", "doOnCompleted"],
                    summary: "side effects on events, without changing them",
                    details: """
                        do(onNext:onError:onCompleted:onSubscribe:onSubscribed:onDispose:) calls the closures as \
                        events pass; the after… variants run after the event went downstream.
                        """,
                    corners: [
                        "onSubscribe runs before the source is subscribed, onSubscribed after.",
                        "It runs once per subscription: two subscribers, two prints.",
                        "RxSwift 2's doOnNext { }, doOnError { }, doOnCompleted { } work and note it once.",
                    ],
                    example: "cold(\"-a-b|\").do(onNext: { print(\"saw\", $0) }).subscribe()"),
                DocEntry(
                    "debug", .operator, summary: "prints every event passing this point, with a name",
                    details: """
                        debug("name") prints subscriptions, events and disposal as RxSwift's debug does, with a \
                        timestamp; rxrepl's own trace (:trace stages) is usually clearer.
                        """,
                    example: "cold(\"-a|\").debug(\"source\").subscribe()"),
                DocEntry(
                    "trace", .function,
                    summary: "sets the trace from a script: trace(.off), trace(.events), trace(.stages)",
                    details:
                        "The same as the REPL's :trace: stages shows every operator's subscribe, events and dispose.",
                    example: "trace(.stages)\njust(1).map { $0 * 2 }.subscribe()\ntrace(.events)"),
                DocEntry(
                    "TraceMode", .type, summary: "the trace levels: .off, .events, .stages",
                    details: "What trace(_:) takes.",
                    example: "trace(TraceMode.off)",
                    members: [
                        ("off", "nothing is traced"), ("events", "each subscription's events"),
                        ("stages", "every operator stage"),
                    ],
                    tables: ["TraceMode", "implicit member"]),
                DocEntry(
                    "print", .function, summary: "prints values, as Swift's print does",
                    details:
                        "print(a, b, separator:terminator:) writes their descriptions; strings print without quotes.",
                    example: "print(\"sum:\", 1 + 2)"),
                DocEntry(
                    "debugPrint", .function, summary: "prints values in their debug form (strings quoted)",
                    details: "Like print, with the descriptions the REPL echoes.",
                    example: "debugPrint(\"x\", 1)"),
                DocEntry(
                    "dump", .function,
                    summary: "dump(x): a value and its parts, one a line, as Swift's dump writes them",
                    details: """
                        Each line is a bullet (▿ when parts follow, - when none), the part's label and the value: \
                        main.Player for a struct, 2 elements for an array, Optional("a") then its some: part. It \
                        returns the value.
                        """,
                    example: "struct Player { let name: String }\ndump([Player(name: \"Ann\")])"),
                DocEntry(
                    "dispose", .method, summary: "ends a subscription: dispose(), or disposed(by: bag)",
                    details: """
                        subscribe returns a Disposable; dispose() stops the subscription and releases what it \
                        holds, traced as 'disposed'. disposed(by: bag) hands it to a DisposeBag instead.
                        """,
                    corners: ["Disposing does not send completed: subscribers simply hear nothing more."],
                    example: "let running = interval(10ms).subscribe()\nafter(35ms) { running.dispose() }",
                    members: [
                        ("dispose", "stops it now"), ("disposed", "disposed(by: bag): stops it with the bag"),
                        ("addDisposableTo", "the RxSwift 3 spelling of disposed(by:)"),
                        ("isDisposed", "true once disposed"),
                    ],
                    tables: ["Disposable"]),
                DocEntry(
                    "DisposeBag", .type, summary: "disposes everything put in it when it goes away",
                    details: """
                        disposed(by: bag) adds a subscription; replacing the bag (bag = DisposeBag()) disposes all \
                        of them, the usual way to end a screen's bindings. A bag released by the code that made it \
                        (.disposed(by: DisposeBag()), a bag local to a function) disposes at once: rxrepl warns.
                        """,
                    example: """
                        var bag = DisposeBag()
                        interval(10ms).subscribe().disposed(by: bag)
                        after(25ms) { bag = DisposeBag() }
                        """,
                    members: [("insert", "adds a disposable")], tables: ["DisposeBag"]),
                DocEntry(
                    "Disposables", .type, aliases: ["AnonymousDisposable", "NopDisposable"],
                    summary: "makes disposables: Disposables.create { cleanup }",
                    details: """
                        create() makes one that does nothing; create(with:) or a trailing closure runs it once on \
                        dispose; create(d1, d2…) (up to four) disposes each in order.
                        """,
                    corners: [
                        "RxSwift 2's AnonymousDisposable { … } and NopDisposable.instance work, and say once that "
                            + "today's RxSwift writes Disposables.create { … } and Disposables.create()."
                    ],
                    example: "let cleanup = Disposables.create { print(\"cleaned up\") }\ncleanup.dispose()",
                    members: [
                        ("create", "a disposable, with an optional action, or of several disposables"),
                        ("instance", "NopDisposable.instance: RxSwift 2's Disposables.create()"),
                    ],
                    tables: ["Disposables", "NopDisposable"]),
                DocEntry(
                    "disposable", .function, summary: "a disposable that runs a closure: disposable { cleanup }",
                    details: "Shorthand for Disposables.create { ... }, handy as create's return value.",
                    example: "let cleanup = disposable { print(\"cleaned up\") }\ncleanup.dispose()"),
                DocEntry(
                    "Resources", .type, summary: "RxSwift's live resource count: Resources.total",
                    details:
                        "Counts live Rx objects (as RxSwift's TRACE_RESOURCES does), to check that everything is disposed.",
                    example: "print(Resources.total)",
                    members: [("total", "how many Rx resources are alive")], tables: ["Resources"]),
            ])
    }
}
