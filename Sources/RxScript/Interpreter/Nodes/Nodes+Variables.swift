/// A literal or a value known when compiling (a builtin, an already-initialized global constant).
final class ConstantNode: Node, @unchecked Sendable {
    let value: Value
    init(_ value: Value, range: SourceRange) {
        self.value = value
        super.init(range: range)
    }
    override func evaluate(_ frame: Frame) throws -> Value { value }
    override var callsNoScript: Bool { true }
}

/// A parameter or local held directly in a frame slot.
final class LocalNode: Node, @unchecked Sendable {
    let slot: Int
    init(slot: Int, range: SourceRange) {
        self.slot = slot
        super.init(range: range)
    }
    override func evaluate(_ frame: Frame) throws -> Value { frame.slots[slot] }
    override var callsNoScript: Bool { true }
}

/// Extracts the box a slot or capture holds for a shared `var`.
@inline(__always)
func unbox(_ value: Value, _ name: String, at node: Node) throws -> VariableBox {
    if case .object(let object) = value, let box = object as? VariableBox { return box }
    throw node.failure(.usedBeforeInitialization(name))
}

/// Reads a box, failing if its declaration has not run yet.
@inline(__always)
func read(_ box: VariableBox, at node: Node) throws -> Value {
    if let value = box.read() { return value }
    throw node.failure(.usedBeforeInitialization(box.name))
}

/// A local `var` that closures capture: the slot holds its box.
final class LocalBoxNode: Node, @unchecked Sendable {
    let slot: Int
    let name: String
    init(slot: Int, name: String, range: SourceRange) {
        self.slot = slot
        self.name = name
        super.init(range: range)
    }
    override func evaluate(_ frame: Frame) throws -> Value {
        try read(try unbox(frame.slots[slot], name, at: self), at: self)
    }
}

/// A captured `let` (copied when the closure was created).
final class CaptureNode: Node, @unchecked Sendable {
    let index: Int
    init(index: Int, range: SourceRange) {
        self.index = index
        super.init(range: range)
    }
    override func evaluate(_ frame: Frame) throws -> Value { frame.function.captures[index] }
    override var callsNoScript: Bool { true }
}

/// A `[weak x]` capture: the object while it lives, then `nil`.
final class WeakCaptureNode: Node, @unchecked Sendable {
    let index: Int
    init(index: Int, range: SourceRange) {
        self.index = index
        super.init(range: range)
    }
    override func evaluate(_ frame: Frame) throws -> Value {
        let value = frame.function.captures[index]
        guard case .object(let capture as WeakCapture) = value else { return value }
        return capture.object.map(Value.object) ?? .nil
    }
}

/// The value a `[weak x]` capture holds: the object, weakly.
final class WeakCapture: HostObject, @unchecked Sendable {
    weak var object: HostObject?
    init(_ object: HostObject) { self.object = object }
}

/// A captured `var` (shared through its box).
final class CaptureBoxNode: Node, @unchecked Sendable {
    let index: Int
    let name: String
    init(index: Int, name: String, range: SourceRange) {
        self.index = index
        self.name = name
        super.init(range: range)
    }
    override func evaluate(_ frame: Frame) throws -> Value {
        try read(try unbox(frame.function.captures[index], name, at: self), at: self)
    }
}

/// A global variable.
final class GlobalNode: Node, @unchecked Sendable {
    let box: VariableBox
    init(box: VariableBox, range: SourceRange) {
        self.box = box
        super.init(range: range)
    }
    override func evaluate(_ frame: Frame) throws -> Value { try read(box, at: self) }
    override var callsNoScript: Bool { true }
}

/// A `func`'s own name inside its body, so local functions can recurse without capturing themselves.
final class SelfFunctionNode: Node, @unchecked Sendable {
    override func evaluate(_ frame: Frame) throws -> Value { .function(frame.function) }
}

// MARK: - Assignable places

/// A local held in a slot.
final class LocalLValue: LValue, @unchecked Sendable {
    let slot: Int
    init(slot: Int) { self.slot = slot }
    func get(_ frame: Frame) throws -> Value { frame.slots[slot] }
    func set(_ frame: Frame, _ value: Value) throws { frame.slots[slot] = value }
}

/// A box reached through a slot, a capture, or directly (globals).
final class BoxLValue: LValue, @unchecked Sendable {
    enum Source { case slot(Int), capture(Int), global(VariableBox) }
    let source: Source
    let node: Node

    init(source: Source, node: Node) {
        self.source = source
        self.node = node
    }

    func box(_ frame: Frame) throws -> VariableBox {
        switch source {
        case .slot(let slot): return try unbox(frame.slots[slot], "variable", at: node)
        case .capture(let index): return try unbox(frame.function.captures[index], "variable", at: node)
        case .global(let box): return box
        }
    }

    func get(_ frame: Frame) throws -> Value { try read(try box(frame), at: node) }
    func set(_ frame: Frame, _ value: Value) throws { try box(frame).write(value) }
}

/// `_ = value`: evaluates and discards.
final class DiscardLValue: LValue, @unchecked Sendable {
    func get(_ frame: Frame) throws -> Value { .nil }
    func set(_ frame: Frame, _ value: Value) throws {}
}

/// `base[index]` where `base` is itself assignable: arrays are values, so the element is replaced in a copy
/// that is written back, as Swift does.
final class SubscriptLValue: LValue, @unchecked Sendable {
    let base: LValue
    let index: Node
    /// `dict[key, default: value]`: what a missing key reads as (`counts[word, default: 0] += 1`).
    let fallback: Node?
    let node: Node

    init(base: LValue, index: Node, fallback: Node? = nil, node: Node) {
        self.base = base
        self.index = index
        self.fallback = fallback
        self.node = node
    }

    func get(_ frame: Frame) throws -> Value {
        try Subscripts.get(try base.get(frame), try index.evaluate(frame), fallback: fallback, frame, at: node)
    }

    func set(_ frame: Frame, _ value: Value) throws {
        var container = try base.get(frame)
        let position = try index.evaluate(frame)
        if case .object(let dictionary as DictionaryObject) = container {
            try base.set(frame, .object(dictionary.setting(position, to: value)))
            return
        }
        if fallback != nil { throw node.failure(.subscriptDefaultNeedsDictionary(container.typeName)) }
        if let setter = ScriptType.of(container)?.method(named: "subscript=") {
            _ = try setter.call([container, position, value])  // a class's own `subscript { set }`
            return
        }
        guard case .array(var elements) = container else {
            throw node.failure(.notSubscriptable(container.typeName))
        }
        let offset = try Subscripts.checkedIndex(position, count: elements.count, at: node)
        container = .nil
        elements[offset] = value
        try base.set(frame, .array(elements))
    }
}

/// `object.property = value` on a host object with a writable property.
final class MemberLValue: LValue, @unchecked Sendable {
    let base: Node
    let name: String
    let registry: HostRegistry
    let node: Node
    /// Where the base lives, when it can be assigned: a struct value is changed by storing a changed copy there.
    let baseTarget: LValue?

    init(base: Node, name: String, registry: HostRegistry, node: Node, baseTarget: LValue? = nil) {
        self.base = base
        self.name = name
        self.registry = registry
        self.node = node
        self.baseTarget = baseTarget
    }

    func get(_ frame: Frame) throws -> Value {
        try Members.get(try base.evaluate(frame).unwrappedOnce, name, registry: registry, at: node)
    }

    func set(_ frame: Frame, _ value: Value) throws {
        // `a?.b = x` does nothing when `a` is nil; through `a?` or `a!` the object is the Optional's value.
        let evaluated = try base.evaluate(frame)
        if evaluated.isNil && base is OptionalChainNode { return }
        let receiver = evaluated.unwrappedOnce
        if case .object(let instance as ScriptInstance) = receiver, instance.type.isValueType {
            guard let baseTarget else { throw node.failure(.assignToLetInstance(name)) }
            do {
                try baseTarget.set(frame, try instance.type.setting(name, to: value, in: instance))
            } catch var error as ScriptError where error.range == nil {
                error.range = node.range
                throw error
            }
            return
        }
        let type = registry.hostType(of: receiver)
        guard let property = type.property(named: name) else {
            if let setter = type.extensionSetter(named: name, for: receiver) {
                _ = try setter.call([receiver, value])
                return
            }
            if try type.setDynamicMember(of: receiver, named: name, to: value) { return }
            throw Members.unknownMember(receiver, name, type: type, at: node.range)
        }
        guard let setter = property.set else { throw node.failure(.readOnlyProperty(name, type: receiver.typeName)) }
        do {
            // A library property takes an Optional's value (`title = contact?.name`).
            try setter(receiver, value.unwrapped)
        } catch var error as ScriptError where error.range == nil {
            error.range = node.range
            throw error
        }
    }
}

/// Subscript reads shared by nodes and assignable places.
enum Subscripts {
    /// A string's character at a `String.Index` (or, leniently, an `Int`), or its `Substring` over a range.
    static func text(_ text: String, _ position: Value, at node: Node) throws -> Value {
        let characters = Array(text)
        if case .object(let range as StringRangeObject) = position {
            guard range.lower >= 0, range.upper <= characters.count else {
                throw node.failure(.stringIndexOutOfBounds)
            }
            return .substring(String(characters[range.lower..<range.upper]))
        }
        if case .object(let range as PartialRangeObject) = position {
            guard let offsets = range.offsets(count: characters.count) else {
                throw node.failure(.stringIndexOutOfBounds)
            }
            return .substring(String(characters[offsets]))
        }
        if case .array(let offsets) = position, let first = offsets.first?.intValue, let last = offsets.last?.intValue {
            guard first >= 0, last < characters.count else { throw node.failure(.stringIndexOutOfBounds) }
            return .substring(String(characters[first...last]))
        }
        let offset = try StringIndexObject.offset(position, in: characters.count, at: node)
        if case .object = position { return .character(characters[offset]) }
        return .string(String(characters[offset]))
    }

    static func checkedIndex(_ position: Value, count: Int, at node: Node) throws -> Int {
        guard case .int(let offset) = position else {
            throw node.failure(.binaryOperands("[]", "Array", position.typeName))
        }
        guard offset >= 0 && offset < count else { throw node.failure(.indexOutOfRange(offset, count: count)) }
        return offset
    }

    /// `container[position]`, or with `fallback` (`dict[key, default: value]`, dictionaries only) what a missing
    /// key reads as.
    static func get(
        _ container: Value, _ position: Value, fallback: Node?, _ frame: Frame, at node: Node
    ) throws -> Value {
        guard let fallback else { return try get(container, position, at: node) }
        guard case .object(let dictionary as DictionaryObject) = container else {
            throw node.failure(.subscriptDefaultNeedsDictionary(container.typeName))
        }
        let found = dictionary[position]
        return found.isNil ? try fallback.evaluate(frame) : found
    }

    static func get(_ container: Value, _ position: Value, at node: Node) throws -> Value {
        switch container {
        case .array(let elements):
            if case .object(let range as PartialRangeObject) = position {
                guard let offsets = range.offsets(count: elements.count) else {
                    throw node.failure(.indexOutOfRange(range.bound.intValue ?? -1, count: elements.count))
                }
                return .array(Array(elements[offsets]))  // an ArraySlice, which prints as an array does
            }
            if case .array(let offsets) = position, let first = offsets.first?.intValue,
                let last = offsets.last?.intValue
            {
                guard first >= 0, last < elements.count else {
                    throw node.failure(.indexOutOfRange(first < 0 ? first : last, count: elements.count))
                }
                return .array(Array(elements[first...last]))
            }
            return elements[try checkedIndex(position, count: elements.count, at: node)]
        case .string, .object(is SubstringObject):
            return try text(container.textValue ?? "", position, at: node)
        case .object(let dictionary as DictionaryObject):
            return dictionary[position].asOptional
        case .object(let object as SubscriptableObject):
            do {
                return try object.subscriptValue(position)
            } catch var error as ScriptError where error.range == nil {
                error.range = node.range
                throw error
            }
        default:
            if let getter = ScriptType.of(container)?.method(named: "subscript") {
                return try getter.call([container, position])
            }
            throw node.failure(.notSubscriptable(container.typeName))
        }
    }
}
