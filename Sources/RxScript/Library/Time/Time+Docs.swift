extension DocCatalog {
    /// Operators that wait, drop by time, or cut a stream into time windows.
    @_optimize(none) static var time: DocFamilyPage {
        DocFamilyPage(
            .time,
            [
                DocEntry(
                    "throttle", .operator, summary: "at most one value per window: the first, and (latest:) the last",
                    details: """
                        Emits a value at once, then opens a window of the given length. With latest: true (the \
                        default) the last value that arrived during the window is emitted when it closes; with \
                        latest: false values arriving in the window are dropped.
                        """,
                    corners: [
                        "latest: defaults to true, which surprises people expecting pure dropping: pass "
                            + "latest: false for 'first value, then silence'.",
                        "A completion that arrives while a latest value waits waits too: the value comes when "
                            + "the window closes, then completed.",
                    ],
                    example: "cold(\"-a-b-c---d|\").throttle(30ms, latest: false).subscribe()"),
                DocEntry(
                    "debounce", .operator, summary: "a value only once the source has been quiet for a while",
                    details: """
                        Holds each value and emits it when no newer value arrived within the due time; a newer \
                        value restarts the wait. Typing into a search field is the classic use.
                        """,
                    corners: [
                        "A source that never pauses long enough emits nothing until it completes.",
                        "At completion the value still held is emitted before completed.",
                    ],
                    example: "cold(\"-a--b----c|\").debounce(20ms).subscribe()"),
                DocEntry(
                    "delay", .operator, summary: "every value (and completion) shifted later in time",
                    details: """
                        Re-emits each value after the given time, on the scheduler (main by default). Completion is \
                        delayed too.
                        """,
                    corners: ["An error is not delayed: it arrives at once and drops values still waiting."],
                    example: "cold(\"-a-b-c|\").delay(20ms).subscribe()"),
                DocEntry(
                    "delaySubscription", .operator, summary: "subscribes to the source later",
                    details: """
                        Waits the given time before subscribing. For a cold source everything starts later; a hot \
                        source's earlier events are simply missed.
                        """,
                    example: "cold(\"-a-b-c|\").delaySubscription(20ms).subscribe()"),
                DocEntry(
                    "sample", .operator, summary: "the latest value, each time a sampler stream ticks",
                    details: """
                        When the sampler emits, emits the source's most recent value if a new one arrived since \
                        the last tick; defaultValue: is emitted when there is none.
                        """,
                    corners: [
                        "A value is emitted at most once: a tick with nothing new emits nothing (or the "
                            + "defaultValue:)."
                    ],
                    example: "cold(\"-1-2-3|\").sample(cold(\"--x---x-x|\")).subscribe()"),
                DocEntry(
                    "timeout", .operator, summary: "an error (or another stream) when the next value is too late",
                    details: """
                        Each value (and the subscription itself) starts a timer; if it expires before the next value, \
                        the stream fails with RxError.timeout, or switches to other: if given.
                        """,
                    corners: ["The time is measured between values, not for the whole stream."],
                    example: "cold(\"-a-----b|\").timeout(30ms).subscribe()"),
                DocEntry(
                    "buffer", .operator, summary: "values gathered into arrays, by time span or count",
                    details: """
                        buffer(timeSpan:count:scheduler:) emits an array when count values have arrived or when \
                        the time span has passed, whichever comes first, and the rest at completion.
                        """,
                    corners: [
                        "When the time span passes with nothing gathered it emits an empty array [].",
                        "Both timeSpan: and count: are required, as in RxSwift.",
                    ],
                    example: """
                        cold("-a-b-c--------d|")
                            .buffer(timeSpan: 40ms, count: 2, scheduler: main).subscribe()
                        """),
                DocEntry(
                    "window", .operator, summary: "like buffer, but each group is a stream of its own",
                    details: """
                        Emits inner observables, each carrying the values of one time span or count; flatMap or \
                        concatMap them to work with their values.
                        """,
                    corners: ["Like buffer, an empty span gives an empty window (one that just completes)."],
                    example: """
                        cold("-a-b-c-d|").window(timeSpan: 30ms, count: 2, scheduler: main)
                            .flatMap { $0.toArray() }.subscribe()
                        """),
            ])
    }
}
