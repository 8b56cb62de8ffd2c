extension DocCatalog {
    /// Marble diagrams as inputs, pictures and checks; RxTest's virtual-time vocabulary.
    @_optimize(none) static var testing: DocFamilyPage {
        DocFamilyPage(
            .testing,
            [
                DocEntry(
                    "cold", .creator,
                    summary: "a stream from a marble diagram, starting when subscribed: cold(\"-a-b|\")",
                    details: """
                        Each character is one frame (10ms unless frame: or :marbles frame says otherwise): '-' \
                        nothing, a letter a value, '|' completion, '#' an error, '(ab)' several at once. values: \
                        maps letters to values; error: sets the error.
                        """,
                    corners: [
                        "Cold: every subscriber gets the whole diagram from its own start.",
                        "Letters are strings unless values: maps them: cold(\"-1|\") emits \"1\"; "
                            + "digits in arithmetic need values: [\"1\": 1] or Int($0).",
                    ],
                    example: "cold(\"-a-(bc)-|\").subscribe()"),
                DocEntry(
                    "hot", .creator, summary: "a running stream from a marble diagram: hot(\"--a-^-b|\")",
                    details: """
                        The diagram plays on the session's clock whether or not anyone listens; '^' marks where \
                        the subscription starts (time zero), and events before it are missed.
                        """,
                    corners: ["Late subscribers miss what already happened, unlike cold."],
                    example: "hot(\"-a-^-b-c|\").subscribe()"),
                DocEntry(
                    "marbles", .method, summary: "draws a stream's lanes from a real run: stream.marbles()",
                    details: """
                        Subscribes on a virtual clock of its own, runs until the stream ends, and prints a lane per \
                        operator stage, sources on top: values, '|' completion, '#' error, '^' a late subscription, \
                        '!' a disposal. Every lane in :doc is drawn this way.
                        """,
                    corners: [
                        "It needs virtual time: rxrepl --virtual-time or :time virtual.",
                        "Like RxTest's TestScheduler, its clock is its own: the session's clock does not move and other "
                            + "subscriptions get nothing meanwhile; a hot source shows it the events still to come.",
                        "Values wider than one character become letters, explained in a legend.",
                    ],
                    example: "cold(\"-1-2|\").map { Int($0)! * 10 }.marbles()",
                    members: [("marbles", "a testable observer's or observable's record drawn as a diagram")],
                    tables: ["TestableObservable", "TestableObserver"]),
                DocEntry(
                    "expect", .function, summary: "checks a stream against a diagram: expect(stream, \"-a-(b|)\")",
                    details: """
                        Subscribes now, runs the virtual clock through the diagram and prints PASS, or FAIL with the \
                        expected lane over the actual one and a ^ under the first frame that differs; 'rxrepl check \
                        FILE' runs exercise files of them. hint: "..." is shown under a failure, for exercises. \
                        expect(stream).toBe(...) is the same check. In the REPL, ':export #3 FILE.rx' writes what \
                        subscription #3 did as such a check, and ':export #3 FILE.swift' as an XCTest case for RxSwift's \
                        RxTest.
                        """,
                    corners: ["It needs virtual time, like marbles().", "A hint is shown only when the check fails."],
                    example: "expect(cold(\"-a-b|\").map { $0.uppercased() }, \"-A-B|\")",
                    members: [("toBe", "expect(stream).toBe(\"-a|\"): the check, spelled as a matcher")],
                    tables: ["Expectation"]),
                DocEntry(
                    "compare", .function,
                    summary: "runs 2-4 pipelines on one input in lockstep and says where and why they differ",
                    details: """
                        compare(input, ["flatMap": { $0.flatMap(f) }, "concatMap": { $0.concatMap(f) }]) applies each \
                        pipeline to the same input, subscribes them all at once on a virtual clock of their own, \
                        and draws the input's lane, then each pipeline's output lane with its inner subscriptions \
                        (#2.1, #2.2) under it. A '^' marks the first frame where the outputs differ, and a line per \
                        pipeline says why, from what the run recorded: which inner it disposed when a value \
                        arrived, which value it held until an inner completed, which it dropped or sent late or \
                        twice, and how many times it subscribed to the input. frame: sets the frame, as for \
                        marbles(); :compare does the same in the REPL, and --export and :export compare draw it.
                        """,
                    corners: [
                        "It needs virtual time, like marbles(); the session's clock does not move.",
                        "Names are optional: compare(input, [{ $0.throttle(…) }, { $0.debounce(…) }]) names each "
                            + "pipeline by its last operator, or pipeline 2 when it is the input itself.",
                        "A dictionary's pipelines are drawn in the order written.",
                        "A cold input starts once per subscription; a hot one shows every pipeline the same events.",
                    ],
                    example: """
                        let f = { (v: String) in cold("-x-y|", values: ["x": v, "y": v + v]) }
                        compare(cold("-a-b----|"), [
                            "flatMap": { $0.flatMap(f) }, "flatMapLatest": { $0.flatMapLatest(f) },
                        ])
                        """),
                DocEntry(
                    "TestScheduler", .type,
                    summary: "RxTest's virtual clock: hot and cold sources, start, recorded events",
                    details: """
                        RxSwift's unit tests run as written: createHotObservable([.next(210, 1), .completed(300)]), \
                        start { xs.map { … } } subscribes at 200 and disposes at 1000, and res.events holds what \
                        arrived, in ticks.
                        """,
                    corners: ["It has its own clock in ticks, separate from the session's virtual time."],
                    example: """
                        let scheduler = TestScheduler(initialClock: 0)
                        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
                        let res = scheduler.start { xs.map { $0 * 10 } }
                        print(res.events)
                        """,
                    members: [
                        ("createHotObservable", "a hot source from recorded events"),
                        ("createColdObservable", "a cold source from recorded events"),
                        ("createObserver", "an observer that records what it gets"),
                        ("start", "runs a test: create at 100, subscribe at 200, dispose at 1000"),
                        ("advanceTo", "runs the clock to a tick"), ("clock", "the current tick"),
                        ("schedule", "schedules an action now"), ("scheduleAt", "schedules an action at a tick"),
                        ("scheduleRelative", "schedules an action after some ticks"),
                        ("sleep", "moves the clock without running anything"), ("stop", "stops the run"),
                        ("recordedEvents", "the events a test source was given"),
                        ("subscriptions", "when the test source was subscribed and disposed"),
                        ("events", "what a test observer received"),
                    ],
                    tables: ["TestScheduler", "TestableObservable", "TestableObserver"]),
                DocEntry(
                    "Recorded", .type, summary: "an event at a tick: .next(210, 1), .completed(300)",
                    details: "What RxTest sources are made of and observers record; compare them with ==.",
                    example: "print(Recorded.events(.next(1, 2), .completed(3)))",
                    members: [
                        ("next", "a value at a tick"), ("error", "an error at a tick"),
                        ("completed", "completion at a tick"), ("events", "several as one array"),
                        ("time", "its tick"), ("value", "its event"),
                    ],
                    tables: ["Recorded"]),
                DocEntry(
                    "Subscription", .type, summary: "RxTest's subscribe and dispose ticks: Subscription(200, 300)",
                    details: "testableObservable.subscriptions lists them; compare with ==.",
                    example: "print(Subscription(200, 300))",
                    members: [
                        ("subscribe", "the tick it was subscribed"), ("unsubscribe", "the tick it was disposed"),
                    ],
                    tables: ["Subscription"]),
                DocEntry(
                    "EquatableArray", .function, aliases: ["AnyCollection"],
                    summary: "RxTest's wrappers for comparing arrays of values",
                    details: "EquatableArray([1, 2]) and AnyCollection([3]) behave as the arrays they wrap.",
                    example: "print(EquatableArray([1, 2]))"),
            ])
    }
}
