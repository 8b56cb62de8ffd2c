extension DocCatalog {
    /// Where streams come from: fixed values, sequences, timers, and your own code.
    @_optimize(none) static var creating: DocFamilyPage {
        DocFamilyPage(
            .creating,
            [
                DocEntry(
                    "Observable", .type, summary: "the namespace of RxSwift's creating functions: Observable.just(1)",
                    details: """
                        Everything Observable.x offers is also a global function here: Observable<Int>.just(1) and \
                        just(1) are the same stream. The <Int> is accepted and ignored, since the language is \
                        dynamically typed. Nothing runs until something subscribes. Where Swift infers the type they \
                        are implicit members too (:doc implicit observables).
                        """,
                    corners: [
                        "A stream is a recipe: building it with operators runs nothing; subscribe() runs it, once "
                            + "per subscription."
                    ],
                    example: "Observable<Int>.of(1, 2, 3).map { $0 * 2 }.subscribe()"),
                DocEntry(
                    "implicit observables", .language,
                    summary: ".just(x), .empty(), .error(e)… where Swift infers an Observable",
                    details: """
                        Where an Observable is expected (a flatMap closure's result, a function that returns one, an \
                        argument of merge or concat), the creating functions work as implicit members, as in Swift. \
                        .error(e) is an event (observer.on(.error(e))) until an Observable is expected. Returned from a \
                        function declared -> Single<T> (or Maybe, Completable, Driver…), .just, .error and .create \
                        are that type's.
                        """,
                    example: "of(1, 2, 3).flatMap { n in n == 2 ? .empty() : .just(n * 10) }.subscribe()",
                    members: [
                        ("just", ".just(x)"), ("of", ".of(a, b)"), ("from", ".from([a, b])"), ("range", ".range(…)"),
                        ("empty", ".empty()"), ("never", ".never()"), ("create", ".create { observer in … }"),
                        ("deferred", ".deferred { … }"), ("generate", ".generate(…)"),
                        ("repeatElement", ".repeatElement(x)"), ("interval", ".interval(…)"), ("timer", ".timer(…)"),
                        ("using", ".using(…)"), ("amb", ".amb([a, b])"), ("merge", ".merge(a, b)"),
                        ("concat", ".concat(a, b)"), ("combineLatest", ".combineLatest(a, b)"), ("zip", ".zip(a, b)"),
                    ],
                    tables: ["implicit member"]),
                DocEntry(
                    "just", .creator, summary: "one value, then completed",
                    details: """
                        Emits its value and completes, at once, when subscribed. With scheduler: it emits on that \
                        scheduler instead of during subscribe.
                        """,
                    corners: [
                        "The value is computed once, when just(...) is called, not per subscription; "
                            + "use deferred { just(...) } to compute it per subscriber."
                    ],
                    example: "just(\"hello\").subscribe()"),
                DocEntry(
                    "of", .creator, summary: "the values given, one after another, then completed",
                    details: """
                        Emits each argument in order and completes, synchronously during subscribe unless a \
                        scheduler: is given. of([1, 2]) emits one array; from([1, 2]) emits its elements.
                        """,
                    corners: [
                        "Every value arrives at the same instant, so time operators (throttle, debounce) see "
                            + "them all at once; use cold(\"-a-b|\") or interval to spread them out."
                    ],
                    example: "of(1, 2, 3).subscribe()"),
                DocEntry(
                    "from", .creator, summary: "the elements of an array (or an optional's value), then completed",
                    details: """
                        from([1, 2, 3]) emits each element and completes. from(optional: x) emits x if it is not \
                        nil, then completes; a nil completes at once.
                        """,
                    example: "from([\"a\", \"b\"]).subscribe()"),
                DocEntry(
                    "range", .creator, summary: "count consecutive integers from start",
                    details: """
                        range(start: 1, count: 3) emits 1, 2, 3 and completes; range(1, 3) is the short form. \
                        A count of zero completes at once.
                        """,
                    corners: ["The second number is how many, not where to stop: range(start: 5, count: 2) is 5, 6."],
                    example: "range(start: 5, count: 3).subscribe()"),
                DocEntry(
                    "empty", .creator, summary: "completes at once, with no values",
                    details: "Useful as the 'nothing to do' branch of a flatMap, or to end a catch without values.",
                    example: "empty().subscribe()"),
                DocEntry(
                    "never", .creator, summary: "no events at all, ever",
                    details: """
                        Neither emits nor ends: a subscription stays live until it is disposed. Handy to keep a \
                        combineLatest or a withLatestFrom waiting, or to test timeouts.
                        """,
                    corners: [
                        "Scripts wait for live subscriptions, so a never() left subscribed keeps a script running "
                            + "until --timeout; dispose it or combine it with take(until:)."
                    ],
                    example: "never().timeout(30ms).subscribe()"),
                DocEntry(
                    "error", .creator, summary: "fails at once with the given error",
                    details: """
                        Emits no values; its only event is error(e). Any value conforming to Error works, such as \
                        an enum case you declared or RxError.timeout.
                        """,
                    example: "error(RxError.unknown).catchAndReturn(0).subscribe()"),
                DocEntry(
                    "create", .creator, summary: "a stream driven by your own code, run once per subscription",
                    details: """
                        The closure gets an observer: call onNext, onError, onCompleted on it, and return a \
                        disposable that cleans up. The closure runs again for every subscriber, which is why a \
                        request wrapped in create runs twice when subscribed twice.
                        """,
                    corners: [
                        "Events after onCompleted or onError are ignored.",
                        "Return Disposables.create { ... } (or disposable { ... }) to stop timers or requests "
                            + "when the subscriber disposes early; share() the stream to run the body once.",
                    ],
                    example: """
                        let numbers = Observable<Int>.create { observer in
                            observer.onNext(1)
                            after(20ms) { observer.onNext(2); observer.onCompleted() }
                            return Disposables.create()
                        }
                        numbers.subscribe()
                        """),
                DocEntry(
                    "deferred", .creator, summary: "builds a fresh stream for each subscriber, when it subscribes",
                    details: """
                        The closure runs at subscription time and returns the stream to subscribe to. Use it when \
                        what the stream should be depends on state at that moment.
                        """,
                    example: """
                        var count = 0
                        let fresh = deferred { () -> Observable<Int> in
                            count += 1
                            return just(count)
                        }
                        fresh.concat(fresh).subscribe()
                        """),
                DocEntry(
                    "interval", .creator, summary: "0, 1, 2, … every period, forever",
                    details: """
                        Counts up from 0, one value per period, on main unless a scheduler: is given. The first \
                        value comes after one period, not at once.
                        """,
                    corners: [
                        "It never completes: add take(3) or dispose it.",
                        "Each subscriber gets its own timer starting from 0; share() to have one.",
                    ],
                    example: "interval(20ms).take(3).subscribe()"),
                DocEntry(
                    "timer", .creator, summary: "0 after a delay (then, with period:, 1, 2, … every period)",
                    details: """
                        timer(1s) emits 0 after one second and completes. timer(1s, period: 250ms) emits 0 after \
                        one second, then counts on every 250ms without completing.
                        """,
                    corners: ["With period: it never completes; take(n) ends it."],
                    example: "timer(30ms, period: 10ms).take(3).subscribe()"),
                DocEntry(
                    "generate", .creator, summary: "a loop as a stream: start, condition, next state",
                    details: """
                        generate(initialState:condition:iterate:) emits the state, moves it on with iterate while \
                        condition holds, then completes, like a for loop.
                        """,
                    example: "generate(initialState: 1, condition: { $0 < 50 }, iterate: { $0 * 3 })\n    .subscribe()"),
                DocEntry(
                    "repeatElement", .creator, summary: "the same value, again and again, forever",
                    details: "Emits its value endlessly (on the current thread by default); always pair it with take.",
                    corners: ["Without take it never stops emitting."],
                    example: "repeatElement(\"ping\").take(3).subscribe()"),
                DocEntry(
                    "using", .creator, summary: "a stream that owns a resource for as long as it is subscribed",
                    details: """
                        The first closure makes a disposable resource, the second builds the stream from it. The \
                        resource is disposed when the stream ends or its subscriber disposes.
                        """,
                    example: """
                        using({ disposable { print("resource released") } },
                              observableFactory: { _ in cold("-a-b|") }).subscribe()
                        """),
            ])
    }
}
