import Foundation
import RxScript
import RxTrace

extension ReplCommand {
    static let help: ReplCommand = ReplCommand(
        name: "help", completion: .commands
    ) { repl, argument in
        switch ReplHelp.answer(
            argument, commands: repl.commands, style: repl.style, width: min(80, TerminalWidth.current()))
        {
        case .success(let text): repl.say(text)
        case .failure(let message): repl.complain(message)
        }
    }

    static let load: ReplCommand = ReplCommand(
        name: "load", completion: .scripts
    ) { repl, argument in
        guard !argument.isEmpty else { return repl.complain(.loadNeedsFile) }
        let path = ReplPaths.expandingTilde(argument)
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { return repl.complain(.cannotRead(argument)) }
        repl.load(text, name: argument)
    }

    static let subs: ReplCommand = ReplCommand(
        name: "subs", completion: .words(["--all"])
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
        name: "dispose", completion: .subscriptions
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
        name: "vars", completion: .none
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
        name: "trace", completion: .words(Tracer.Mode.allCases.map(\.rawValue))
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
        name: "reset", completion: .none
    ) { repl, _ in
        repl.stopEverything()
        repl.session.reset()
        repl.say(repl.style.dim("(everything disposed; all names forgotten)"))
    }

    static let quit: ReplCommand = ReplCommand(
        name: "quit", completion: .none
    ) { repl, _ in
        repl.requestQuit()
    }
}

/// The text of `:help`.
enum ReplHelp {
    /// Each line fits 80 columns: code and note are at most 37 and 39 characters.
    static let tour: [(String, String)] = [
        ("6 * 7", "a value prints as a Swift REPL shows it"),
        ("let xs = of(1, 2, 3).map { $0 * 10 }", "'let' names a value; nothing runs yet"),
        ("xs", "shows how it was built; nothing runs"),
        ("xs.subscribe()", "subscribing runs it, traced as #1"),
        ("interval(1s).subscribe()", "live events print above your typing"),
        (":subs", "what runs, since when, how many events"),
        ("Ctrl-C", "stops everything; the prompt stays"),
        ("let field = TextField(); sink title", "a virtual text field and a named sink"),
        ("field.rx.text.orEmpty.bind(to: title)", "bound: updates show thread and time"),
        (":type field rxswift", "types into the field, a key at a time"),
        (":sinks", "the virtual screen and who feeds it"),
        (":doc throttle", "any built-in explained, with its lanes"),
    ]

    /// What `:help ARGUMENT` answers, in the REPL or from a pipe of documentation commands: the overview, one
    /// command's help (wrapped at word boundaries within `width` columns, as `:doc` is), or what was wrong.
    static func answer(
        _ argument: String, commands: ReplCommandTable, style: ReplStyle, width: Int
    ) -> Result<
        String, ReplMessage
    > {
        let name = argument.hasPrefix(":") ? String(argument.dropFirst()) : argument
        if name.isEmpty { return .success(overview(commands, style: style)) }
        guard let command = commands.command(named: name) else {
            return .failure(.noHelpFor(name, guess: commands.suggestion(for: name)))
        }
        return .success(commandHelp(command, style: style, width: width))
    }

    /// `:load FILE  run a script into this session`, the summary beside the usage (continued under itself), then
    /// the details indented by two.
    static func commandHelp(_ command: ReplCommand, style: ReplStyle, width: Int) -> String {
        let hanging = String(repeating: " ", count: command.usage.count + 2)
        let summary = ReplText.wrap(command.summary, width: max(width, hanging.count + 20), indent: hanging)
        var lines = [style.bold(command.usage) + "  " + summary[0].dropFirst(hanging.count)] + summary.dropFirst()
        if !command.details.isEmpty { lines += ReplText.wrap(command.details, width: width, indent: "  ") }
        return lines.joined(separator: "\n")
    }

    static func overview(_ table: ReplCommandTable, style: ReplStyle) -> String {
        let width = table.commands.map(\.usage.count).max() ?? 0
        var lines = [style.bold("Commands")]
        for command in table.commands {
            lines.append("  " + ReplText.pad(command.usage, width) + "  " + command.summary)
        }
        lines.append("")
        lines.append(style.bold("A short tour") + " (type these one at a time)")
        let codeWidth = tour.map(\.0.count).max() ?? 0
        for (code, note) in tour {
            lines.append("  " + ReplText.pad(code, codeWidth) + "  " + style.dim(note))
        }
        lines.append("")
        lines.append("Tab completes names, and after '.' the members of what the value holds now (a")
        lines.append("subject's onNext, a struct's fields, field.rx.text) with their signatures;")
        lines.append("also :commands and .rx scripts. Up and Down recall history (kept between")
        lines.append("sessions). An unclosed ( { [ or string continues on the next line. Paste a")
        lines.append("chain as written, one '.operator' per line: a paste runs as one entry (:paste")
        lines.append("where the terminal cannot; :edit opens the last entry in $EDITOR). Swift")
        lines.append("declarations (enum, struct, class, extension) and RxSwift 6's traits work as")
        lines.append("pasted. 'man rxrepl' is the manual (scripts/install installs it with rxrepl")
        lines.append("and your shell's Tab completion).")
        lines.append("Marbles: cold(\"-a-b|\") and hot(\"--a-^-b|\") are inputs; in virtual time,")
        lines.append("stream.marbles() draws each stage's lane and expect(stream, \"-a-(b|)\")")
        lines.append("checks one; 'rxrepl check FILE' runs exercise files.")
        return lines.joined(separator: "\n")
    }
}

/// Small text helpers for tables.
enum ReplText {
    /// Pads with spaces to `width` characters.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }

    /// Collapses whitespace runs (newlines of a multi-line entry included) and shortens to `limit` characters.
    static func oneLine(_ text: String, limit: Int) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
    }
}

/// Paths typed at the prompt.
enum ReplPaths {
    /// `~/x` → `$HOME/x`.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else {
            return path
        }
        return home + path.dropFirst()
    }
}
