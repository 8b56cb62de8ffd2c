import Foundation

/// `:history [N|all|TEXT]`: the entries Up recalls, numbered, or those containing TEXT.
extension ReplCommand {
    static let history: ReplCommand = ReplCommand(
        name: "history", synopsis: "[N|all|TEXT]", summary: "list the entries Up recalls, or search them",
        details: """
            ':history' lists the latest 20 entries, numbered, in the order Up recalls them: the bottom one \
            comes first. The history is shared by every rxrepl session: entries made in other sessions (also \
            ones still open) come before this session's own. ':history 50' lists the latest 50, ':history all' \
            every one, and ':history map' every entry that contains 'map', ignoring case; quote a number or \
            'all' to search for it (':history "500"'). A multi-line entry is one item, its later lines \
            indented under its first. The file is $XDG_STATE_HOME/rxrepl/history (RXREPL_HISTORY names \
            another, RXREPL_HISTORY_SIZE caps it, 10000 entries by default).
            """,
        example: ":history map", completion: .words(["all"])
    ) { repl, argument in
        var entries = repl.editor.history
        // The newest entry is this very command: list what came before it.
        if let last = entries.last, ReplCommandTable.split(last).name == "history" { entries.removeLast() }
        let listing = HistoryListing.lines(entries, request: HistoryListing.Request(argument))
        for line in listing.lines { repl.say(line) }
        if let note = listing.note { repl.say(repl.style.dim(note)) }
    }
}
