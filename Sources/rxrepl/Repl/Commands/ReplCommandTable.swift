import Foundation
import RxScript

/// The session's commands, looked up by name.
struct ReplCommandTable {
    let commands: [ReplCommand]

    /// The commands every session has.
    static let standard: ReplCommandTable = ReplCommandTable(commands: [
        .help, .doc, .load, .paste, .edit, .history, .subs, .dispose, .vars, .sinks, .ui, .type, .tap, .select, .time,
        .seed,
        .advance,
        .step,
        .now, .pause,
        .resume, .marbles, .compare,
        .export, .record, .present, .trace, .reset, .quit,
    ])

    /// The command called `name` (without the colon).
    func command(named name: String) -> ReplCommand? {
        commands.first { $0.name == name }
    }

    /// Runs a `:name argument` line, or says what was probably meant.
    func run(_ line: String, in repl: InteractiveSession) {
        let (name, argument) = Self.split(line)
        guard let command = command(named: name) else {
            repl.complain(name.isEmpty ? .noCommandName : .unknownCommand(name, guess: suggestion(for: name)))
            return
        }
        command.action(repl, argument)
    }

    /// A `:name argument` line's name (without the colon) and argument; the name is empty for a line that is no
    /// command.
    static func split(_ line: String) -> (name: String, argument: String) {
        guard line.hasPrefix(":") else { return ("", "") }
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
        let name = String(body.prefix { !$0.isWhitespace })
        return (name, body.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Words other tools use for a command (`:exit` in many REPLs is our `:quit`).
    static let synonyms = ["exit": "quit", "bye": "quit"]

    /// The closest command name to a misspelled one, if any is close enough.
    func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        if let prefixed = commands.first(where: { $0.name.hasPrefix(lowered) }) { return prefixed.name }
        if let synonym = Self.synonyms[lowered] { return synonym }
        return Suggestions.closest(to: lowered, among: commands.map(\.name))
    }
}
