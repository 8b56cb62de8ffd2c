extension Builtins {
    /// Swift's `dump(_:)`: a value and its parts, one a line, as the standard library's mirror-based dump writes
    /// them (`▿ main.Player`, `  - name: "Ann"`); it returns the value.
    @_optimize(none) static func registerDump(_ registry: HostRegistry, context: ScriptContext) {
        registry.function("dump", .value()) { value in
            var writer = DumpWriter()
            writer.dump(value, name: nil, indent: 0)
            context.output(writer.text)
            return value
        }
    }
}

/// Writes one `dump(_:)`: a bullet (`▿` with parts below, `-` without), the part's label, the value's summary.
private struct DumpWriter {
    private(set) var text = ""
    private var visited: [ObjectIdentifier: Int] = [:]

    mutating func dump(_ value: Value, name: String?, indent: Int) {
        if StackGuard.isNearLimit() { return }
        let children = Self.children(of: value)
        text += String(repeating: " ", count: indent) + (children.isEmpty ? "- " : "▿ ")
        if let name { text += name + ": " }
        text += Self.summary(of: value, childCount: children.count)
        if case .object(let instance as ScriptInstance) = value, instance.type.kind == .classType {
            let identity = ObjectIdentifier(instance)
            if let seen = visited[identity] { return text += " #\(seen)\n" }
            visited[identity] = visited.count
            text += " #\(visited[identity] ?? 0)"
        }
        text += "\n"
        for (label, child) in children { dump(child, name: label, indent: indent + 2) }
    }

    /// What Swift's mirror lists under a value, with their labels.
    private static func children(of value: Value) -> [(String?, Value)] {
        switch value {
        case .array(let elements): return elements.map { (nil, $0) }
        case .tuple(let tuple):
            return tuple.elements.enumerated().map { (tuple.labels?[$0.offset] ?? ".\($0.offset)", $0.element) }
        case .optional(let box): return [("some", box.wrapped)]
        case .object(let dictionary as DictionaryObject):
            return zip(dictionary.keys, dictionary.values).map {
                (nil, .tuple([$0, $1], labels: ["key", "value"]))
            }
        case .object(let set as SetObject): return set.elements.map { (nil, $0) }
        case .object(let instance as ScriptInstance):
            return instance.type.allStoredProperties.map { ($0.name, instance.field($0.name)) }
        case .object(let enumValue as EnumValue) where !enumValue.associated.isEmpty:
            let payload: Value =
                enumValue.associated.count == 1 && enumValue.labels?.first.flatMap({ $0 }) == nil
                ? enumValue.associated[0] : .tuple(enumValue.associated, labels: enumValue.labels)
            return [(enumValue.caseName, payload)]
        default: return []
        }
    }

    /// The text after the bullet: counts for containers, a custom or debug description, or the qualified type.
    private static func summary(of value: Value, childCount count: Int) -> String {
        func counted(_ one: String, _ many: String) -> String { count == 1 ? "1 \(one)" : "\(count) \(many)" }
        switch value {
        case .array: return counted("element", "elements")
        case .tuple: return "(" + counted("element", "elements") + ")"
        case .object(is DictionaryObject): return counted("key/value pair", "key/value pairs")
        case .object(is SetObject): return counted("member", "members")
        case .object(let instance as ScriptInstance):
            if let custom = instance.type.customDescription(of: instance, property: "debugDescription")
                ?? instance.type.customDescription(of: instance)
            {
                return custom
            }
            return "main." + instance.type.name
        case .object(let enumValue as EnumValue): return "main.\(enumValue.type.name).\(enumValue.caseName)"
        case .int, .double, .bool, .nil: return value.description
        default: return value.debugDescription
        }
    }
}
