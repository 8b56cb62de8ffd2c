extension DocCatalog {
    /// A stream per value, flattened back into one stream.
    @_optimize(none) static var flattening: DocFamilyPage {
        DocFamilyPage(
            .flattening,
            [
                DocEntry(
                    "flatMap", .operator, summary: "a stream per value, all merged: inner values interleave",
                    details: """
                        Calls the closure for each value to get an inner stream and subscribes to every inner \
                        stream at once; their values are merged as they arrive.
                        """,
                    corners: [
                        "Inner streams run concurrently, so the order of results can differ from the order of "
                            + "requests; use concatMap to keep it, flatMapLatest to keep only the newest.",
                        "The result completes only when the source and every inner stream have completed.",
                    ],
                    example: "cold(\"-a--b|\").flatMap { x in cold(\"-x-x|\", values: [\"x\": x]) }.subscribe()"),
                DocEntry(
                    "flatMapLatest", .operator,
                    summary: "a stream per value; a new value cancels the previous inner stream",
                    details: """
                        Like flatMap, but only the newest inner stream is listened to: the previous one is disposed \
                        as soon as a new value arrives. The usual choice for search-as-you-type.
                        """,
                    corners: ["Disposing the old inner stream cancels its work (a create body's disposable runs)."],
                    example:
                        "cold(\"-a-b----|\")\n    .flatMapLatest { x in cold(\"--x-x|\", values: [\"x\": x]) }.subscribe()"
                ),
                DocEntry(
                    "flatMapFirst", .operator, summary: "a stream per value, ignoring values while one is running",
                    details: """
                        Subscribes to an inner stream and drops source values until it completes: for buttons that \
                        must not start a second request while one runs.
                        """,
                    example:
                        "cold(\"-a-b----c|\")\n    .flatMapFirst { x in cold(\"--x|\", values: [\"x\": x]) }.subscribe()"
                ),
                DocEntry(
                    "concatMap", .operator, summary: "a stream per value, one at a time, in order",
                    details: """
                        Like flatMap, but the next inner stream is subscribed only when the previous completes; \
                        source values wait their turn.
                        """,
                    corners: ["An inner stream that never completes blocks all the later ones."],
                    example: "cold(\"-a-b|\").concatMap { x in cold(\"--x|\", values: [\"x\": x]) }.subscribe()"),
                DocEntry(
                    "switchLatest", .operator, summary: "a stream of streams, listening only to the newest",
                    details: """
                        The flattening half of flatMapLatest: when a new inner stream arrives, the previous one is \
                        disposed.
                        """,
                    example: "of(cold(\"-a-b|\"), cold(\"--c|\")).switchLatest().subscribe()"),
            ])
    }
}
