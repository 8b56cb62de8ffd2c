import RxScript

/// What `:doc ARGUMENT` answers, in the REPL or from a pipe of documentation commands (`ScriptRunner`).
enum DocRequest {
    case page(String)
    case complaint(ReplMessage)
    /// `:doc NAME --run`: the entry whose example the session runs.
    case runExample(DocEntry)

    init(_ argument: String, page: DocPage) {
        var words = argument.split(separator: " ").map(String.init)
        let runs = words.contains("--run")
        words.removeAll { $0 == "--run" }
        guard words.count <= 1 else {
            self = .complaint(.docTakesOneName)
            return
        }
        guard let query = words.first else {
            self = runs ? .complaint(.docRunNeedsName) : .page(page.families())
            return
        }
        if !runs, let family = DocFamily(rawValue: query.lowercased()) {
            self = .page(page.family(family))
            return
        }
        switch DocLookup.find(query, in: ReplCatalog.entries) {
        case .found(let entry, let member):
            guard !runs else {
                self = .runExample(entry)
                return
            }
            // A built-in named as a command is (`present` and `:present`): both pages, the built-in's first.
            let command = ReplCatalog.entries.first { $0.kind == .command && $0.name == ":" + query }
            let pages = [page.entry(entry, member: member)] + (command.map { [page.entry($0)] } ?? [])
            self = .page(pages.joined(separator: "\n\n"))
        case .ambiguous(let names):
            self = .complaint(.docAmbiguous(query, candidates: ReplText.list(names, limit: 8)))
        case .notFound(let suggestions):
            self = .complaint(
                .noDocumentation(query, suggestions: suggestions.isEmpty ? nil : ReplText.list(suggestions, limit: 3)))
        }
    }
}
