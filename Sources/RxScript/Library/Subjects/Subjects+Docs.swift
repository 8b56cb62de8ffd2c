extension DocCatalog {
    /// Streams you push values into by hand.
    @_optimize(none) static var subjects: DocFamilyPage {
        DocFamilyPage(
            .subjects,
            [
                DocEntry(
                    "PublishSubject", .type,
                    summary: "a hot stream you push into; subscribers see only what comes later",
                    details: """
                        Both an observer (onNext, onError, onCompleted) and an observable. Each subscriber gets the \
                        events pushed after it subscribed, and nothing from before.
                        """,
                    corners: [
                        "Values pushed before anyone subscribes are lost.",
                        "After it completes or fails, a new subscriber gets just that end.",
                    ],
                    example: """
                        let subject = PublishSubject<String>()
                        after(10ms) { subject.onNext("a") }
                        after(30ms) { subject.onNext("b"); subject.onCompleted() }
                        subject.subscribe()
                        """),
                DocEntry(
                    "BehaviorSubject", .type,
                    summary: "a subject with a current value, given to each new subscriber first",
                    details: """
                        Created with a value; a subscriber gets the current value at once, then what follows. \
                        value() reads the current value.
                        """,
                    corners: [
                        "value() throws once the subject has failed.",
                        "After completion a new subscriber gets only the completion, not the last value.",
                    ],
                    example: """
                        let subject = BehaviorSubject(value: "start")
                        after(20ms) { subject.onNext("next"); subject.onCompleted() }
                        subject.subscribe()
                        """,
                    members: [("value", "the current value; throws if the subject failed")],
                    tables: ["BehaviorSubject"]),
                DocEntry(
                    "ReplaySubject", .type, summary: "a subject that replays its last n values to each new subscriber",
                    details: """
                        ReplaySubject.create(bufferSize: 2) keeps the two latest values; createUnbounded() keeps \
                        them all. A late subscriber gets the kept values, then the live ones.
                        """,
                    corners: ["The end (completed or error) is replayed too, after the kept values."],
                    example: """
                        let subject = ReplaySubject<Int>.create(bufferSize: 2)
                        subject.onNext(1); subject.onNext(2); subject.onNext(3)
                        after(20ms) { subject.onCompleted() }
                        subject.subscribe()
                        """,
                    members: [
                        ("create", "create(bufferSize:): keeps that many latest values"),
                        ("createUnbounded", "keeps every value"),
                    ],
                    tables: ["ReplaySubject"]),
                DocEntry(
                    "AsyncSubject", .type, summary: "a subject that emits only its last value, when it completes",
                    details: "Keeps the latest value and emits it, followed by completion, when the subject completes.",
                    corners: ["If it fails, subscribers get only the error; the last value is lost."],
                    example: """
                        let subject = AsyncSubject<Int>()
                        after(10ms) { subject.onNext(1); subject.onNext(2) }
                        after(30ms) { subject.onCompleted() }
                        subject.subscribe()
                        """),
                DocEntry(
                    "PublishRelay", .type, summary: "a PublishSubject that can neither complete nor fail",
                    details: """
                        accept(x) pushes a value; there is no onError or onCompleted, so it suits UI events that \
                        must keep flowing (RxRelay).
                        """,
                    example: """
                        let relay = PublishRelay<String>()
                        after(10ms) { relay.accept("a") }
                        after(20ms) { relay.accept("b") }
                        relay.take(2).subscribe()
                        """,
                    members: [("accept", "pushes a value to every subscriber")],
                    tables: ["Relay"]),
                DocEntry(
                    "BehaviorRelay", .type, summary: "a BehaviorSubject that can neither complete nor fail",
                    details: """
                        Holds a current value (relay.value) that new subscribers get first; accept(x) replaces it \
                        and pushes it to everyone. The usual way to keep state in RxSwift code.
                        """,
                    corners: ["relay.value is a snapshot: reading it does not subscribe to later changes."],
                    example: """
                        let count = BehaviorRelay(value: 0)
                        after(10ms) { count.accept(count.value + 1) }
                        count.take(2).subscribe()
                        """,
                    members: [
                        ("accept", "replaces the current value and pushes it to every subscriber"),
                        ("value", "the current value"),
                    ],
                    tables: ["Relay"]),
                DocEntry(
                    "ReplayRelay", .type, summary: "a ReplaySubject that can neither complete nor fail",
                    details: "ReplayRelay.create(bufferSize: n) replays its last n values to each new subscriber.",
                    example: """
                        let relay = ReplayRelay<Int>.create(bufferSize: 1)
                        relay.accept(1); relay.accept(2)
                        relay.take(1).subscribe()
                        """,
                    members: [
                        ("create", "create(bufferSize:): keeps that many latest values"),
                        ("createUnbounded", "keeps every value"),
                    ],
                    tables: ["ReplayRelay"]),
                DocEntry(
                    "onNext", .method, summary: "pushes a value into an observer or subject",
                    details: """
                        Observers (in create) and subjects take events through onNext, onError and onCompleted, or \
                        on(.next(x)). A subject also tells whether anyone listens and can be used as an observer.
                        """,
                    corners: ["After onCompleted or onError, further events are ignored."],
                    example: """
                        let subject = PublishSubject<Int>()
                        subject.subscribe(onNext: { print("got", $0) })
                        subject.onNext(1)
                        subject.on(.next(2))
                        subject.onCompleted()
                        """,
                    members: [
                        ("onNext", "pushes a value"), ("onError", "ends with an error"),
                        ("onCompleted", "ends normally"), ("on", "pushes an event: .next(x), .error(e), .completed"),
                        ("asObserver", "the subject as a plain observer"),
                        ("hasObservers", "true while anyone is subscribed"),
                        ("dispose", "releases the subject; later use fails"),
                    ],
                    tables: ["Observer", "Subject"]),
                DocEntry(
                    "AnyObserver", .type, summary: "an observer from a closure: AnyObserver<Int> { event in ... }",
                    details: """
                        AnyObserver(eventHandler:), or a trailing closure, calls the closure with each event; \
                        AnyObserver(observer) wraps any observer, subject or Binder. It takes onNext, onError, \
                        onCompleted and on(_:), and bind(to:) and subscribe take it.
                        """,
                    corners: [
                        "Unlike a subject it keeps no state: events after completed still reach the closure, as in RxSwift."
                    ],
                    example: """
                        let printer = AnyObserver<Int> { event in print("got", event) }
                        of(1, 2).subscribe(printer)
                        """),
            ])
    }
}
