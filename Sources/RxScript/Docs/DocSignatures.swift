/// The signatures of documented names, read from a session's `HostRegistry`, so that what `:doc` shows is
/// what the language accepts.
public struct DocSignatures {
    private let registry: HostRegistry
    private let namespaces: [(name: String, type: HostType)]

    /// Signatures as registered in `registry`.
    public init(registry: HostRegistry) {
        self.registry = registry
        namespaces = registry.globals.compactMap { name, value in
            guard case .object(let namespace as NamespaceObject) = value else { return nil }
            return (name, namespace.type)
        }.sorted { $0.name < $1.name }
    }

    /// How `entry` is called: `just(_:)`, `BehaviorRelay(value:)`, `.throttle(_:latest:scheduler:)`,
    /// `Single/Maybe.just(_:scheduler:)`; for a command, its usage.
    public func signatures(of entry: DocEntry) -> [String] {
        if entry.kind == .command { return [entry.usage] }
        let name = entry.name
        var found: [String] = []
        switch registry.globals[name] {
        case .function(let function as HostFunction)?:
            found += function.signatures
        case .object(let namespace as NamespaceObject)?:
            found += namespace.type.constructorSignatures.map { name + $0.dropFirst("init".count) }
        case .some:
            found.append(name)
        case nil:
            break
        }
        var instance: [String] = []
        for table in registry.memberTables
        where DocCatalog.operatorTables.contains(table.name)
            && !namespaces.contains(where: { $0.type === table })
        {
            let own = table.ownSignatures(of: name)
            instance += own.isEmpty && table.ownMemberNames.contains(name) ? [name] : own
        }
        found += unique(instance).map { "." + $0 }
        var byStatic: [(String, [String])] = []
        for (namespace, type) in namespaces where DocCatalog.operatorTables.contains(namespace) {
            for signature in type.ownSignatures(of: name) {
                if let index = byStatic.firstIndex(where: { $0.0 == signature }) {
                    byStatic[index].1.append(namespace)
                } else {
                    byStatic.append((signature, [namespace]))
                }
            }
        }
        found += byStatic.map { signature, owners in owners.joined(separator: "/") + "." + signature }
        return unique(found)
    }

    /// The signatures of a member listed in `entry` (`accept(_:)`), or its bare name for a property.
    public func signatures(ofMember member: String, in entry: DocEntry) -> [String] {
        var found: [String] = []
        var isProperty = false
        for table in registry.memberTables where entry.memberTables.contains(table.name) {
            found += table.ownSignatures(of: member)
            if table.ownMemberNames.contains(member) && table.ownSignatures(of: member).isEmpty { isProperty = true }
        }
        if isProperty || found.isEmpty { found.insert(member, at: 0) }
        return unique(found)
    }

    private func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

extension DocCatalog {
    /// The one-line summary of member `name` as reached on `type`: looked up on the table that registers it
    /// (the type itself or a parent, as a subject's `map` is Observable's).
    public static func summary(ofMember name: String, on type: HostType) -> String? {
        var table: HostType? = type
        while let current = table {
            if current.ownMemberNames.contains(name) { return summary(ofMember: name, inTable: current.name) }
            table = current.parent
        }
        return nil
    }
}
