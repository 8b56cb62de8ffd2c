/// The compiled members of a type declaration or extension: functions that take `self` first.
final class TypeMembers: @unchecked Sendable {
    struct Stored {
        let name: String
        let isMutable: Bool
        let isWeak: Bool
        let isOptional: Bool
        let isStatic: Bool
        let isDynamic: Bool
        let initializer: ClosureNode?
        var isLazy = false
        /// Declared `T?`: stored values are Optionals.
        var wrapsOptional = false
        var willSet: ClosureNode?
        var didSet: ClosureNode?
        /// For an `@IBOutlet`, the UIKit type it is declared with (`UITextField`).
        var outletType: String?
        /// Declared `Double` or `Float`: a number stored in it takes that type (`Circle(r: 1)` stores `1.0`).
        var numberType: DeclaredNumberType?
    }

    var stored: [Stored] = []
    var computed: [(name: String, isStatic: Bool, getter: ClosureNode, setter: ClosureNode?)] = []
    var methods: [(name: String, isStatic: Bool, isMutating: Bool, function: ClosureNode)] = []
    var initializers: [ClosureNode] = []
    var deinitializer: ClosureNode?
    /// How each instance property was declared (for completion).
    var declarations: [String: ScriptType.PropertyDeclaration] = [:]

    /// Makes the functions (capturing what they use from `frame`) and adds them to `type`.
    func install(into type: ScriptType, _ frame: Frame) throws {
        for property in stored {
            let initializer = try property.initializer.map { try function($0, frame) }
            if property.isStatic {
                type.addStaticStored(property.name, initializer: initializer)
            } else {
                var stored = ScriptType.StoredProperty(
                    name: property.name, isMutable: property.isMutable,
                    isWeak: property.isWeak, isOptional: property.isOptional,
                    isDynamic: property.isDynamic, initializer: initializer)
                stored.isLazy = property.isLazy
                stored.wrapsOptional = property.wrapsOptional
                stored.outletType = property.outletType
                stored.numberType = property.numberType
                stored.willSet = try property.willSet.map { try function($0, frame) }
                stored.didSet = try property.didSet.map { try function($0, frame) }
                type.addStoredProperty(stored)
            }
        }
        for property in computed {
            let getter = try function(property.getter, frame)
            if property.isStatic {
                type.addStaticComputed(property.name, getter: getter)
            } else {
                type.addComputed(
                    property.name, .init(getter: getter, setter: try property.setter.map { try function($0, frame) }))
            }
        }
        for method in methods {
            let made = try function(method.function, frame)
            if method.isStatic {
                type.setStatic(method.name, .function(made))
            } else {
                type.addMethod(method.name, made, isMutating: method.isMutating)
            }
        }
        for (name, declaration) in declarations { type.addPropertyDeclaration(name, declaration) }
        for initializer in initializers { type.addInitializer(try function(initializer, frame)) }
        if let deinitializer { type.deinitializer = try function(deinitializer, frame) }
    }

    /// Adds the methods and computed properties as the default members of a protocol's conforming types.
    func install(intoProtocol name: String, of registry: HostRegistry, _ frame: Frame) throws {
        for method in methods where !method.isStatic {
            registry.addProtocolMember(method.name, .method(try function(method.function, frame)), to: name)
        }
        for property in computed where !property.isStatic {
            registry.addProtocolMember(property.name, .property(try function(property.getter, frame)), to: name)
        }
    }

    /// Adds the methods and computed properties to a host type (`extension ObservableType`), for the receivers
    /// `appliesTo` accepts (all when nil).
    func install(into hostType: HostType, _ frame: Frame, appliesTo: ((Value) -> Bool)? = nil) throws {
        for method in methods where !method.isStatic {
            hostType.addExtensionMember(
                method.name, .method(try function(method.function, frame)), appliesTo: appliesTo)
        }
        for property in computed where !property.isStatic {
            hostType.addExtensionMember(
                property.name, .property(try function(property.getter, frame)), appliesTo: appliesTo)
            if let setter = property.setter {
                hostType.addExtensionSetter(property.name, try function(setter, frame), appliesTo: appliesTo)
            }
        }
    }

    private func function(_ node: ClosureNode, _ frame: Frame) throws -> Function {
        guard case .function(let made) = try node.evaluate(frame) else { throw node.failure(.notCallable("member")) }
        return made
    }
}

/// Builds a declared type when its declaration runs, and evaluates to it.
final class TypeBuilderNode: Node, @unchecked Sendable {
    let name: String
    let kind: ScriptType.Kind
    let members = TypeMembers()
    var isError = false
    /// An `NSObject` subclass or a declared `ReactiveCompatible` type.
    var reactiveCompatible = false
    var superclass: Node?
    /// The host class it inherits from (`UIViewController`), when its superclass is not a script class.
    var hostSuperclass: String?
    var rawType: String?
    var cases: [(name: String, labels: [String?]?, rawValue: Node?)] = []
    /// The names after `:`; protocols among them give their extensions' members.
    var protocols: [String] = []
    var nestedTypes: [(name: String, builder: TypeBuilderNode)] = []
    /// The session's registry: new types look members up in its `Object` type when none of theirs matches, and
    /// are noted there for implicit members.
    var registry: HostRegistry!

    init(name: String, kind: ScriptType.Kind, range: SourceRange) {
        self.name = name
        self.kind = kind
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        var superType: ScriptType?
        if let superclass, case .object(let found as ScriptType) = try superclass.evaluate(frame) { superType = found }
        let type = ScriptType(
            name: name, kind: kind, superclass: superType, isError: isError,
            objectType: registry.objectType)
        registry.noteDeclaredType(type)
        type.registry = registry
        if let hostSuperclass { type.ownHostClass = registry.hostClasses[hostSuperclass] }
        for name in protocols { type.addProtocol(name) }
        let registry = self.registry!
        type.protocolMember = { [weak registry] protocolName, member in
            registry?.protocolMember(member, of: protocolName)
        }
        if reactiveCompatible { type.makeReactiveCompatible() }
        // The raw value an `Int` case without one gets; nil after `Int.max` (the fuzzer crashed on `+ 1` there).
        var nextInt: Int? = 0
        for enumCase in cases {
            var raw = try enumCase.rawValue?.evaluate(frame)
            if raw == nil, rawType == "String" || rawType == "Character" { raw = .string(enumCase.name) }
            if raw == nil, rawType == "Int" {
                guard let next = nextInt else { throw failure(.rawValueOverflow(enumCase.name)) }
                raw = .int(next)
            }
            if case .int(let value)? = raw { nextInt = value == .max ? nil : value + 1 }
            type.addCase(.init(name: enumCase.name, labels: enumCase.labels, rawValue: raw))
        }
        try members.install(into: type, frame)
        for nested in nestedTypes { type.setStatic(nested.name, try nested.builder.evaluate(frame)) }
        type.installMembers()
        return .object(type)
    }
}

/// `extension Name { … }`: adds members to a script type or a host type when it runs.
final class ExtensionNode: StatementNode, @unchecked Sendable {
    let typeNode: Node?
    let hostTypes: [HostType]
    /// `where Base: X`: the receivers the members apply to.
    var appliesTo: ((Value) -> Bool)?
    let members = TypeMembers()
    /// `extension Person: ReactiveCompatible {}`
    var addsReactiveCompatible = false
    /// `extension Person: Named {}`: the protocols it adds.
    var addedProtocols: [String] = []
    /// `extension Named { … }`: the protocol whose conforming types get the members.
    var protocolName: String?
    var registry: HostRegistry?
    /// `extension Reactive`'s members that take the place of a built-in `rx` member (seed code re-declaring
    /// RxCocoa's `text`), each noted once when installed.
    var replacedBuiltins: [(name: String, range: SourceRange)] = []

    init(typeNode: Node?, hostTypes: [HostType], range: SourceRange) {
        self.typeNode = typeNode
        self.hostTypes = hostTypes
        super.init(range: range)
    }

    override func execute(_ frame: Frame) throws -> Flow {
        if let protocolName, let registry {
            try members.install(intoProtocol: protocolName, of: registry, frame)
        } else if !hostTypes.isEmpty {
            for hostType in hostTypes { try members.install(into: hostType, frame, appliesTo: appliesTo) }
            for (name, range) in replacedBuiltins { registry?.noteReplacedReactiveMember(name, range) }
        } else if let typeNode, case .object(let type as ScriptType) = try typeNode.evaluate(frame) {
            try members.install(into: type, frame)
            if addsReactiveCompatible { type.makeReactiveCompatible() }
            for name in addedProtocols { type.addProtocol(name) }
        }
        return .normal
    }
}

/// `super.name`: looked up from the superclass, bound to `self`.
final class SuperMemberNode: Node, @unchecked Sendable {
    let superclass: Node
    let receiver: Node
    let name: String

    init(superclass: Node, receiver: Node, name: String, range: SourceRange) {
        self.superclass = superclass
        self.receiver = receiver
        self.name = name
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        guard case .object(let type as ScriptType) = try superclass.evaluate(frame) else {
            throw failure(.superOutsideClass)
        }
        let receiverValue = try receiver.evaluate(frame)
        guard let value = try type.instanceMember(of: receiverValue, named: name) else {
            throw failure(.unknownMember(name, type: type.name))
        }
        return value
    }
}

/// `super.name` in a class whose superclass is a host class (`super.viewDidLoad()`): the host base's member.
final class HostSuperMemberNode: Node, @unchecked Sendable {
    let receiver: Node
    let name: String

    init(receiver: Node, name: String, range: SourceRange) {
        self.receiver = receiver
        self.name = name
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        guard case .object(let instance as ScriptInstance) = try receiver.evaluate(frame),
            let value = try instance.type.hostBaseMember(of: instance, named: name)
        else { throw failure(.unknownMember(name, type: "super")) }
        return value
    }
}

/// `super.init(…)`: the superclass's initializer run on `self`.
final class SuperInitNode: Node, @unchecked Sendable {
    let superclass: Node?
    let receiver: Node
    let arguments: ArgumentNodes

    init(superclass: Node?, receiver: Node, arguments: ArgumentNodes, range: SourceRange) {
        self.superclass = superclass
        self.receiver = receiver
        self.arguments = arguments
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let call = try arguments.evaluate(frame, callRange: range)
        guard let superclass, case .object(let type as ScriptType) = try superclass.evaluate(frame) else {
            return .void  // `NSObject`'s `init()`
        }
        var selfValue = try receiver.evaluate(frame)
        let withSelf = call.prepending(selfValue)
        guard let initializer = type.initializerForSuper(withSelf) else {
            if call.values.isEmpty { return .void }
            throw failure(.noMatchingInitializer(type.name, labels: call.labels))
        }
        _ = try initializer.invoke(withSelf, updatingFirst: &selfValue)
        return .void
    }
}
