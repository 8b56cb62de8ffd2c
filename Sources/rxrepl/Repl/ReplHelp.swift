import RxScript

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
        lines.append("also :commands and .rx scripts. Up and Down recall history, shared by your")
        lines.append("sessions (:history lists it). An unclosed ( { [ or string continues on the")
        lines.append("next line. Paste a chain as written, one '.operator' per line: a paste runs as")
        lines.append("one entry (:paste where the terminal cannot; :edit opens the last entry in")
        lines.append("$EDITOR). Swift declarations (enum, struct, class, extension) and RxSwift 6's")
        lines.append("traits work as pasted. 'man rxrepl' is the manual (scripts/install installs it")
        lines.append("with rxrepl and your shell's Tab completion).")
        lines.append("Marbles: cold(\"-a-b|\") and hot(\"--a-^-b|\") are inputs; in virtual time,")
        lines.append("stream.marbles() draws each stage's lane and expect(stream, \"-a-(b|)\")")
        lines.append("checks one; 'rxrepl check FILE' runs exercise files.")
        return lines.joined(separator: "\n")
    }
}
