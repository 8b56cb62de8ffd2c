import Foundation
import RxScript
import RxTrace
import TextWidth

extension ReplCommand {
    static let help: ReplCommand = ReplCommand(
        name: "help", synopsis: "[COMMAND]", summary: "this help and a short tour, or one command's help",
        details: """
            ':help load' (or ':help :load') explains one command. 'man rxrepl' is the manual: \
            scripts/install puts it, the binary and the shells' Tab completion under ~/.local (or a prefix \
            you give).
            """,
        example: ":help load", completion: .commands
    ) { repl, argument in
        switch ReplHelp.answer(
            argument, commands: repl.commands, style: repl.style, width: min(80, TerminalWidth.current()))
        {
        case .success(let text): repl.say(text)
        case .failure(let message): repl.complain(message)
        }
    }

    static let load: ReplCommand = ReplCommand(
        name: "load", synopsis: "FILE", summary: "run a script into this session",
        details: """
            Runs the file's statements here: its names stay defined and its subscriptions keep running \
            while you type. A file with syntax errors runs nothing. Tab offers the .rx scripts and folders.
            """,
        example: ":load samples/01-creation.rx", completion: .scripts
    ) { repl, argument in
        guard !argument.isEmpty else { return repl.complain(.loadNeedsFile) }
        let path = ReplPaths.expandingTilde(argument)
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { return repl.complain(.cannotRead(argument)) }
        repl.load(text, name: argument)
    }

    static let subs: ReplCommand = ReplCommand(
        name: "subs", synopsis: "[--all]", summary: "live subscriptions: id, age, events, expression",
        details: """
            Each subscription's #N is the number on its trace lines; ':dispose #N' ends one. The last column \
            says how often each create/deferred body it subscribed has run. ':subs --all' lists the finished \
            subscriptions too (the latest 50), with how each ended (completed, error, disposed) and how long \
            it ran: those :marbles and :export can still draw.
            """,
        example: ":subs --all", completion: .words(["--all"])
    ) { repl, argument in
        let tracer = repl.runtime.tracer
        guard argument.isEmpty || argument == "--all" else { return repl.complain(.subsTakesAll(argument)) }
        let finished = argument == "--all" ? tracer.records.filter(\.isFinished) : nil
        let rows = SubscriptionList.rows(live: tracer.liveSubscriptions, finished: finished)
        guard !rows.isEmpty else {
            guard finished == nil else { return repl.say(repl.style.dim("(no subscriptions yet)")) }
            let ended = tracer.records.filter(\.isFinished).count
            return repl.say(
                repl.style.dim("(no live subscriptions)")
                    + (ended == 0 ? "" : "\n" + repl.style.dim("(:subs --all lists the \(ended) finished)")))
        }
        repl.say(rows.joined(separator: "\n"))
        if let finished, finished.count >= tracer.recentLimit {
            repl.say(repl.style.dim("(only the latest \(tracer.recentLimit) finished subscriptions are kept)"))
        }
    }

    static let dispose: ReplCommand = ReplCommand(
        name: "dispose", synopsis: "#N|all", summary: "dispose one or more live subscriptions, or all",
        details: "':dispose #2', ':dispose 2 3', ':dispose all'. Each disposal is traced. An id that is not "
            + "live gets the nearest live one suggested, or says how it ended.",
        example: ":dispose all", completion: .subscriptions
    ) { repl, argument in
        let tracer = repl.runtime.tracer
        if argument == "all" {
            let count = tracer.disposeAll()
            repl.output.flush()
            if count == 0 { repl.say(repl.style.dim("(no live subscriptions)")) }
            return
        }
        let words = argument.split(whereSeparator: { $0 == " " || $0 == "," })
        guard !words.isEmpty else { return repl.complain(.disposeNeedsTarget) }
        for word in words {
            guard let id = Int(word.hasPrefix("#") ? word.dropFirst() : word[...]) else {
                repl.complain(
                    .notASubscriptionID(String(word), guess: Suggestions.closest(to: String(word), among: ["all"])))
                continue
            }
            guard let subscription = tracer.subscription(id: id) else {
                repl.complain(SubscriptionList.notLive(id, tracer: tracer))
                continue
            }
            subscription.dispose()
            repl.output.flush()
        }
    }

    static let vars: ReplCommand = ReplCommand(
        name: "vars", summary: "your names and what they hold", details: "", example: ":vars", completion: .none
    ) { repl, _ in
        let variables = repl.session.variables
        guard !variables.isEmpty else {
            return repl.say(repl.style.dim("(no names yet: 'let xs = of(1, 2, 3)' defines one)"))
        }
        repl.say(
            variables.map { variable in
                let keyword = variable.isMutable ? "var" : "let"
                let value = repl.session.globalValue(named: variable.name)
                let shown: String
                if case .object(let observable as ObservableObject)? = value {
                    shown = observable.chainDescription
                } else {
                    shown = variable.valueDescription.map { ReplText.oneLine($0, limit: 70) } ?? "(not set)"
                }
                return "\(keyword) \(variable.name): \(variable.typeName ?? "?") = \(shown)"
            }.joined(separator: "\n"))
    }

    static let trace: ReplCommand = ReplCommand(
        name: "trace", synopsis: "off|events|stages", summary: "how much is traced",
        details: """
            off: nothing; events: each subscription's events and disposal (the default); stages: every \
            operator stage, subscriptions travelling up and events coming down, a stage of an inner \
            subscription named #N.1, #N.2 and so on, as its marble lane. Applies from now on. The id and time \
            columns widen to the first line that needs more (#10, 10 s) and stay wide. With 'rxrepl --format jsonl' each \
            line is a JSON object: sub, inner, stage, depth, kind, value (the element as JSON: numbers, \
            strings, booleans, null, arrays, a struct's fields, an enum case as {"case": "done", "values": [1]}), \
            text (its Swift description), time, thread.
            """,
        example: ":trace stages", completion: .words(Tracer.Mode.allCases.map(\.rawValue))
    ) { repl, argument in
        let tracer = repl.runtime.tracer
        guard !argument.isEmpty else {
            return repl.say("trace: \(tracer.mode.rawValue)" + repl.style.dim("  (:trace off|events|stages)"))
        }
        guard let mode = Tracer.Mode(rawValue: argument.lowercased()) else {
            return repl.complain(.unknownTraceMode(argument))
        }
        tracer.mode = mode
        repl.say(repl.style.dim("(trace: \(mode.rawValue))"))
    }

    static let reset: ReplCommand = ReplCommand(
        name: "reset", summary: "dispose everything and forget every name",
        details: "Subscription numbers keep counting up, so old trace lines stay unambiguous.",
        example: ":reset", completion: .none
    ) { repl, _ in
        repl.stopEverything()
        repl.session.reset()
        repl.say(repl.style.dim("(everything disposed; all names forgotten)"))
    }

    static let quit: ReplCommand = ReplCommand(
        name: "quit", summary: "dispose everything and leave (or Ctrl-D)", details: "", example: ":quit",
        completion: .none
    ) { repl, _ in
        repl.requestQuit()
    }
}
