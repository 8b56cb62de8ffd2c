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
