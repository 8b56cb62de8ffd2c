extension DocCatalog {
    /// Letting some values through and not others.
    @_optimize(none) static var filtering: DocFamilyPage {
        DocFamilyPage(
            .filtering,
            [
                DocEntry(
                    "filter", .operator, summary: "only the values the predicate accepts",
                    details: "Calls the predicate with each value and emits the value when it returns true.",
                    corners: ["The predicate must return a Bool; anything else becomes an error event."],
                    example: "cold(\"-1-2-3-4|\").filter { $0 % 2 == 0 }.subscribe()"),
                DocEntry(
                    "take", .operator, aliases: ["takeUntil", "takeWhile"],
                    summary: "the first n values, or values until a signal or while a condition holds",
                    details: """
                        take(2) emits two values and completes. take(for: 1s) takes what comes in that time. \
                        take(while:) stops at the first value failing the predicate; take(until: other) stops \
                        when other emits; take(until: predicate) stops at the first value that passes it.
                        """,
                    corners: [
                        "take(while:) and take(until:) with a predicate have behavior: .exclusive by default; "
                            + ".inclusive also emits the value that stopped it.",
                        "take(n) completes right after the nth value and disposes the source, which stops "
                            + "a timer or a create body.",
                    ],
                    example: "cold(\"-1-2-3-4|\").take(while: { $0 < 3 }).subscribe()",
                    members: [
                        ("inclusive", "take(while:behavior:) also emits the value that ends it"),
                        ("exclusive", "take(while:behavior:) stops before the value that ends it (the default)"),
                    ],
                    tables: ["implicit member"]),
                DocEntry(
                    "takeLast", .operator, summary: "the last n values, emitted when the source completes",
                    details: "Keeps the latest n values and emits them together at completion.",
                    corners: ["Nothing comes before completion; on an endless stream nothing ever comes."],
                    example: "cold(\"-1-2-3|\").takeLast(2).subscribe()"),
                DocEntry(
                    "skip", .operator, aliases: ["skipWhile", "skipUntil"],
                    summary: "drops the first n values, or values while a condition holds, or until a signal",
                    details: """
                        skip(2) drops two values; skip(while:) drops until the predicate first fails, then lets \
                        everything through; skip(until: other) drops until other emits.
                        """,
                    corners: [
                        "skip(while:) checks the predicate only until it first fails; later values pass "
                            + "even if they would match."
                    ],
                    example: "cold(\"-1-5-2-6|\").skip(while: { $0 < 5 }).subscribe()"),
                DocEntry(
                    "distinctUntilChanged", .operator, summary: "drops a value equal to the one just before it",
                    details: """
                        Compares each value with the previous one and emits it only when different. A closure or \
                        at: a key path chooses what is compared.
                        """,
                    corners: ["Only consecutive repeats are dropped: a, b, a emits all three."],
                    example: "cold(\"-a-a-b-a|\").distinctUntilChanged().subscribe()"),
                DocEntry(
                    "element", .operator, aliases: ["elementAt"], summary: "only the value at index n",
                    details: "element(at: 1) emits the second value and completes.",
                    corners: [
                        "If the source completes before that index, the result fails with "
                            + "RxError.argumentOutOfRange."
                    ],
                    example: "cold(\"-a-b-c|\").element(at: 1).subscribe()"),
                DocEntry(
                    "first", .operator, summary: "the first value as a Single (nil when there is none)",
                    details: "Emits the first value and completes at once; an empty source gives nil.",
                    example: "cold(\"-a-b|\").first().subscribe()"),
                DocEntry(
                    "single", .operator, summary: "the one and only value; an error if there are none or several",
                    details: """
                        Passes one value through and checks there is no second: a second value fails with \
                        RxError.moreThanOneElement, none with RxError.noElements. single(predicate) looks for the \
                        one matching value.
                        """,
                    example: "cold(\"-a-b|\").single().catchAndReturn(\"?\").subscribe()"),
                DocEntry(
                    "ignoreElements", .operator, summary: "no values; only completion or error",
                    details: "Drops every value and passes the end through: for when only 'done' matters.",
                    example: "cold(\"-a-b|\").ignoreElements().subscribe()"),
                DocEntry(
                    "ifEmpty", .operator, summary: "a default value, or another stream, when the source has none",
                    details: """
                        ifEmpty(default: x) emits x if the source completes without values; ifEmpty(switchTo: s) \
                        continues with s instead.
                        """,
                    example: "cold(\"---|\").ifEmpty(default: \"none\").subscribe()"),
            ])
    }
}
