/// Finds the entry `:doc NAME` means: an exact name or alias, `Type.member`, a member listed in a type's
/// entry, a unique prefix (`thr` → `throttle`), or a command without its colon; else near names.
public enum DocLookup {
    /// What a query found.
    public enum Result {
        /// One entry; `member` when the query named a member listed in it (`BehaviorRelay.accept`).
        case found(DocEntry, member: DocEntry.Member?)
        /// A prefix several entries share (`sub`); their names, sorted.
        case ambiguous([String])
        /// Nothing; the closest names, if any are close.
        case notFound(suggestions: [String])
    }

    /// Looks `query` up in `entries`.
    public static func find(_ query: String, in entries: [DocEntry] = DocCatalog.entries) -> Result {
        let query = query.hasPrefix(".") ? String(query.dropFirst()) : query
        if let exact = exactly(query, in: entries) { return exact }
        if let dot = query.lastIndex(of: "."), dot != query.startIndex {
            let owner = String(query[..<dot]), member = String(query[query.index(after: dot)...])
            if let type = named(owner, in: entries) {
                if let listed = type.member(named: member) { return .found(type, member: listed) }
                if let own = named(member, in: entries), own.kind != .command { return .found(own, member: nil) }
            }
        }
        let listing = entries.filter { entry in entry.members.contains { $0.name == query } }
        if listing.count == 1, let entry = listing.first { return .found(entry, member: entry.member(named: query)) }
        if listing.count > 1 { return .ambiguous(listing.map { $0.name + "." + query }.sorted()) }
        let lowered = query.lowercased()
        let insensitive = entries.filter { $0.names.contains { $0.lowercased() == lowered } }
        if insensitive.count == 1, let entry = insensitive.first { return .found(entry, member: nil) }
        let prefixes = query.isEmpty ? [] : query.hasPrefix(":") ? [query] : [query, ":" + query]
        for prefix in prefixes {
            let matches = entries.filter { $0.names.contains { $0.hasPrefix(prefix) } }
            if matches.count == 1, let entry = matches.first { return .found(entry, member: nil) }
            if matches.count > 1 { return .ambiguous(matches.map(\.name).sorted()) }
        }
        let commands = entries.filter { $0.kind == .command }.map { String($0.name.dropFirst()) }
        if query.hasPrefix(":") {
            let near = Suggestions.closest(to: String(query.dropFirst()), among: commands, limit: 3)
            return .notFound(suggestions: near.map { ":" + $0 })
        }
        let names = entries.flatMap(\.names) + entries.flatMap { $0.members.map(\.name) }
        let near = Suggestions.closest(to: query, among: names + commands, limit: 3)
        return .notFound(suggestions: near.map { commands.contains($0) && !names.contains($0) ? ":" + $0 : $0 })
    }

    private static func exactly(_ query: String, in entries: [DocEntry]) -> Result? {
        if let entry = named(query, in: entries) { return .found(entry, member: nil) }
        if !query.hasPrefix(":"), let command = entries.first(where: { $0.kind == .command && $0.name == ":" + query })
        {
            return .found(command, member: nil)
        }
        return nil
    }

    private static func named(_ name: String, in entries: [DocEntry]) -> DocEntry? {
        entries.first { $0.name == name } ?? entries.first { $0.aliases.contains(name) }
    }
}
