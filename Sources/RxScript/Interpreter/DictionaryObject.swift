/// A dictionary value (`["a": 1]`): keys in the order they were first added, so output is the same every run.
///
/// Immutable once made: changing one through a variable stores a changed copy back, which gives Swift's value
/// semantics.
final class DictionaryObject: HostObject, @unchecked Sendable {
    private(set) var keys: [Value] = []
    private var storage: [DictionaryKey: Value] = [:]

    init(_ pairs: [(Value, Value)] = []) {
        super.init()
        for (key, value) in pairs { insert(key, value) }
    }

    override var typeName: String { "Dictionary" }

    /// As Swift prints a dictionary: `["a": 1, "b": 2]`, `[:]` when empty.
    override var description: String {
        if keys.isEmpty { return "[:]" }
        return "["
            + keys.map { "\($0.debugDescription): \(storage[DictionaryKey($0)]!.debugDescription)" }
            .joined(separator: ", ") + "]"
    }

    override func describe(into out: inout BoundedDescription, quoted: Bool) {
        if keys.isEmpty { return out.append("[:]") }
        out.appendList(count: keys.count) { index, out in
            keys[index].describe(into: &out, quoted: true)
            out.append(": ")
            storage[DictionaryKey(keys[index])]!.describePart(into: &out)
        }
    }

    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? DictionaryObject, other.keys.count == keys.count else { return false }
        return keys.allSatisfy { other.storage[DictionaryKey($0)] == storage[DictionaryKey($0)] }
    }

    var count: Int { keys.count }
    var values: [Value] { keys.map { storage[DictionaryKey($0)]! } }
    /// `(key: k, value: v)` tuples, as iterating a Swift dictionary gives.
    var pairs: [Value] { keys.map { .tuple([$0, storage[DictionaryKey($0)]!], labels: ["key", "value"]) } }

    /// The value for `key`, or `nil`.
    subscript(key: Value) -> Value { storage[DictionaryKey(key)] ?? .nil }

    /// The value for `key`, if there is one.
    func value(for key: Value) -> Value? { storage[DictionaryKey(key)] }

    /// A copy with `key` set to `value` (`nil` removes it, as in Swift).
    func setting(_ key: Value, to value: Value) -> DictionaryObject {
        let copy = DictionaryObject(zip(keys, values).map { ($0, $1) })
        if value.isNil { copy.remove(key) } else { copy.insert(key, value.unwrappedOnce) }
        return copy
    }

    private func insert(_ key: Value, _ value: Value) {
        let hashed = DictionaryKey(key)
        if storage.updateValue(value, forKey: hashed) == nil { keys.append(key) }
    }

    private func remove(_ key: Value) {
        if storage.removeValue(forKey: DictionaryKey(key)) != nil { keys.removeAll { $0 == key } }
    }
}

/// A script value as a dictionary key: equal values (`1`, `"a"`, `MyEnum.a`) hash alike.
struct DictionaryKey: Hashable {
    let value: Value

    init(_ value: Value) { self.value = value.unwrapped }

    static func == (lhs: DictionaryKey, rhs: DictionaryKey) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        switch value {
        case .int(let number): hasher.combine(number)
        case .double(let number): hasher.combine(number)
        case .float(let number): hasher.combine(number)
        case .string(let text): hasher.combine(text)
        case .object(let text as TextValue): hasher.combine(text.text)
        case .bool(let flag): hasher.combine(flag)
        case .object(let enumValue as EnumValue): hasher.combine(enumValue.caseName)
        case .tuple(let tuple): hasher.combine(tuple.elements.count)
        default: hasher.combine(value.typeName)
        }
    }
}

/// The mutating methods of dictionaries and sets: each gives the changed copy and the method's result.
enum DictionaryMutations {
    static func apply(
        _ name: String, to dictionary: DictionaryObject, _ call: CallArguments, at node: Node
    ) throws
        -> (dictionary: DictionaryObject, result: Value)?
    {
        switch (name, call.labels) {
        // Both give the value there was, an Optional (nil when there was none).
        case ("removeValue", ["forKey"]):
            return (dictionary.setting(call.values[0], to: .nil), .wrappingOrNil(dictionary.value(for: call.values[0])))
        case ("updateValue", [nil, "forKey"]):
            return (
                dictionary.setting(call.values[1], to: call.values[0]),
                .wrappingOrNil(dictionary.value(for: call.values[1]))
            )
        case ("removeAll", []):
            return (DictionaryObject(), .void)
        case ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]):
            guard case .function(let combine) = call.values[1] else { return nil }
            var merged = dictionary
            for pair in try ArrayMutations.sequence(call.values[0], at: node) {
                guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else {
                    throw node.failure(.conversion(pair.typeName, to: "a (key, value) pair"))
                }
                let (key, value) = (tuple.elements[0], tuple.elements[1])
                let existing = merged[key]
                merged = merged.setting(key, to: existing.isNil ? value : try combine.call(existing, value))
            }
            return (merged, .void)
        default:
            return nil
        }
    }

    private static func elements(_ value: Value) -> [Value] {
        if case .object(let set as SetObject) = value { return set.elements }
        if case .array(let elements) = value { return elements }
        return value.textCharacters ?? []
    }

    /// `insert(_:)` (giving `(inserted:memberAfterInsert:)`), `remove(_:)`, `removeAll()`, `formUnion(_:)`,
    /// `formIntersection(_:)` and `subtract(_:)` on a set.
    static func apply(_ name: String, to set: SetObject, _ call: CallArguments) -> (set: SetObject, result: Value)? {
        switch (name, call.labels) {
        case ("insert", [nil]):
            let value = call.values[0]
            let inserted = !set.contains(value)
            return (
                SetObject(set.elements + [value]),
                .tuple([.bool(inserted), value], labels: ["inserted", "memberAfterInsert"])
            )
        case ("remove", [nil]):
            let value = call.values[0]
            return (SetObject(set.elements.filter { $0 != value }), .wrappingOrNil(set.contains(value) ? value : nil))
        case ("removeAll", []):
            return (SetObject(), .void)
        case ("formUnion", [nil]):
            return (SetObject(set.elements + elements(call.values[0])), .void)
        case ("formIntersection", [nil]):
            let other = SetObject(elements(call.values[0]))
            return (SetObject(set.elements.filter(other.contains)), .void)
        case ("subtract", [nil]):
            let other = SetObject(elements(call.values[0]))
            return (SetObject(set.elements.filter { !other.contains($0) }), .void)
        default:
            return nil
        }
    }
}

/// A set value (`Set([1, 2])`): each element once, in the order first added; changed only through a variable.
final class SetObject: HostObject, @unchecked Sendable {
    private(set) var elements: [Value] = []
    private var members: Set<DictionaryKey> = []

    init(_ values: [Value] = []) {
        super.init()
        for value in values where members.insert(DictionaryKey(value)).inserted { elements.append(value) }
    }

    override var typeName: String { "Set" }
    /// As Swift prints a set: like an array.
    override var description: String { Value.array(elements).debugDescription }

    override func describe(into out: inout BoundedDescription, quoted: Bool) {
        Value.describeElements(elements, into: &out)
    }

    override func isEqual(to other: HostObject) -> Bool {
        guard let other = other as? SetObject else { return false }
        return other.members == members
    }

    func contains(_ value: Value) -> Bool { members.contains(DictionaryKey(value)) }
}
