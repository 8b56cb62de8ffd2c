import Foundation

extension Builtins {
    /// Members of arrays, strings and numbers: `count`, `first`, `map`, `filter`, `reduce`, `contains`,
    /// `joined`, `uppercased()`…
    static func registerValueMembers(_ registry: HostRegistry) {
        let array = registry.arrayType
        func elements(_ value: Value) -> [Value] {
            if case .array(let elements) = value { return elements }
            if case .object(let dictionary as DictionaryObject) = value { return dictionary.pairs }
            if case .object(let set as SetObject) = value { return set.elements }
            return value.textCharacters ?? []
        }
        registerDictionaryMembers(registry)
        registry.type(for: ReversedTextObject.self, name: "ReversedCollection", parent: array)
        registerSetMembers(registry)
        // `.some(x)` is `Optional(x)`, `.none` is `nil`. Optional's map and flatMap: on nil they give nil; on a
        // present Optional they apply the closure to its value (map wraps the result, flatMap does not); on a
        // number or a Bool (an IUO's value) they apply the closure.
        registry.implicitMembers.method("some", .value()) { _, value in .wrapping(value) }
        registry.implicitMembers.property("none") { _ in .nil }
        registry.optionalType.method("map", .function()) { receiver, transform in
            .wrapping(try transform.call(receiver.unwrappedOnce))
        }
        registry.optionalType.method("flatMap", .function()) { receiver, transform in
            try transform.call(receiver.unwrappedOnce).asOptional
        }
        registry.optionalType.property("unsafelyUnwrapped") { $0.unwrappedOnce }
        for name in ["map", "flatMap"] {
            registry.nilType.method(name, .function()) { _, _ in .nil }
            for scalar in [registry.intType, registry.doubleType, registry.boolType] {
                scalar.method(name, .function()) { receiver, transform in try transform.call(receiver) }
            }
        }
        array.property("count") { .int(elements($0).count) }
        array.property("isEmpty") { .bool(elements($0).isEmpty) }
        array.property("indices") { .array(elements($0).indices.map(Value.int)) }
        array.property("first") { .wrappingOrNil(elements($0).first) }
        array.property("last") { .wrappingOrNil(elements($0).last) }
        array.method("map", .function()) { receiver, transform in
            .array(try elements(receiver).map { try transform.call($0) })
        }
        array.method("filter", .function()) { receiver, predicate in
            let keep = predicate.predicate(for: "filter")
            return .array(try elements(receiver).filter { try keep($0) })
        }
        array.method("reduce", .value(), .function(), .call) { receiver, initial, combine, call in
            let literal = call.isIntegerLiteral(at: 0)
            return try elements(receiver).reduce(initial) { accumulated, element in
                try LiteralSeed.step(accumulated, element, seedIsLiteral: literal) { try combine.call($0, element) }
            }
        }
        // The closure updates its first parameter in place (`{ acc, x in acc.append(x) }`), as Swift's `inout`.
        array.method("reduce", .value("into"), .function()) { receiver, initial, update in
            var accumulated = initial
            for element in elements(receiver) {
                let result = try update.call(updating: &accumulated, element)
                if !result.isVoid { accumulated = result }
            }
            return accumulated
        }
        array.method("forEach", .function()) { receiver, body in
            for element in elements(receiver) { _ = try body.call(element) }
            return .void
        }
        array.method("contains", .value()) { receiver, element in .bool(elements(receiver).contains(element)) }
        array.method("joined", .string("separator", default: "")) { receiver, separator in
            .string(elements(receiver).map(\.description).joined(separator: separator))
        }
        array.method("joined") { receiver in .string(elements(receiver).map(\.description).joined()) }
        array.method("reversed") { receiver in .array(elements(receiver).reversed()) }
        array.method("enumerated") { receiver in
            .array(
                elements(receiver).enumerated().map {
                    .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
                })
        }
        // Sorted by the values' own order; a mix that cannot be compared is an error at the call.
        func sortedElements(_ receiver: Value, _ call: HostCall) throws -> [Value] {
            let node = ConstantNode(
                .nil,
                range: call.range
                    ?? SourceRange(file: SourceFile(name: "", text: ""), start: 0, end: 0))
            return try ValueOrdering.sorted(elements(receiver), at: node)
        }
        array.method("sorted", .call) { receiver, call in .array(try sortedElements(receiver, call)) }
        array.method("sorted", .function("by")) { receiver, areInIncreasingOrder in
            let ordering = areInIncreasingOrder.ordering(for: "sorted")
            return .array(try ValueOrdering.sorted(elements(receiver), by: { try ordering($0, $1) }))
        }
        for (name, takesLargest) in [("min", false), ("max", true)] {
            array.method(name, .call) { receiver, call in
                let sorted = try sortedElements(receiver, call)
                return .wrappingOrNil(takesLargest ? sorted.last : sorted.first)
            }
        }
        array.method("compactMap", .function()) { receiver, transform in
            .array(
                try elements(receiver).compactMap { element -> Value? in
                    let result = try transform.call(element)
                    return result.isNil ? Value?.none : result.unwrappedOnce
                })
        }
        array.method("flatMap", .function()) { receiver, transform in
            .array(
                try elements(receiver).flatMap { element -> [Value] in
                    let result = try transform.call(element)
                    if case .array(let inner) = result { return inner }
                    return result.isNil ? [] : [result.unwrappedOnce]
                })
        }
        array.method("first", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "first(where:)")
            return .wrappingOrNil(try elements(receiver).first { try keep($0) })
        }
        array.method("last", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "last(where:)")
            return .wrappingOrNil(try elements(receiver).last { try keep($0) })
        }
        array.method("contains", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "contains(where:)")
            return .bool(try elements(receiver).contains { try keep($0) })
        }
        array.method("allSatisfy", .function()) { receiver, predicate in
            let keep = predicate.predicate(for: "allSatisfy")
            return .bool(try elements(receiver).allSatisfy { try keep($0) })
        }
        for name in ["firstIndex", "index"] {  // `index(of:)`: Swift 4's spelling, deprecated in Swift 5
            array.method(name, .value("of")) { receiver, element in
                .wrappingOrNil(elements(receiver).firstIndex(of: element).map(Value.int))
            }
        }
        array.method("firstIndex", .function("where")) { receiver, predicate in
            let keep = predicate.predicate(for: "firstIndex(where:)")
            return .wrappingOrNil(try elements(receiver).firstIndex { try keep($0) }.map(Value.int))
        }
        array.method("prefix", .count(for: "prefix")) { receiver, count in
            .array(Array(elements(receiver).prefix(count)))
        }
        array.method("suffix", .count(for: "suffix")) { receiver, count in
            .array(Array(elements(receiver).suffix(count)))
        }
        array.method("dropFirst") { receiver in .array(Array(elements(receiver).dropFirst())) }
        array.method("dropFirst", .count(for: "dropFirst")) { receiver, count in
            .array(Array(elements(receiver).dropFirst(count)))
        }
        array.method("dropLast") { receiver in .array(Array(elements(receiver).dropLast())) }
        array.method("dropLast", .count(for: "dropLast")) { receiver, count in
            .array(Array(elements(receiver).dropLast(count)))
        }
        // `Array(1...3)`, `Array("abc")`, `Array(set)`: the elements of any sequence, in order.
        let arrayNamespace = registry.namespace("Array")
        arrayNamespace.constructor("init", .value()) { sequence in
            if let characters = sequence.textCharacters { return .array(characters) }
            if case .object(let lazy as LazySequenceObject) = sequence { return .array(try lazy.allElements()) }
            return .array(elements(sequence))
        }
        // `Array(repeating: 0, count: 3)`, `[[Int]](repeating: [], count: 2)`.
        arrayNamespace.constructor("init", .value("repeating"), .int("count"), .call) { element, count, call in
            guard count >= 0 else { throw call.failure(.negativeCount("Array(repeating:count:)"), at: 1) }
            guard count <= Operators.maxRangeCount else {
                throw call.failure(.tooManyElements("Array(repeating:count:)", "\(count) elements"), at: 1)
            }
            return .array(Array(repeating: element, count: count))
        }
        for name in ArrayMutations.names.union(["shuffle"]).sorted() {
            array.method(name, .variadic(), .call) { _, _, call in throw call.failure(.mutatingOnConstant(name)) }
        }
        // Reached only when the receiver is no variable (`(a ?? b).toggle()`): there is nothing to change.
        let dictionary = registry.type(for: DictionaryObject.self, name: "Dictionary", parent: array)
        let set = registry.type(for: SetObject.self, name: "Set", parent: array)
        for (type, names) in [
            (dictionary, ["removeValue", "updateValue", "merge"]),
            (set, ["formUnion", "formIntersection", "subtract"]),
            (registry.boolType, ["toggle"]),
        ] {
            for name in names {
                type.method(name, .variadic(), .call) { _, _, call in throw call.failure(.mutatingOnConstant(name)) }
            }
        }

        registerStringMembers(registry)
        registerCharacterMembers(registry)
        registry.intType.method("isMultiple", .int("of")) { receiver, divisor in
            guard case .int(let value) = receiver else { return .bool(false) }
            return .bool(value.isMultiple(of: divisor))
        }

        registry.intType.property("description") { .string($0.description) }
        registry.doubleType.property("description") { .string($0.description) }
        registry.boolType.property("description") { .string($0.description) }
        registry.tupleType.property("count") { .int($0.tupleCount) }
    }
}

extension Builtins {
    /// Dictionaries have the array members, over `(key:value:)` pairs as Swift iterates them, and their own:
    /// `keys`, `values`, `mapValues`, `filter` (a dictionary again), `removeValue(forKey:)`, `updateValue(_:forKey:)`,
    /// and NSDictionary's `value(forKey:)`.
    static func registerDictionaryMembers(_ registry: HostRegistry) {
        let dictionary = registry.type(for: DictionaryObject.self, name: "Dictionary", parent: registry.arrayType)
        // `Dictionary()`, `Dictionary(grouping: words, by: { $0.first! })`, `Dictionary(uniqueKeysWithValues:)`.
        let namespace = registry.namespace("Dictionary")
        namespace.constructor("init") { .object(DictionaryObject()) }
        namespace.constructor("init", .array("grouping"), .function("by")) { values, key in
            var groups = DictionaryObject()
            for value in values {
                let group = try key.call(value)
                let members = groups[group]
                groups = groups.setting(group, to: .array((members.isNil ? [] : elementsOf(members)) + [value]))
            }
            return .object(groups)
        }
        namespace.constructor("init", .array("uniqueKeysWithValues")) { pairs in
            .object(
                DictionaryObject(
                    pairs.compactMap { pair in
                        guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { return nil }
                        return (tuple.elements[0], tuple.elements[1])
                    }))
        }
        func contents(_ value: Value) -> DictionaryObject {
            if case .object(let object as DictionaryObject) = value { return object }
            return DictionaryObject()
        }
        // NSDictionary's key-value coding, as code that casts `as? NSDictionary` reads it; Swift 2 wrote valueForKey.
        dictionary.method("value", .value("forKey")) { receiver, key in contents(receiver)[key] }
        dictionary.method("valueForKey", .value(), .call) { [weak registry] receiver, key, call in
            registry?.noteOldSpelling("valueForKey", "value(forKey:)", call.arguments.nameRange ?? call.range)
            return contents(receiver)[key]
        }
        dictionary.property("keys") { .array(contents($0).keys) }
        dictionary.property("values") { .array(contents($0).values) }
        dictionary.method("mapValues", .function()) { receiver, transform in
            let source = contents(receiver)
            return .object(DictionaryObject(try zip(source.keys, source.values).map { ($0, try transform.call($1)) }))
        }
        dictionary.method("filter", .function()) { receiver, predicate in
            let keep = predicate.predicate(for: "filter")
            let source = contents(receiver)
            return .object(
                DictionaryObject(
                    try zip(source.keys, source.values).filter {
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
        namespace.constructor("init") { .object(SetObject()) }
        // A set, or an array of elements.
        let contentsOrArray = HostParameter<[Value]>(nil) { arguments, index in
            if case .object(let set as SetObject) = arguments[index] { return set.elements }
            if let characters = arguments[index].textCharacters { return characters }
            return try arguments.array(index)
        }
        namespace.constructor("init", contentsOrArray) { elements in .object(SetObject(elements)) }
        let set = registry.type(for: SetObject.self, name: "Set", parent: registry.arrayType)
        func contents(_ value: Value) -> SetObject {
            if case .object(let object as SetObject) = value { return object }
            return SetObject()
        }
        func elements(_ value: Value) -> [Value] {
            if case .array(let elements) = value { return elements }
            return contents(value).elements
        }
        set.method("contains", .value()) { receiver, element in .bool(contents(receiver).contains(element)) }
        set.method("union", .value()) { receiver, other in
            .object(SetObject(contents(receiver).elements + elements(other)))
        }
        set.method("intersection", .value()) { receiver, other in
            let other = SetObject(elements(other))
            return .object(SetObject(contents(receiver).elements.filter(other.contains)))
        }
        set.method("subtracting", .value()) { receiver, other in
            let other = SetObject(elements(other))
            return .object(SetObject(contents(receiver).elements.filter { !other.contains($0) }))
        }
        set.method("isSubset", .value("of")) { receiver, other in
            let other = SetObject(elements(other))
            return .bool(contents(receiver).elements.allSatisfy(other.contains))
        }
    }
}

/// One of Foundation's character sets, named as Swift's implicit members name them (`.whitespaces`).
final class CharacterSetObject: HostObject, @unchecked Sendable {
    static let named: [(String, CharacterSet)] = [
        ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines),
        ("newlines", .newlines), ("decimalDigits", .decimalDigits), ("letters", .letters),
        ("alphanumerics", .alphanumerics), ("punctuationCharacters", .punctuationCharacters),
    ]
    let name: String
    let set: CharacterSet

    init(_ name: String, _ set: CharacterSet) {
        self.name = name
        self.set = set
    }

    override var typeName: String { "CharacterSet" }
    override var description: String { "CharacterSet." + name }
}

/// An array's elements (empty for anything else).
private func elementsOf(_ value: Value) -> [Value] {
    if case .array(let elements) = value { return elements }
    return []
}

/// A character set argument (`.whitespaces`).
func characterSet(_ label: String) -> HostParameter<CharacterSet> {
    HostParameter(label) { arguments, index in
        try arguments.object(index, as: CharacterSetObject.self, expected: "a CharacterSet such as .whitespaces").set
    }
}
