extension Builtins {
    /// Members of arrays, strings and numbers: `count`, `first`, `map`, `filter`, `reduce`, `contains`,
    /// `joined`, `uppercased()`…
    static func registerValueMembers(_ registry: HostRegistry) {
        let array = registry.arrayType
        func elements(_ value: Value) -> [Value] {
            if case .array(let elements) = value { return elements }
            if case .object(let dictionary as DictionaryObject) = value { return dictionary.pairs }
            if case .object(let set as SetObject) = value { return set.elements }
            return []
        }
        registerDictionaryMembers(registry)
        registerSetMembers(registry)
        // Optionals are plain values here: `.some(x)` is `x`, `.none` is `nil`.
        registry.implicitMembers.method("some(_:)") { _, arguments in arguments[0] }
        registry.implicitMembers.property("none") { _ in .nil }
        array.property("count") { .int(elements($0).count) }
        array.property("isEmpty") { .bool(elements($0).isEmpty) }
        array.property("first") { elements($0).first ?? .nil }
        array.property("last") { elements($0).last ?? .nil }
        array.method("map(_:)") { receiver, arguments in
            let transform = try arguments.function(0)
            return .array(try elements(receiver).map { try transform.call($0) })
        }
        array.method("filter(_:)") { receiver, arguments in
            .array(try elements(receiver).filter(try arguments.function(0).predicate(for: "filter")))
        }
        array.method("reduce(_:_:)") { receiver, arguments in
            let combine = try arguments.function(1)
            return try elements(receiver).reduce(arguments[0]) { try combine.call($0, $1) }
        }
        array.method("forEach(_:)") { receiver, arguments in
            let body = try arguments.function(0)
            for element in elements(receiver) { _ = try body.call(element) }
            return .void
        }
        array.method("contains(_:)") { receiver, arguments in .bool(elements(receiver).contains(arguments[0])) }
        array.method("joined(separator:)", defaults: ["separator": ""]) { receiver, arguments in
            .string(elements(receiver).map(\.description).joined(separator: try arguments.string(0)))
        }
        array.method("joined()") { receiver, _ in .string(elements(receiver).map(\.description).joined()) }
        array.method("reversed()") { receiver, _ in .array(elements(receiver).reversed()) }
        array.method("enumerated()") { receiver, _ in
            .array(elements(receiver).enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        }
        array.method("sorted()") { receiver, arguments in
            let node = ConstantNode(.nil, range: arguments.callRange ?? SourceRange(file: SourceFile(name: "", text: ""), start: 0, end: 0))
            return .array(try ValueOrdering.sorted(elements(receiver), at: node))
        }
        for name in MutatingMethodCallNode.names.sorted() {
            array.method("\(name)(_:...)") { _, arguments in throw arguments.failure(.mutatingOnConstant(name)) }
        }

        let string = registry.stringType
        func text(_ value: Value) -> String {
            if case .string(let text) = value { return text }
            return ""
        }
        string.property("count") { .int(text($0).count) }
        string.property("isEmpty") { .bool(text($0).isEmpty) }
        string.method("uppercased()") { receiver, _ in .string(text(receiver).uppercased()) }
        string.method("lowercased()") { receiver, _ in .string(text(receiver).lowercased()) }
        string.method("hasPrefix(_:)") { receiver, arguments in .bool(text(receiver).hasPrefix(try arguments.string(0))) }
        string.method("hasSuffix(_:)") { receiver, arguments in .bool(text(receiver).hasSuffix(try arguments.string(0))) }
        string.method("contains(_:)") { receiver, arguments in .bool(text(receiver).contains(try arguments.string(0))) }
        string.method("split(separator:)") { receiver, arguments in
            let separator = try arguments.string(0)
            guard let character = separator.first, separator.count == 1 else {
                throw arguments.failure(.conversion("String", to: "a single Character"), at: 0)
            }
            return .array(text(receiver).split(separator: character).map { .string(String($0)) })
        }

        registry.intType.property("description") { .string($0.description) }
        registry.doubleType.property("description") { .string($0.description) }
        registry.boolType.property("description") { .string($0.description) }
        registry.durationType.property("description") { .string($0.description) }
        registry.tupleType.property("count") { .int($0.tupleCount) }
    }
}

extension Builtins {
    /// Dictionaries have the array members, over `(key:value:)` pairs as Swift iterates them, and their own:
    /// `keys`, `values`, `mapValues`, `filter` (a dictionary again), `removeValue(forKey:)`, `updateValue(_:forKey:)`.
    static func registerDictionaryMembers(_ registry: HostRegistry) {
        let dictionary = registry.type(for: DictionaryObject.self, name: "Dictionary", parent: registry.arrayType)
        func contents(_ value: Value) -> DictionaryObject {
            if case .object(let object as DictionaryObject) = value { return object }
            return DictionaryObject()
        }
        dictionary.property("keys") { .array(contents($0).keys) }
        dictionary.property("values") { .array(contents($0).values) }
        dictionary.method("mapValues(_:)") { receiver, arguments in
            let transform = try arguments.function(0)
            let source = contents(receiver)
            return .object(DictionaryObject(try zip(source.keys, source.values).map { ($0, try transform.call($1)) }))
        }
        dictionary.method("filter(_:)") { receiver, arguments in
            let keep = try arguments.function(0).predicate(for: "filter")
            let source = contents(receiver)
            return .object(DictionaryObject(try zip(source.keys, source.values).filter {
                try keep(.tuple([$0, $1], labels: ["key", "value"]))
            }.map { ($0, $1) }))
        }
    }
}

extension Builtins {
    /// `Set([1, 2])`, `Set<Int>()`: the array members over its elements, and `contains`, `union`, `intersection`,
    /// `subtracting`, `isSubset(of:)`, `insert` and `remove` (through a variable).
    static func registerSetMembers(_ registry: HostRegistry) {
        let namespace = registry.namespace("Set")
        namespace.constructor("init()") { _ in .object(SetObject()) }
        namespace.constructor("init(_:)") { arguments in
            if case .object(let set as SetObject) = arguments[0] { return .object(SetObject(set.elements)) }
            return .object(SetObject(try arguments.array(0)))
        }
        let set = registry.type(for: SetObject.self, name: "Set", parent: registry.arrayType)
        func contents(_ value: Value) -> SetObject {
            if case .object(let object as SetObject) = value { return object }
            return SetObject()
        }
        func elements(_ value: Value) -> [Value] {
            if case .array(let elements) = value { return elements }
            return contents(value).elements
        }
        set.method("contains(_:)") { receiver, arguments in .bool(contents(receiver).contains(arguments[0])) }
        set.method("union(_:)") { receiver, arguments in
            .object(SetObject(contents(receiver).elements + elements(arguments[0])))
        }
        set.method("intersection(_:)") { receiver, arguments in
            let other = SetObject(elements(arguments[0]))
            return .object(SetObject(contents(receiver).elements.filter(other.contains)))
        }
        set.method("subtracting(_:)") { receiver, arguments in
            let other = SetObject(elements(arguments[0]))
            return .object(SetObject(contents(receiver).elements.filter { !other.contains($0) }))
        }
        set.method("isSubset(of:)") { receiver, arguments in
            let other = SetObject(elements(arguments[0]))
            return .bool(contents(receiver).elements.allSatisfy(other.contains))
        }
    }
}
