extension DocCatalog {
    /// Several streams into one.
    @_optimize(none) static var combining: DocFamilyPage {
        DocFamilyPage(
            .combining,
            [
                DocEntry(
                    "merge", .operator, summary: "the values of several streams, interleaved as they come",
                    details: """
                        merge(a, b) subscribes to all at once and forwards every value; it completes when all have \
                        completed and fails when any fails. On a stream of streams, merge() flattens them, at most \
                        maxConcurrent: at a time.
                        """,
                    corners: ["One error ends everything; catch inside each source to keep the others."],
                    example: "merge(cold(\"-a---b|\"), cold(\"--1-2|\")).subscribe()"),
                DocEntry(
                    "concat", .operator,
                    summary: "one stream after another: the next starts when the previous completes",
                    details: """
                        concat(a, b) or a.concat(b) subscribes to b only after a completes, so values keep their \
                        order. On a stream of streams, concat() does the same for each inner stream.
                        """,
                    corners: [
                        "If the first never completes, the second never starts.",
                        "A hot second source loses what it emitted while waiting.",
                    ],
                    example: "cold(\"-a-b|\").concat(cold(\"-c|\")).subscribe()"),
                DocEntry(
                    "combineLatest", .creator, summary: "the latest value of each source, whenever any emits",
                    details: """
                        Once every source has emitted, each new value from any of them emits the combination of \
                        the latest ones (a tuple, or what resultSelector: returns).
                        """,
                    corners: [
                        "Nothing is emitted until every source has emitted at least once: start a source with "
                            + "startWith if it may be late.",
                        "It completes when all sources complete (or at once if one completes without a value).",
                    ],
                    example: "combineLatest(cold(\"-a---b|\"), cold(\"--1-2-|\")) { \"\\($0)\\($1)\" }.subscribe()"),
                DocEntry(
                    "zip", .creator, summary: "pairs: first with first, second with second",
                    details: """
                        Waits for a value from every source and emits them together, keeping order by index; \
                        resultSelector: combines them.
                        """,
                    corners: [
                        "A fast source's values pile up waiting for the slow one.",
                        "Values still waiting for a partner when the other source completes are never emitted.",
                    ],
                    example: "zip(cold(\"-a--b|\"), cold(\"--1-2-|\")) { \"\\($0)\\($1)\" }.subscribe()"),
                DocEntry(
                    "withLatestFrom", .operator, summary: "each value combined with another stream's latest value",
                    details: """
                        When the source emits, pairs it with the other stream's most recent value (or just takes \
                        that value). The other stream never triggers an emission itself.
                        """,
                    corners: [
                        "Source values before the other stream's first value are dropped.",
                        "Only the source's completion ends it; the other completing changes nothing.",
                    ],
                    example: "cold(\"--a--b|\").withLatestFrom(cold(\"-1-2|\")) { \"\\($0)\\($1)\" }.subscribe()"),
                DocEntry(
                    "startWith", .operator, summary: "values emitted first, before the source's",
                    details: "startWith(0) emits 0 at subscription, then everything the source emits.",
                    corners: [
                        "Several arguments are emitted in the order written: startWith(1, 2) gives 1, 2, then "
                            + "the source."
                    ],
                    example: "cold(\"-a-b|\").startWith(\"s\").subscribe()"),
                DocEntry(
                    "amb", .creator, summary: "whichever stream emits first wins; the others are dropped",
                    details: """
                        Subscribes to all and, at the first event from any, keeps only that one and disposes the \
                        rest. a.amb(b) is the two-stream form.
                        """,
                    example: "cold(\"---a|\").amb(cold(\"-b-c|\")).subscribe()"),
            ])
    }
}
