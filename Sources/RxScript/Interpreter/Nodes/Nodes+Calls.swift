/// Member reads and method calls on any value, through the registry's member tables.
enum Members {
    /// `receiver.name`: a tuple label, a property, or a method taken as a function value.
    static func get(
        _ receiver: Value, _ name: String, registry: HostRegistry, at node: Node,
        memberRange: SourceRange? = nil
    ) throws -> Value {
        if name == "self" { return receiver }
        if name == "init", case .object(let object) = receiver, let namespace = object as? NamespaceObject,
            !namespace.type.constructors.isEmpty
        {
            // `String.init` as a function value, as in `map(String.init)`.
            return .function(HostFunction(name: namespace.type.name, overloads: namespace.type.constructors))
        }
        if case .tuple(let tuple) = receiver, let index = tuple.index(of: name) { return tuple.elements[index] }
        let type = registry.hostType(of: receiver)
        // A script's `extension Reactive` member is the one that runs over a built-in of the same name.
        if receiver.isReactive, let member = type.extensionMember(named: name, for: receiver) {
            return try value(of: member, receiver, name)
        }
        if let property = type.property(named: name) {
            registry.noteIfOldSpelling(name, of: type, at: memberRange ?? node.range)
            do {
                return try property.get(receiver)
            } catch var error as ScriptError where error.range == nil {
                error.range = node.range
                throw error
            }
        }
        if let methods = type.methods(named: name) {
            return .function(BoundMethod(receiver: receiver, name: name, overloads: methods))
        }
        if let member = type.extensionMember(named: name, for: receiver) {
            return try value(of: member, receiver, name)
        }
        if let value = try type.dynamicMember(of: receiver, named: name) { return value }
        throw unknownMember(receiver, name, type: type, at: memberRange ?? node.range)
    }

    private static func value(of member: HostType.ExtensionMember, _ receiver: Value, _ name: String) throws -> Value {
        switch member {
        case .method(let function):
            return .function(BoundScriptMethod(receiver: receiver, method: function, name: name))
        case .property(let getter): return try getter.call(receiver)
        }
    }

    /// `receiver.name(arguments)`.
    static func call(
        _ receiver: Value, _ name: String, _ arguments: CallArguments, registry: HostRegistry,
        at node: Node, memberRange: SourceRange? = nil
    ) throws -> Value {
        let type = registry.hostType(of: receiver)
        if receiver.isReactive, type.extensionMember(named: name, for: receiver) != nil {
            let value = try get(receiver, name, registry: registry, at: node)
            return try Calls.call(value, arguments, registry: registry, at: node)
        }
        if let methods = type.methods(named: name) {
            let (method, bound) = try OverloadResolver.resolve(methods, arguments, name: name)
            let result = try method.body(receiver, bound)
            if case .object = result { ObservableObject.noteCall(result, name: name, receiver: receiver) }
            return result
        }
        if type.property(named: name) != nil || receiver.tupleLabels.contains(name)
            || type.extensionMember(named: name, for: receiver) != nil
        {
            let value = try get(receiver, name, registry: registry, at: node)
            return try Calls.call(value, arguments, registry: registry, at: node)
        }
        if let value = try type.dynamicMember(of: receiver, named: name) {
            return try Calls.call(value, arguments, registry: registry, at: node)
        }
        throw unknownMember(receiver, name, type: type, at: memberRange ?? node.range)
    }

    static func unknownMember(_ receiver: Value, _ name: String, type: HostType, at range: SourceRange) -> ScriptError {
        if receiver.isWrappedOptional {
            return ScriptError(.optionalMemberMustBeUnwrapped(receiver.typeName, member: name), at: range)
        }
        var candidates = type.memberNames
        if case .tuple(let tuple) = receiver { candidates += tuple.labels?.compactMap { $0 } ?? [] }
        return ScriptError(
            .unknownMember(name, type: receiver.typeName), at: range,
            notes: Suggestions.note(for: name, among: candidates))
    }
}

extension Value {
    var tupleLabels: [String] {
        if case .tuple(let tuple) = self { return tuple.labels?.compactMap { $0 } ?? [] }
        return []
    }
}

/// Calling a value.
enum Calls {
    static func call(_ callee: Value, _ arguments: CallArguments, registry: HostRegistry, at node: Node) throws -> Value
    {
        switch callee {
        case .function(let function):
            let result = try function.invoke(arguments)
            if case .object = result, let host = function as? HostFunction {
                ObservableObject.noteCall(result, name: host.name, receiver: nil)
            }
            return result
        case .object(let scriptType as ScriptType):
            return try scriptType.construct(arguments)
        case .object:
            let type = registry.hostType(of: callee)
            if !type.constructors.isEmpty {
                let (method, bound) = try OverloadResolver.resolve(type.constructors, arguments, name: type.name)
                return try method.body(.nil, bound)
            }
            fallthrough
        case .optional:
            throw node.failure(.optionalMustBeUnwrapped(callee.typeName))
        default:
            throw node.failure(.notCallable(callee.typeName))
        }
    }
}

/// Argument expressions of a call, with labels and ranges known at compile time.
struct ArgumentNodes: @unchecked Sendable {
    let nodes: [Node]
    let labels: [String?]
    let ranges: [SourceRange?]
    let trailingClosureIndex: Int?
    let hasLabels: Bool
    /// The places of the `&` arguments, by argument index.
    let inoutPlaces: [Int: LValue]

    init(
        nodes: [Node], labels: [String?], ranges: [SourceRange?], trailingClosureIndex: Int?,
        inoutPlaces: [Int: LValue] = [:]
    ) {
        self.nodes = nodes
        self.labels = labels
        self.ranges = ranges
        self.trailingClosureIndex = trailingClosureIndex
        self.hasLabels = labels.contains { $0 != nil }
        self.inoutPlaces = inoutPlaces
    }

    func evaluate(_ frame: Frame, callRange: SourceRange) throws -> CallArguments {
        var values: [Value] = []
        values.reserveCapacity(nodes.count)
        for node in nodes { values.append(try node.evaluate(frame)) }
        var arguments = CallArguments(
            values: values, labels: labels, ranges: ranges,
            trailingClosureIndex: trailingClosureIndex, callRange: callRange)
        if !inoutPlaces.isEmpty {
            arguments.inoutArguments = InoutArguments(frame: frame, places: inoutPlaces, ranges: ranges)
        }
        return arguments
    }
}

/// `callee(arguments)`.
final class CallNode: Node, @unchecked Sendable {
    let callee: Node
    let arguments: ArgumentNodes
    let registry: HostRegistry
    /// `block?()`: `nil`, with nothing called, when the callee is `nil`.
    let propagatesNil: Bool

    init(
        callee: Node, arguments: ArgumentNodes, registry: HostRegistry, propagatesNil: Bool = false, range: SourceRange
    ) {
        self.callee = callee
        self.arguments = arguments
        self.registry = registry
        self.propagatesNil = propagatesNil
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var value = try callee.evaluate(frame)
        if propagatesNil { value = try value.chainReceiver() }
        if case .function(let function) = value, !arguments.hasLabels, arguments.inoutPlaces.isEmpty,
            let script = function as? ScriptFunction,
            script.code.takesUnlabeledArguments
        {
            if StackGuard.isNearLimit() { throw ScriptError.recursionTooDeep(at: range) }
            // Script-to-script calls pass arguments through a stack buffer, without allocating.
            let count = arguments.nodes.count
            return try withUnsafeTemporaryAllocation(of: Value.self, capacity: max(count, 1)) { buffer in
                var initialized = 0
                defer { buffer.baseAddress.unsafelyUnwrapped.deinitialize(count: initialized) }
                for node in arguments.nodes {
                    (buffer.baseAddress.unsafelyUnwrapped + initialized).initialize(to: try node.evaluate(frame))
                    initialized += 1
                }
                return try script.execute(UnsafeBufferPointer(start: buffer.baseAddress, count: count))
            }
        }
        return try Calls.call(value, try arguments.evaluate(frame, callRange: range), registry: registry, at: self)
    }
}

/// `receiver.name(arguments)`.
final class MethodCallNode: Node, @unchecked Sendable {
    let receiver: Node
    let name: String
    let arguments: ArgumentNodes
    let registry: HostRegistry
    /// `receiver?.name(…)`: `nil` when the receiver is `nil`.
    let propagatesNil: Bool
    /// Where the method name is, for "no member" errors.
    let nameRange: SourceRange

    init(
        receiver: Node, name: String, nameRange: SourceRange, arguments: ArgumentNodes, registry: HostRegistry,
        propagatesNil: Bool, range: SourceRange
    ) {
        self.receiver = receiver
        self.name = name
        self.nameRange = nameRange
        self.arguments = arguments
        self.registry = registry
        self.propagatesNil = propagatesNil
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var target = try receiver.evaluate(frame)
        if propagatesNil { target = try target.chainReceiver() }
        var call = try arguments.evaluate(frame, callRange: range)
        call.nameRange = nameRange
        return try Members.call(target, name, call, registry: registry, at: self, memberRange: nameRange)
    }
}

/// `.name(arguments)` without a receiver: `.seconds(1)`, `.next(210, 1)`.
final class ImplicitMemberCallNode: Node, @unchecked Sendable {
    let name: String
    let arguments: ArgumentNodes
    let registry: HostRegistry

    init(name: String, arguments: ArgumentNodes, registry: HostRegistry, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.registry = registry
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let members = registry.implicitMembers
        guard let methods = members.methods(named: name) else {
            if members.property(named: name) != nil {
                let value = try members.property(named: name)!.get(.nil)
                return try Calls.call(
                    value, try arguments.evaluate(frame, callRange: range), registry: registry, at: self)
            }
            if let value = ScriptType.implicitMember(name, among: registry.liveDeclaredTypes) {
                return try Calls.call(
                    value, try arguments.evaluate(frame, callRange: range), registry: registry, at: self)
            }
            throw failure(.unknownImplicitMember(name), notes: Suggestions.note(for: name, among: members.memberNames))
        }
        let (method, bound) = try OverloadResolver.resolve(
            methods, try arguments.evaluate(frame, callRange: range),
            name: name)
        return try method.body(.nil, bound)
    }
}

/// `.name` without a receiver or call: `.completed`.
final class ImplicitMemberNode: Node, @unchecked Sendable {
    let name: String
    let registry: HostRegistry

    init(name: String, registry: HostRegistry, range: SourceRange) {
        self.name = name
        self.registry = registry
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let members = registry.implicitMembers
        if let property = members.property(named: name) { return try property.get(.nil) }
        if let methods = members.methods(named: name) {
            return .function(BoundMethod(receiver: .nil, name: name, overloads: methods))
        }
        if let value = ScriptType.implicitMember(name, among: registry.liveDeclaredTypes) { return value }
        throw failure(.unknownImplicitMember(name), notes: Suggestions.note(for: name, among: members.memberNames))
    }
}

/// `base.name`
final class MemberNode: Node, @unchecked Sendable {
    let base: Node
    let name: String
    let registry: HostRegistry
    let propagatesNil: Bool
    let nameRange: SourceRange

    init(
        base: Node, name: String, nameRange: SourceRange, registry: HostRegistry, propagatesNil: Bool,
        range: SourceRange
    ) {
        self.base = base
        self.name = name
        self.nameRange = nameRange
        self.registry = registry
        self.propagatesNil = propagatesNil
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var receiver = try base.evaluate(frame)
        if propagatesNil { receiver = try receiver.chainReceiver() }
        return try Members.get(receiver, name, registry: registry, at: self, memberRange: nameRange)
    }
}

/// `tuple.0`
final class TupleIndexNode: Node, @unchecked Sendable {
    let base: Node
    let index: Int

    init(base: Node, index: Int, range: SourceRange) {
        self.base = base
        self.index = index
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let value = try base.evaluate(frame)
        guard case .tuple(let tuple) = value else { throw failure(.unknownMember(String(index), type: value.typeName)) }
        guard index < tuple.elements.count else {
            throw failure(.tupleIndexOutOfRange(index, count: tuple.elements.count))
        }
        return tuple.elements[index]
    }
}

/// `base[index]`
final class SubscriptNode: Node, @unchecked Sendable {
    let base: Node
    let index: Node
    /// `dict[key, default: value]`: what a missing key reads as.
    let fallback: Node?

    init(base: Node, index: Node, fallback: Node? = nil, range: SourceRange) {
        self.base = base
        self.index = index
        self.fallback = fallback
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        try Subscripts.get(try base.evaluate(frame), try index.evaluate(frame), fallback: fallback, frame, at: self)
    }
}

extension Value {
    /// The integer, if this is an `Int`.
    var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }
}

/// Sorting values of one comparable kind, or by a closure.
enum ValueOrdering {
    /// `sorted(by:)`: the first error the closure throws ends the sort.
    static func sorted(_ elements: [Value], by areInIncreasingOrder: (Value, Value) throws -> Bool) throws -> [Value] {
        var failure: Error?
        let result = elements.sorted { lhs, rhs in
            if failure != nil { return false }
            do {
                return try areInIncreasingOrder(lhs, rhs)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    static func sorted(_ elements: [Value], at node: Node) throws -> [Value] {
        var failure: ScriptError?
        let result = elements.sorted { lhs, rhs in
            do {
                return try Operators.compare(lhs, rhs, .less, at: node) < 0
            } catch {
                failure = failure ?? (error as? ScriptError)
                return false
            }
        }
        if let failure { throw failure }
        return result
    }
}
