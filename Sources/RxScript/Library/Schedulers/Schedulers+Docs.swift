extension DocCatalog {
    /// Where and when work runs: schedulers, queues, threads and durations.
    @_optimize(none) static var schedulers: DocFamilyPage {
        DocFamilyPage(
            .schedulers,
            [
                DocEntry(
                    "observe", .operator, aliases: ["observeOn"],
                    summary: "delivers the events downstream on another scheduler",
                    details: """
                        observe(on: main) moves everything after it onto that scheduler; work before it is \
                        unaffected. Put it just before UI code, as RxCocoa's Driver does for you.
                        """,
                    corners: [
                        "It changes where events arrive, not where the source runs: that is subscribe(on:).",
                        "Each event hops separately, so on a concurrent scheduler ordering is kept but events "
                            + "arrive a little later.",
                    ],
                    example: "cold(\"-a-b|\").observe(on: background).map { $0.uppercased() }.subscribe()"),
                DocEntry(
                    "main", .value, summary: "the main thread's scheduler (MainScheduler.instance)",
                    details: """
                        Where UI work belongs and where time operators run by default. In virtual time it is a \
                        named view of the one virtual clock, so traces show 'main'.
                        """,
                    example: "just(1).observe(on: main).subscribe()"),
                DocEntry(
                    "background", .value, summary: "a concurrent background queue's scheduler",
                    details: "A concurrent dispatch queue labelled 'background': the place to move slow work off main.",
                    corners: ["Values reaching a UI binding from here trigger rxrepl's off-main-thread warning."],
                    example: "just(1).observe(on: background).subscribe()"),
                DocEntry(
                    "serial", .function, summary: "a serial queue's scheduler, by name: serial(\"db\")",
                    details: "The same name gives the same queue; work on it runs one item at a time, in order.",
                    example: "interval(10ms, scheduler: serial(\"db\")).take(2).subscribe()"),
                DocEntry(
                    "MainScheduler", .type, summary: "RxSwift's main-thread scheduler: MainScheduler.instance",
                    details: """
                        instance runs work at once when already on main; asyncInstance always dispatches. The \
                        same scheduler as the global main.
                        """,
                    example: "interval(10ms, scheduler: MainScheduler.instance).take(2).subscribe()",
                    members: [
                        ("instance", "the main-thread scheduler"),
                        ("asyncInstance", "the main-thread scheduler that always dispatches, even from main"),
                        (
                            "ensureRunningOnMainThread",
                            "nothing on main; elsewhere an error, where RxSwift's fatal error stops the app"
                        ),
                        ("ensureExecutingOnScheduler", "the older name of ensureRunningOnMainThread's check"),
                    ],
                    tables: ["MainScheduler"]),
                DocEntry(
                    "CurrentThreadScheduler", .type,
                    summary: "runs work on the current thread, queued behind what runs now",
                    details: "CurrentThreadScheduler.instance has no clock, so time operators cannot use it.",
                    example: "just(1, scheduler: CurrentThreadScheduler.instance).subscribe()",
                    members: [("instance", "the scheduler of the current thread")],
                    tables: ["CurrentThreadScheduler"]),
                DocEntry(
                    "ConcurrentDispatchQueueScheduler", .type, summary: "a scheduler over a concurrent dispatch queue",
                    details: "ConcurrentDispatchQueueScheduler(qos: .background) or (queue: someQueue).",
                    example:
                        "let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)\njust(1).subscribe(on: scheduler).subscribe()"
                ),
                DocEntry(
                    "SerialDispatchQueueScheduler", .type, summary: "a scheduler over a serial dispatch queue",
                    details: "SerialDispatchQueueScheduler(qos:) or (internalSerialQueueName:): one item at a time.",
                    example: "just(1, scheduler: SerialDispatchQueueScheduler(qos: .utility)).subscribe()"),
                DocEntry(
                    "OperationQueueScheduler", .type, aliases: ["OperationQueue"],
                    summary: "a scheduler over an OperationQueue",
                    details:
                        "OperationQueueScheduler(operationQueue: OperationQueue()) runs each item as an operation.",
                    example:
                        "let scheduler = OperationQueueScheduler(operationQueue: OperationQueue())\njust(2).observe(on: scheduler).subscribe()"
                ),
                DocEntry(
                    "DispatchQueue", .type,
                    summary: "Grand Central Dispatch queues: main, global(), DispatchQueue(label:)",
                    details: """
                        For code pasted from apps: queue.async { } and asyncAfter(deadline:) run closures there, \
                        traced with the queue's label as the thread.
                        """,
                    example: """
                        let queue = DispatchQueue(label: "work")
                        queue.async { print("on main?", Thread.isMainThread) }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) { print("later") }
                        """,
                    members: [
                        ("main", "the main queue"), ("global", "a concurrent queue: global() or global(qos:)"),
                        ("async", "runs a closure or work item on the queue; async(group:execute:) in a group"),
                        ("asyncAfter", "runs a closure or work item on the queue after a deadline"),
                        ("sync", "runs a closure now on the calling thread and returns its value"),
                        ("label", "the queue's name"),
                        ("concurrent", "attributes: blocks may run at once"),
                        ("initiallyInactive", "attributes: accepted, not used"),
                        ("background", "qos: the lowest priority"), ("utility", "qos: long-running work"),
                        ("default", "qos: the default priority"), ("userInitiated", "qos: work the user waits for"),
                        ("userInteractive", "qos: work for the UI"), ("unspecified", "qos: none given"),
                    ],
                    tables: ["DispatchQueue", "implicit member"]),
                DocEntry(
                    "DispatchSource", .type, summary: "dispatch timers: DispatchSource.makeTimerSource()",
                    details: """
                        A timer source fires its event handler on its queue: schedule(deadline:repeating:), \
                        setEventHandler { }, resume(), and cancel() to stop.
                        """,
                    corners: ["A timer does nothing until resume()."],
                    example: """
                        let timer = DispatchSource.makeTimerSource()
                        var ticks = 0
                        timer.schedule(deadline: .now(), repeating: .milliseconds(10))
                        timer.setEventHandler {
                            ticks += 1
                            print("tick", ticks)
                            if ticks == 2 { timer.cancel() }
                        }
                        timer.resume()
                        """,
                    members: [
                        ("makeTimerSource", "a new timer source, optionally on a queue"),
                        ("schedule", "when it first fires and how often"),
                        ("setEventHandler", "what runs each time it fires"),
                        ("resume", "starts it"), ("cancel", "stops it for good"),
                    ],
                    tables: ["DispatchSource", "DispatchSourceTimer"]),
                DocEntry(
                    "DispatchTime", .type, summary: "a dispatch deadline: .now() + 0.5",
                    details: "Used by asyncAfter(deadline:) and timer sources; adding a number adds seconds.",
                    example: "DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { print(\"done\") }",
                    members: [("now", "this instant"), ("distantFuture", "a deadline no wait reaches")],
                    tables: ["DispatchTime", "implicit member"]),
                DocEntry(
                    "DispatchTimeInterval", .type, summary: "a dispatch duration: .seconds(1), .milliseconds(500)",
                    details: "The same durations as RxTimeInterval.",
                    example: "print(DispatchTimeInterval.milliseconds(500))",
                    members: [
                        ("seconds", "whole seconds"), ("milliseconds", "thousandths of a second"),
                        ("microseconds", "millionths of a second"), ("nanoseconds", "billionths of a second"),
                    ],
                    tables: ["DispatchTimeInterval"]),
                DocEntry(
                    "RxTimeInterval", .type, summary: "durations for time operators: .milliseconds(300) or 300ms",
                    details: """
                        RxSwift spells durations .seconds(1) or .milliseconds(300); rxrepl also takes the literals \
                        1s, 300ms, 2m. A bare number means seconds.
                        """,
                    example: "interval(.milliseconds(10)).take(2).subscribe()",
                    members: [
                        ("seconds", "whole seconds"), ("milliseconds", "thousandths of a second"),
                        ("microseconds", "millionths of a second"), ("nanoseconds", "billionths of a second"),
                        ("description", "the duration as text"),
                    ],
                    tables: ["RxTimeInterval", "implicit member"]),
                DocEntry(
                    "Thread", .type, summary: "the current thread: Thread.isMainThread, Thread.current.name",
                    details: """
                        Thread.isMainThread tells whether code runs on main; Thread.current is the thread running the \
                        code, with isMainThread, name (main, background, a queue's label: what the trace shows) and \
                        Foundation's printed form; Thread.main is main. sleep blocks the thread.
                        """,
                    corners: [
                        "Sleeping on main blocks everything scheduled there, the prompt included.",
                        "On the virtual clock a sleep inside scheduled work sleeps only that simulated thread: the "
                            + "others run meanwhile at their due times; at the top level the clock runs on with main's "
                            + "work too.",
                        "print(Thread.current) shows <NSThread: 0x…>{number = 1, name = main}: threads are numbered "
                            + "1 for main, then as they first appear, and the address is made from the number so "
                            + "that runs print the same.",
                    ],
                    example: "just(1).observe(on: background).map { _ in Thread.current.name }.subscribe()",
                    members: [
                        ("isMainThread", "true on the main thread"),
                        ("sleep", "blocks the calling thread: sleep(forTimeInterval:) or sleep(until:)"),
                        ("current", "the thread running the code"), ("main", "the main thread"),
                        ("name", "the thread's name, as traces show it"),
                        ("description", "the thread as Foundation prints it"),
                    ],
                    tables: ["Thread"]),
                DocEntry(
                    "sleep", .function, aliases: ["usleep"], summary: "Glibc's sleep(seconds) and usleep(microseconds)",
                    details: """
                        Block the calling thread as Thread.sleep does: on the virtual clock only that simulated \
                        thread sleeps while the others run.
                        """,
                    example: "usleep(20_000)\nprint(\"20 ms later\")"),
                DocEntry(
                    "DispatchGroup", .type, summary: "waits for several pieces of work: enter, leave, notify, wait",
                    details: """
                        enter() before each piece of work and leave() when it is done, or queue.async(group:) for \
                        both; notify(queue:) runs a block once every piece has left, and wait() blocks the calling \
                        thread until then (wait(timeout:) gives up at a deadline: .success or .timedOut).
                        """,
                    corners: [
                        "On the virtual clock a wait blocks only its simulated thread; a wait nothing left can end is "
                            + "an error where Swift would hang, as is a wait on main for work queued on main.",
                        "A leave() without its enter() is an error, as Dispatch stops the program there.",
                    ],
                    example: """
                        let group = DispatchGroup()
                        group.enter()
                        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { group.leave() }
                        group.notify(queue: .main) { print("all done") }
                        """,
                    members: [
                        ("enter", "one more piece of work"), ("leave", "one piece is done"),
                        ("notify", "notify(queue:execute:): runs the block once all have left"),
                        ("wait", "blocks until all have left: wait() or wait(timeout:)"),
                    ],
                    tables: ["DispatchGroup"]),
                DocEntry(
                    "DispatchSemaphore", .type, summary: "a counter to wait on: DispatchSemaphore(value: 0)",
                    details: """
                        wait() takes one from the count, blocking the calling thread while it is zero; signal() \
                        gives one back (and returns 1 if it woke a waiting thread). wait(timeout:) returns \
                        .success or .timedOut.
                        """,
                    corners: [
                        "On the virtual clock a wait blocks only its simulated thread; a wait nothing left can end is "
                            + "an error where Swift would hang."
                    ],
                    example: """
                        let done = DispatchSemaphore(value: 0)
                        DispatchQueue.global().async { print("working"); done.signal() }
                        done.wait()
                        print("done")
                        """,
                    members: [("wait", "takes one, blocking while there is none"), ("signal", "gives one back")],
                    tables: ["DispatchSemaphore"]),
                DocEntry(
                    "DispatchTimeoutResult", .type, summary: "what wait(timeout:) returns: .success or .timedOut",
                    details: "Compare it with == or switch over it.",
                    example: "print(DispatchGroup().wait(timeout: .now() + 1) == .success)",
                    members: [("success", "the wait ended in time"), ("timedOut", "the deadline came first")],
                    tables: ["DispatchTimeoutResult", "implicit member"]),
                DocEntry(
                    "DispatchWorkItem", .type, summary: "a block to perform, queue, or cancel",
                    details: """
                        DispatchWorkItem { … } wraps a block; perform() runs it now, a queue's async(execute:) or \
                        asyncAfter(deadline:execute:) later, and cancel() before it runs means it never does.
                        """,
                    example: """
                        let search = DispatchWorkItem { print("search") }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01, execute: search)
                        search.cancel()
                        print(search.isCancelled)
                        """,
                    members: [
                        ("perform", "runs the block now"), ("cancel", "keeps it from running"),
                        ("isCancelled", "true after cancel()"),
                    ],
                    tables: ["DispatchWorkItem"]),
                DocEntry(
                    "RunLoop", .type, aliases: ["CFRunLoopRun", "PlaygroundPage"],
                    summary: "keeping a program alive: accepted, as rxrepl already waits",
                    details: """
                        RunLoop.main.run(), CFRunLoopRun() and PlaygroundPage.current.needsIndefiniteExecution = true \
                        keep a Swift program or playground running for its asynchronous work; rxrepl runs every \
                        script until nothing more can happen, so they note that once and go on. \
                        RunLoop.current.run(until:) and run(mode:before:) run the clock until that date, as \
                        Thread.sleep does.
                        """,
                    corners: ["Unlike Swift, where run() never returns, the statements after run() run."],
                    example: """
                        after(0.01) { print("timer") }
                        RunLoop.current.run(until: Date() + 0.02)
                        print("after the run loop")
                        """,
                    members: [
                        ("main", "the main thread's run loop"), ("current", "the calling thread's run loop"),
                        ("run", "run(), run(until:) or run(mode:before:)"),
                        ("needsIndefiniteExecution", "PlaygroundPage.current's: accepted, with a note"),
                    ],
                    tables: ["RunLoop", "PlaygroundPage"]),
                DocEntry(
                    "after", .function, summary: "runs a closure once, later: after(1s) { ... }",
                    details: """
                        Schedules the closure on main (or on:) after the delay, on the session's clock: in \
                        virtual time it runs when the clock gets there. Ctrl-C cancels pending ones.
                        """,
                    example: "after(20ms) { print(\"twenty milliseconds later\") }"),
            ])
    }
}
