extension DocCatalog {
    /// One subscription to the source for many subscribers.
    @_optimize(none) static var sharing: DocFamilyPage {
        DocFamilyPage(
            .sharing,
            [
                DocEntry(
                    "share", .operator, aliases: ["shareReplay", "shareReplayLatestWhileConnected"],
                    summary: "one subscription to the source, shared by every subscriber",
                    details: """
                        The first subscriber connects to the source; later ones join the same run instead of \
                        starting another, and the source is disposed when the last one leaves. replay: n gives a \
                        late subscriber the last n values.
                        """,
                    corners: [
                        "replay: defaults to 0, so a late subscriber misses earlier values; share(replay: 1) "
                            + "is what UI state usually wants.",
                        "scope: .whileConnected (the default) forgets the replayed values when everyone leaves; "
                            + ".forever keeps them for whoever comes next.",
                        "Once the source has completed, a new subscriber starts a new run (whileConnected).",
                    ],
                    example: """
                        let source = cold("-a-b-c|").do(onSubscribe: { print("source subscribed") })
                        let shared = source.share(replay: 1)
                        shared.subscribe()
                        after(30ms) { shared.subscribe(onNext: { print("late:", $0) }) }
                        shared.subscribe()
                        """,
                    members: [
                        ("whileConnected", "share(scope:): replayed values are dropped when no one listens"),
                        ("forever", "share(scope:): replayed values are kept for later subscribers"),
                    ],
                    tables: ["SubjectLifetimeScope", "implicit member"]),
                DocEntry(
                    "publish", .operator, summary: "a connectable stream: shared, but silent until connect()",
                    details: """
                        Subscribers attach to a PublishSubject; the source runs only after connect(), and late \
                        subscribers miss what came before.
                        """,
                    corners: ["Nothing happens without connect(), or refCount() to connect automatically."],
                    example: """
                        let published = cold("-a-b|").publish()
                        published.subscribe()
                        published.connect()
                        published.subscribe()
                        """),
                DocEntry(
                    "replay", .operator, summary: "a connectable stream that replays its last n values",
                    details: "Like publish, but with a ReplaySubject of that buffer size behind it.",
                    example: """
                        let replayed = cold("-a-b|").replay(1)
                        replayed.connect()
                        after(30ms) { replayed.subscribe(onNext: { print("late:", $0) }) }
                        replayed.subscribe()
                        """),
                DocEntry(
                    "replayAll", .operator, summary: "a connectable stream that replays every value",
                    details: "replay with an unbounded buffer: every late subscriber gets the whole history.",
                    example: """
                        let all = cold("-a-b|").replayAll()
                        all.connect()
                        all.subscribe()
                        """),
                DocEntry(
                    "multicast", .operator, summary: "a connectable stream through a subject you choose",
                    details: """
                        multicast(subject) shares the source through that subject once connected; \
                        multicast(makeSubject:) makes a fresh subject for each connection.
                        """,
                    example: """
                        let shared = cold("-a-b|").multicast(PublishSubject<String>())
                        shared.connect()
                        shared.subscribe()
                        """),
                DocEntry(
                    "connect", .method, summary: "starts a connectable stream's shared subscription",
                    details: "Subscribes publish/replay/multicast to its source; dispose what it returns to stop it.",
                    example: """
                        let published = interval(10ms).take(2).publish()
                        published.subscribe()
                        published.connect()
                        """),
                DocEntry(
                    "refCount", .operator, summary: "connects on the first subscriber, disconnects after the last",
                    details:
                        "Turns a connectable stream back into an ordinary shared one; share() is publish().refCount().",
                    example: "cold(\"-a-b|\").publish().refCount().subscribe()"),
                DocEntry(
                    "SubjectLifetimeScope", .type,
                    summary: "how long share keeps its subject: .whileConnected or .forever",
                    details: "Passed as share(replay:scope:); see share.",
                    example: "cold(\"-a|\").share(replay: 1, scope: .forever).subscribe()"),
            ])
    }
}
