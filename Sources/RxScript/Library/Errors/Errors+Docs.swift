extension DocCatalog {
    /// Recovering from errors, and the errors themselves.
    @_optimize(none) static var errors: DocFamilyPage {
        DocFamilyPage(
            .errors,
            [
                DocEntry(
                    "catch", .operator, aliases: ["catchError"],
                    summary: "on error, continues with the stream the handler returns",
                    details: """
                        When the source fails, calls the handler with the error and subscribes to the stream it \
                        returns instead. Observable.catch(sequence:) tries a list of streams in turn.
                        """,
                    corners: [
                        "The failed source is not subscribed again: use retry for that.",
                        "The values before the error stay delivered; the recovery stream follows them.",
                    ],
                    example: "cold(\"-a-#\").catch { _ in cold(\"-x|\") }.subscribe()"),
                DocEntry(
                    "catchAndReturn", .operator, aliases: ["catchErrorJustReturn"],
                    summary: "on error, one fallback value, then completed",
                    details: "Replaces an error with a value and a normal completion.",
                    corners: ["The stream still ends there: later values from the source are lost."],
                    example: "cold(\"-a-#\").catchAndReturn(\"fallback\").subscribe()"),
                DocEntry(
                    "retry", .operator, aliases: ["retryWhen"],
                    summary: "on error, subscribes to the source again",
                    details: """
                        retry() resubscribes after every error; retry(n) makes at most n attempts in total; \
                        retry(when:) decides with a stream of the errors, resubscribing when it emits.
                        """,
                    corners: [
                        "retry(3) means three attempts in all, the first included, so only two retries.",
                        "Each attempt subscribes anew: a create body (a request) runs again, and values "
                            + "already emitted are emitted again.",
                    ],
                    example: "cold(\"-a-#\").retry(2).subscribe()"),
                DocEntry(
                    "RxError", .type, summary: "the errors RxSwift's operators raise",
                    details: "Its cases are values you can throw, compare and match against.",
                    example: "error(RxError.timeout).subscribe()",
                    members: [
                        ("timeout", "timeout found no value in time"),
                        ("noElements", "single or asSingle found no value"),
                        ("moreThanOneElement", "single or asSingle found a second value"),
                        ("argumentOutOfRange", "element(at:) found too few values"),
                        ("overflow", "a count went past what fits in an Int"),
                        ("unknown", "an error with nothing more to say"),
                    ],
                    tables: ["RxError"]),
                DocEntry(
                    "NSError", .type, summary: "Foundation's error type: NSError(domain:code:userInfo:)",
                    details: "For code pasted from apps; error.localizedDescription reads its description.",
                    example: "error(NSError(domain: \"net\", code: 404)).subscribe()",
                    members: [("localizedDescription", "the error's description, on any error value")],
                    tables: ["Error"]),
                DocEntry(
                    "testError", .value, aliases: ["testError1", "testError2", "retryError"],
                    summary: "ready-made errors, as RxSwift's own tests use them",
                    details: "testError, testError1, testError2 and retryError are distinct errors for exercises.",
                    example: "error(testError).catchAndReturn(1).subscribe()"),
                DocEntry(
                    "CustomErrorType", .type, summary: "an error type to throw when any error will do",
                    details: "CustomErrorType() makes a fresh error, as in RxSwift's test suite.",
                    example: "error(CustomErrorType()).subscribe()"),
                DocEntry(
                    "fatalError", .function, aliases: ["preconditionFailure"],
                    summary: "stops the script with a message, as Swift's does",
                    details: "Ends the running script with a run-time error naming the message; the REPL survives it.",
                    example: "let check = { (x: Int) in if x < 0 { fatalError(\"negative\") } }\ncheck(1)"),
            ])
    }
}
