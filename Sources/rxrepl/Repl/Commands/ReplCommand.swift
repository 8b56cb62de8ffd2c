import Foundation
import RxScript

/// One `:command` of the interactive session.
///
/// A later command is one more entry in `ReplCommandTable.standard` (each in its own file as a `static let` on
/// `ReplCommand`) and one `.command` entry in the documentation catalog; help, `:doc`, Tab completion and
/// "did you mean" pick it up from there.
struct ReplCommand {
    /// What Tab offers for the command's argument.
    enum ArgumentCompletion {
        case none
        /// File and directory names.
        case files
        /// `.rx` scripts and directories.
        case scripts
        /// A fixed set of words.
        case words([String])
        /// `#N` for each live subscription, and `all`.
        case subscriptions
        /// `#N` for each recorded subscription (live or finished), then file names.
        case subscriptionsThenFiles
        /// The commands' names.
        case commands
        /// The names the documentation catalog explains, and its families.
        case documentation
    }

    /// The name without the colon.
    let name: String
    let completion: ArgumentCompletion
    /// Runs the command with the text after its name (trimmed).
    let action: (InteractiveSession, String) -> Void

    /// Its entry in the documentation catalog, which holds its synopsis, summary and details
    /// (`DocCatalog+Commands.swift`; `ReplDocTests` checks every command has one).
    var documentation: DocEntry? { DocCatalog.command(named: name) }
    /// How its argument is written in help (`FILE`, `#N|all`); empty when it takes none.
    var synopsis: String { documentation?.synopsis ?? "" }
    /// One line of help.
    var summary: String { documentation?.summary ?? "" }
    /// More help, shown by `:help NAME` and `:doc :NAME`.
    var details: String { documentation?.details ?? "" }

    /// `:load FILE`
    var usage: String { synopsis.isEmpty ? ":" + name : ":" + name + " " + synopsis }
}

/// The session's commands, looked up by name.
struct ReplCommandTable {
    let commands: [ReplCommand]

    /// The commands every session has.
    static let standard: ReplCommandTable = ReplCommandTable(commands: [
        .help, .doc, .load, .paste, .edit, .subs, .dispose, .vars, .sinks, .ui, .type, .tap, .time, .advance, .step,
        .now, .pause,
        .resume, .marbles,
        .export, .trace, .reset, .quit,
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
