/// `array.append(x)`, `flag.toggle()` and the other mutating members of value types on an assignable receiver
/// (a `var`, a field, an element, a dictionary's value): the changed copy is written back, as Swift does. Other
/// receivers (objects, a class's methods) get an ordinary method call.
final class MutatingMethodCallNode: Node, @unchecked Sendable {
    static let names: Set<String> = ArrayMutations.names.union(TextMutations.names).union([
        "toggle", "removeValue", "updateValue", "merge", "formUnion", "formIntersection", "subtract", "round",
        "shuffle",
    ])
    /// `x.round()` and `xs.shuffle()` store what their non-mutating twins give.
    static let copyingTwins = ["round": "rounded", "shuffle": "shuffled"]
    let target: LValue
    let name: String
    let arguments: ArgumentNodes
    let registry: HostRegistry
    /// `dict[key]?.append(x)`: nothing happens, and the result is `nil`, when the receiver is `nil`.
    let propagatesNil: Bool

    init(
        target: LValue, name: String, arguments: ArgumentNodes, registry: HostRegistry, propagatesNil: Bool = false,
        range: SourceRange
    ) {
        self.target = target
        self.name = name
        self.arguments = arguments
        self.registry = registry
        self.propagatesNil = propagatesNil
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var receiver = try target.get(frame)
        if propagatesNil {
            // `dict[key]?.append(x)`: nothing when there is no value; the value itself otherwise.
            if receiver.isNil { return .nil }
            receiver = receiver.unwrappedOnce
        }
        if let immutable = target as? ImmutableLValue, immutable.refuses(receiver, name) {
            throw immutable.node.failure(.mutatingOnImmutable(immutable.reason), notes: immutable.notes)
        }
        let call = try arguments.evaluate(frame, callRange: range)
        if let type = ScriptType.of(receiver), type.isValueType, type.isMutatingMethod(name),
            let method = type.method(named: name) as? ScriptFunction
        {
            var updated = receiver
            let result = try method.invoke(call.prepending(receiver), updatingFirst: &updated)
            try target.set(frame, updated)
            return result
        }
        if let twin = Self.copyingTwins[name],
            FloatingNumber(receiver) != nil || (name == "shuffle" && receiver.typeName == "Array")
        {
            try target.set(frame, try Members.call(receiver, twin, call, registry: registry, at: self))
            return .void
        }
        if let (changed, result) = try Self.mutate(receiver, name, call, at: self) {
            try target.set(frame, changed)
            return result
        }
        return try Members.call(receiver, name, call, registry: registry, at: self)
    }

    /// The changed value and the member's result, or `nil` when `name` is not a mutating member of `receiver`.
    static func mutate(
        _ receiver: Value, _ name: String, _ call: CallArguments, at node: Node
    ) throws -> (
        Value, Value
    )? {
        switch receiver {
        case .array(var elements):
            guard let result = try ArrayMutations.apply(name, to: &elements, call, at: node) else { return nil }
            return (.array(elements), result)
        case .bool(let flag) where name == "toggle" && call.values.isEmpty:
            return (.bool(!flag), .void)
        case .string(var text):
            guard let result = try TextMutations.apply(name, to: &text, call, at: node) else { return nil }
            return (.string(text), result)
        case .object(let substring as SubstringObject):
            var text = substring.text
            guard let result = try TextMutations.apply(name, to: &text, call, at: node) else { return nil }
            return (.substring(text), result)
        case .object(let set as SetObject):
            return DictionaryMutations.apply(name, to: set, call).map { (.object($0.set), $0.result) }
        case .object(let dictionary as DictionaryObject):
            return try DictionaryMutations.apply(name, to: dictionary, call, at: node).map {
                (.object($0.dictionary), $0.result)
            }
        default:
            return nil
        }
    }
}

/// The receiver of a mutating member that cannot be changed (a `let`, a literal, a call's result): using a
/// mutating member of a value type on it is Swift's error; an object's methods run as usual.
final class ImmutableLValue: LValue, @unchecked Sendable {
    let node: Node
    /// Why, as Swift says it: `'x' is a 'let' constant`.
    let reason: String
    let notes: [Diagnostic.Note]

    init(node: Node, reason: String, notes: [Diagnostic.Note] = []) {
        self.node = node
        self.reason = reason
        self.notes = notes
    }

    func get(_ frame: Frame) throws -> Value { try node.evaluate(frame) }
    func set(_ frame: Frame, _ value: Value) throws { throw node.failure(.mutatingOnImmutable(reason), notes: notes) }

    /// True when `name` would change `receiver`, a value.
    func refuses(_ receiver: Value, _ name: String) -> Bool {
        switch receiver {
        case .array: return ArrayMutations.names.contains(name) || name == "shuffle"
        case .bool: return name == "toggle"
        case .double, .float: return name == "round"
        case .string: return TextMutations.names.contains(name)
        case .object(let object):
            if object is DictionaryObject || object is SetObject || object is SubstringObject { return true }
            if let instance = object as? ScriptInstance {
                return instance.type.isValueType && instance.type.isMutatingMethod(name)
            }
            return false
        default: return false
        }
    }
}

/// The mutating methods of arrays.
enum ArrayMutations {
    static let names: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "popLast", "sort", "reverse",
        "swapAt",
    ]

    /// Applies `name`, giving its result, or `nil` when it is not one of these.
    static func apply(
        _ name: String, to elements: inout [Value], _ call: CallArguments, at node: Node
    ) throws
        -> Value?
    {
        let labels = call.labels
        let values = call.values
        switch (name, labels) {
        case ("append", [nil]):
            elements.append(values[0])
        case ("append", ["contentsOf"]):
            elements += try sequence(values[0], at: node)
        case ("insert", [nil, "at"]):
            elements.insert(values[0], at: try position(values[1], count: elements.count + 1, at: node))
        case ("insert", ["contentsOf", "at"]):
            let index = try position(values[1], count: elements.count + 1, at: node)
            elements.insert(contentsOf: try sequence(values[0], at: node), at: index)
        case ("remove", ["at"]):
            return elements.remove(at: try Subscripts.checkedIndex(values[0], count: elements.count, at: node))
        case ("removeFirst", []), ("removeLast", []):
            guard !elements.isEmpty else { throw node.failure(.removeFromEmpty(name)) }
            return name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
        case ("removeFirst", [nil]), ("removeLast", [nil]):
            let count = try position(values[0], count: elements.count + 1, at: node)
            if name == "removeFirst" { elements.removeFirst(count) } else { elements.removeLast(count) }
        case ("popLast", []):
            return .wrappingOrNil(elements.popLast())
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            elements.removeAll()
        case ("removeAll", ["where"]):
            let remove = try predicate(values[0], "removeAll(where:)", at: node)
            try elements.removeAll { try remove($0) }
        case ("reverse", []):
            elements.reverse()
        case ("swapAt", [nil, nil]):
            let first = try Subscripts.checkedIndex(values[0], count: elements.count, at: node)
            elements.swapAt(first, try Subscripts.checkedIndex(values[1], count: elements.count, at: node))
        case ("sort", []):
            elements = try ValueOrdering.sorted(elements, at: node)
        case ("sort", ["by"]), ("sort", [nil]):
            guard case .function(let areInIncreasingOrder) = values[0] else { return nil }
            let ordering = areInIncreasingOrder.ordering(for: "sort")
            elements = try ValueOrdering.sorted(elements, by: { try ordering($0, $1) })
        default:
            if names.contains(name) {
                throw node.failure(.incorrectMutatingCall(name, have: call.labelList))
            }
            return nil
        }
        return .void
    }

    /// An index from `0` to `count - 1`.
    static func position(_ value: Value, count: Int, at node: Node) throws -> Int {
        try Subscripts.checkedIndex(value, count: count, at: node)
    }

    /// The elements of an array, set, dictionary or string, as `append(contentsOf:)` takes them.
    static func sequence(_ value: Value, at node: Node) throws -> [Value] {
        switch value {
        case .array(let elements): return elements
        case .object(let set as SetObject): return set.elements
        case .object(let dictionary as DictionaryObject): return dictionary.pairs
        default:
            if let characters = value.textCharacters { return characters }
            throw node.failure(.notIterable(value.typeName))
        }
    }

    /// A closure argument as a predicate.
    static func predicate(_ value: Value, _ name: String, at node: Node) throws -> (Value) throws -> Bool {
        guard case .function(let function) = value else {
            throw node.failure(.conversion(value.typeName, to: "a closure"))
        }
        return function.predicate(for: name)
    }
}

/// The mutating methods of `String` (and `Substring`): `append`, `insert(_:at:)`, `removeAll`, `removeFirst`,
/// `removeLast`, `popLast`, `remove(at:)`.
enum TextMutations {
    static let names: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "popLast",
    ]

    /// Applies `name`, giving its result, or `nil` when it is not one of these.
    static func apply(_ name: String, to text: inout String, _ call: CallArguments, at node: Node) throws -> Value? {
        let values = call.values
        var characters = Array(text)
        defer { text = String(characters) }
        switch (name, call.labels) {
        case ("append", [nil]), ("append", ["contentsOf"]):
            guard let more = values[0].textValue else {
                throw node.failure(.conversion(values[0].typeName, to: "String"))
            }
            characters += more
            return .void
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
            guard let more = values[0].textValue else {
                throw node.failure(.conversion(values[0].typeName, to: "Character"))
            }
            let index = try StringIndexObject.offset(values[1], in: characters.count + 1, at: node)
            characters.insert(contentsOf: more, at: index)
            return .void
        case ("remove", ["at"]):
            let index = try StringIndexObject.offset(values[0], in: characters.count, at: node)
            return .character(characters.remove(at: index))
        default:
            var elements = characters.map(Value.character)
            guard let result = try ArrayMutations.apply(name, to: &elements, call, at: node) else { return nil }
            characters = elements.compactMap { value in
                if case .object(let character as CharacterObject) = value { return character.character }
                return nil
            }
            return result
        }
    }
}

/// `dict[key]? += 1`, `item? = value`: the assignment happens only when there is a value there, as Swift's
/// optional chaining on the left of an assignment does.
final class OptionalChainLValue: LValue, @unchecked Sendable {
    let place: LValue

    init(_ place: LValue) {
        self.place = place
    }

    /// The value there, unwrapped, or `nil`.
    func get(_ frame: Frame) throws -> Value { try place.get(frame).unwrappedOnce }

    func set(_ frame: Frame, _ value: Value) throws {
        let current = try place.get(frame)
        if current.isNil { return }
        try place.set(frame, current.isWrappedOptional ? value.asOptional : value)
    }
}
