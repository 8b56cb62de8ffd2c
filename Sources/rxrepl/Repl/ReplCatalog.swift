import RxScript

/// The documentation `:doc`, `:help`, Tab completion and the manual read: the language's `DocCatalog` with the
/// REPL's commands joined as its last family, each command's entry written beside the command.
enum ReplCatalog {
    /// The commands' page, in `ReplCommandTable.standard`'s order.
    static let commands = DocFamilyPage(.commands, ReplCommandTable.standard.commands.map(\.documentation))

    /// Every family's page, in course order, the commands last.
    static let pages: [DocFamilyPage] = DocCatalog.pages + [commands]

    /// Every entry, in course order.
    static let entries: [DocEntry] = pages.flatMap(\.entries)

    /// The entry called `name` (a command's with its colon), or that has `name` as an alias.
    static func entry(named name: String) -> DocEntry? {
        DocCatalog.entry(named: name) ?? commands.entries.first { $0.names.contains(name) }
    }
}
