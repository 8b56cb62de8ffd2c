import Foundation
import RxScript

/// One `:command` of the interactive session.
///
/// A later command is a `static let` on `ReplCommand` in its topic's file, with its help written in it, and one more
/// entry in `ReplCommandTable.standard`; `:help`, `:doc`, Tab completion, "did you mean" and the manual pick it up
/// from there.
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

    /// Its help as a documentation entry (`:NAME`): synopsis, summary, details and example, which `:help`, `:doc`
    /// and the manual show; `ReplCatalog` files it under the commands' family.
    let documentation: DocEntry

    /// A command called `:name`; `synopsis` is how its argument is written in help (`FILE`, `#N|all`), empty when
    /// it takes none, `summary` one line of help, `details` the rest (`:help NAME`, `:doc :NAME`).
    init(
        name: String, synopsis: String = "", summary: String, details: String, example: String,
        completion: ArgumentCompletion, action: @escaping (InteractiveSession, String) -> Void
    ) {
        self.name = name
        self.completion = completion
        self.action = action
        documentation = DocEntry(
            ":" + name, .command, synopsis: synopsis, summary: summary, details: details, example: example)
    }

    /// How its argument is written in help (`FILE`, `#N|all`); empty when it takes none.
    var synopsis: String { documentation.synopsis }
    /// One line of help.
    var summary: String { documentation.summary }
    /// More help, shown by `:help NAME` and `:doc :NAME`.
    var details: String { documentation.details }

    /// `:load FILE`
    var usage: String { synopsis.isEmpty ? ":" + name : ":" + name + " " + synopsis }
}
