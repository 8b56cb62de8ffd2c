/// The language's catalog of documentation: an entry for every built-in name a script can type, grouped by family.
/// The REPL joins its commands' entries, written beside each command, as one more family (`ReplCatalog`).
///
/// Granularity: one entry per *name*, never per overload (`take(_:)`, `take(while:)` and `take(until:)` are one
/// `take` entry, whose signatures come from the registry). Global functions, global values, namespaces and every
/// member of the stream types (`operatorTables`) have entries of their own. The members of every other type
/// (`BehaviorRelay.accept`, `DisposeBag.insert`, `label.rx.text`, `.seconds(1)`) are listed in the entry of the
/// type that has them, which names those registry tables in `memberTables`. Old spellings and UIKit names are
/// aliases of today's entry. `DocCoverageTests` enforces all of it in both directions.
public enum DocCatalog {
    /// Every family's page, in course order. The pages are `@_optimize(none)` computed properties, read once here:
    /// optimising the literals that build them cost 15 s of every release build and nothing worth having at run time.
    public static let pages: [DocFamilyPage] = [
        creating, transforming, filtering, time, combining, flattening, errors, subjects, sharing, schedulers,
        traits, binding, uikit, debugging, testing, values, text, valueSequences,
    ]

    /// Every entry, in course order.
    public static let entries: [DocEntry] = pages.flatMap(\.entries)

    /// The registry tables whose members are documented by entries of their own name (`map` on `Observable`,
    /// `Driver`, `Single`…), rather than inside a type's entry.
    public static let operatorTables: Set<String> = [
        "Observable", "PrimitiveSequence", "Single", "Maybe", "Completable", "Driver", "Signal", "Infallible",
        "ConnectableObservable",
    ]

    private static let byName: [String: DocEntry] = {
        var table: [String: DocEntry] = [:]
        for entry in entries {
            for name in entry.names where table[name] == nil { table[name] = entry }
        }
        return table
    }()

    /// The entry called `name`, or that has `name` as an alias.
    public static func entry(named name: String) -> DocEntry? {
        byName[name]
    }

    /// The entries that document the members of the registry table `table`.
    public static func entries(documentingTable table: String) -> [DocEntry] {
        entries.filter { $0.memberTables.contains(table) }
    }

    /// The one-line summary of member `name` of the registry table `table`: its own entry's for stream
    /// operators, else the line in the entry that lists it.
    public static func summary(ofMember name: String, inTable table: String) -> String? {
        if let listed = entries(documentingTable: table).lazy.compactMap({ $0.member(named: name) }).first {
            return listed.summary
        }
        return entry(named: name).flatMap { $0.kind == .command ? nil : $0.summary }
    }
}
