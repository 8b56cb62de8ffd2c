extension DocCatalog {
    /// Changing each value, or what a stream's values add up to.
    @_optimize(none) static var transforming: DocFamilyPage {
        DocFamilyPage(
            .transforming,
            [
                DocEntry(
                    "map", .operator, summary: "each value transformed by a closure",
                    details: """
                        Calls the closure with every value and emits what it returns; completion and errors pass \
                        through unchanged. A closure that throws (or fails at run time) turns into an error event.
                        """,
                    example: "cold(\"-1-2-3|\").map { $0 * 10 }.subscribe()"),
                DocEntry(
                    "compactMap", .operator, summary: "map, dropping the nils",
                    details: "Like map, but a nil result emits nothing: handy to parse and skip what does not parse.",
                    example: "cold(\"-1-x-3|\").compactMap { Int($0) }.subscribe()"),
                DocEntry(
                    "scan", .operator, summary: "a running total: every intermediate accumulation",
                    details: """
                        scan(seed) { total, value in ... } emits the new accumulation after every value. \
                        scan(into: seed) lets the closure change the accumulator in place ($0 += $1).
                        """,
                    corners: [
                        "The seed itself is not emitted; use startWith(seed) too if you want it.",
                        "reduce emits only the final result, at completion; scan emits every step.",
                    ],
                    example: "cold(\"-1-2-3|\").scan(0) { $0 + $1 }.subscribe()"),
                DocEntry(
                    "reduce", .operator, summary: "one final accumulation, when the source completes",
                    details: """
                        Folds every value into an accumulator and emits it once, at completion. mapResult: \
                        transforms the final value.
                        """,
                    corners: [
                        "Nothing is emitted before the source completes, so on an endless stream (interval) "
                            + "reduce never emits; an error loses the partial result."
                    ],
                    example: "cold(\"-1-2-3|\").reduce(0) { $0 + $1 }.subscribe()"),
                DocEntry(
                    "toArray", .operator, summary: "every value in one array, as a Single, at completion",
                    details: """
                        Collects the values and emits them as one array when the source completes; an empty \
                        source gives []. In RxSwift 6 the result is a Single.
                        """,
                    corners: ["Like reduce, it waits for completion: it never emits for an endless stream."],
                    example: "cold(\"-a-b-c|\").toArray().subscribe()"),
                DocEntry(
                    "enumerated", .operator, summary: "each value paired with its index: (index, element)",
                    details: "Emits tuples (index: 0, element: x), (index: 1, element: y)…; the index counts from 0.",
                    example: "cold(\"-a-b|\").enumerated().map { \"\\($0.index):\\($0.element)\" }.subscribe()"),
                DocEntry(
                    "groupBy", .operator, summary: "one GroupedObservable per key, each with that key's values",
                    details: """
                        groupBy(keySelector:) emits a GroupedObservable the first time a key comes, then sends that \
                        value and every later one with the key into it; group.key is the key. A group is hot: \
                        subscribe to it when it is emitted (or flatMap it) to see its first value. Completion and \
                        errors reach every group, then the result.
                        """,
                    corners: [
                        "A group subscribed after its first value missed it, as a PublishSubject's late subscriber.",
                        "Disposing the result keeps the source subscribed while a group is still observed.",
                        "An error thrown by the key selector ends every group and the result with it.",
                    ],
                    example: "of(1, 2, 3, 4).groupBy { $0 % 2 }.flatMap { $0.toArray() }.subscribe()",
                    members: [("key", "the key every value of the group has")], tables: ["GroupedObservable"]),
                DocEntry(
                    "materialize", .operator,
                    summary: "events as values: next, error and completed become .next(event)",
                    details: """
                        Wraps each event in an Event value and then completes, so an error becomes an ordinary \
                        value that does not end the outer subscription. dematerialize() undoes it.
                        """,
                    corners: ["The materialized stream completes right after the wrapped error or completion."],
                    example: "cold(\"-a-#\").materialize().subscribe()"),
                DocEntry(
                    "dematerialize", .operator, summary: "Event values turned back into events",
                    details: "The inverse of materialize: .next(x) emits x, .error(e) fails, .completed completes.",
                    example: "of(Event.next(1), Event.next(2), Event.completed).dematerialize().subscribe()"),
            ])
    }
}
