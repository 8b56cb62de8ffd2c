import Foundation

/// The members scripts can use on one kind of host value: methods (with overloads) and properties.
public final class HostType: @unchecked Sendable {
    /// A readable (and optionally writable) property.
    public struct Property {
        /// Reads the property of the receiver.
        public let get: (Value) throws -> Value
        /// Writes it; `nil` for read-only properties.
        public let set: ((Value, Value) throws -> Void)?
    }

    /// The type's name in messages (`Observable`).
    public let name: String
    /// Where lookups continue when a member is not found here (a subject's parent is `Observable`).
    public let parent: HostType?
    private(set) var methods: [String: [HostMethod]] = [:]
    private(set) var properties: [String: Property] = [:]
    /// Overloads used when the value itself is called (`DisposeBag()`).
    private(set) var constructors: [HostMethod] = []
    /// Reads a member not registered by name (`label.rx.textColor`); nil when there is none.
    private var dynamicGetter: ((Value, String) throws -> Value?)?
    /// Writes a member not registered by name; false when there is none.
    private var dynamicSetter: ((Value, String, Value) throws -> Bool)?

    /// Members a script added with `extension` (`extension ObservableType { func myMap… }`).
    public enum ExtensionMember {
        /// A method: the function takes the receiver first.
        case method(Function)
        /// A computed property: the getter takes the receiver.
        case property(Function)
    }

    private var extensionSetters: [String: [(setter: Function, appliesTo: ((Value) -> Bool)?)]] = [:]
    private let extensionLock = NSLock()
    /// Each name's members, latest first, with the receivers they apply to (`extension Reactive where Base: X`).
    private var extensionMembers: [String: [(member: ExtensionMember, appliesTo: ((Value) -> Bool)?)]] = [:]

    init(name: String, parent: HostType?) {
        self.name = name
        self.parent = parent
    }

    /// Adds (or replaces) a member declared in a script `extension`.
    func addExtensionMember(_ name: String, _ member: ExtensionMember, appliesTo: ((Value) -> Bool)? = nil) {
        extensionLock.withLock {
            var list = extensionMembers[name] ?? []
            if appliesTo == nil { list.removeAll { $0.appliesTo == nil } }
            list.insert((member, appliesTo), at: 0)
            extensionMembers[name] = list
        }
    }

    /// Adds (or replaces) the setter of a computed property a script `extension` declared (`set { … }`): the
    /// function takes the receiver, then the new value.
    func addExtensionSetter(_ name: String, _ setter: Function, appliesTo: ((Value) -> Bool)? = nil) {
        extensionLock.withLock {
            var list = extensionSetters[name] ?? []
            if appliesTo == nil { list.removeAll { $0.appliesTo == nil } }
            list.insert((setter, appliesTo), at: 0)
            extensionSetters[name] = list
        }
    }

    /// The setter a script extension declared for `name`, here or in a parent type.
    func extensionSetter(named name: String, for receiver: Value) -> Function? {
        var type: HostType? = self
        while let current = type {
            let list = current.extensionLock.withLock { current.extensionSetters[name] ?? [] }
            if let found = list.first(where: { $0.appliesTo?(receiver) ?? true }) { return found.setter }
            type = current.parent
        }
        return nil
    }

    /// Drops the members scripts added.
    func removeExtensionMembers() {
        extensionLock.withLock {
            extensionMembers = [:]
            extensionSetters = [:]
        }
    }

    /// A script extension's member `name`, here or in a parent type.
    func extensionMember(named name: String, for receiver: Value) -> ExtensionMember? {
        var type: HostType? = self
        while let current = type {
            let list = current.extensionLock.withLock { current.extensionMembers[name] ?? [] }
            if let found = list.first(where: { $0.appliesTo?(receiver) ?? true }) { return found.member }
            type = current.parent
        }
        return nil
    }

    /// The script extensions' members here and in parent types that apply to `receiver` (all when it is not known),
    /// by name, the nearest type's first (for completion).
    func extensionMembers(for receiver: Value?) -> [(name: String, member: ExtensionMember)] {
        var found: [(name: String, member: ExtensionMember)] = []
        var seen = Set<String>()
        var type: HostType? = self
        while let current = type {
            let table = current.extensionLock.withLock { current.extensionMembers }
            for (name, list) in table.sorted(by: { $0.key < $1.key }) where !seen.contains(name) {
                let applying = list.first { entry in receiver.map { entry.appliesTo?($0) ?? true } ?? true }
                if let applying {
                    found.append((name, applying.member))
                    seen.insert(name)
                }
            }
            type = current.parent
        }
        return found
    }

    /// Adds a method overload made from declared parameters (`HostType.method(_:_:body:)` in HostParameter.swift,
    /// the one way built-ins register).
    func add(_ overload: HostMethod) {
        methods[overload.signature.name, default: []].append(overload)
    }

    /// Puts `source`'s overloads of `name` (those `including` accepts), each wrapped by `wrap`, on this type: after
    /// its own overloads of the name when `keepingOwn`, else in their place (a parent's stay as they are). The one
    /// way a registration re-exposes overloads declared elsewhere: a trait's or a Driver's operators from
    /// Observable's, an old spelling that notes itself. Nothing happens when `source` has no such method.
    func forward(
        _ name: String, from source: HostType, keepingOwn: Bool = false,
        including: (HostMethod) -> Bool = { _ in true }, _ wrap: (HostMethod) -> HostMethod
    ) {
        guard let overloads = source.methods(named: name) else { return }
        let wrapped = overloads.filter(including).map(wrap)
        methods[name] = (keepingOwn ? methods[name] ?? [] : []) + wrapped
    }

    /// Registers a read-only (or, with `set`, writable) property.
    public func property(
        _ name: String, get: @escaping (Value) throws -> Value,
        set: ((Value, Value) throws -> Void)? = nil
    ) {
        properties[name] = Property(get: get, set: set)
    }

    /// Adds a constructor overload made from declared parameters, used when the value is called.
    func addConstructor(_ overload: HostMethod) {
        constructors.append(overload)
    }

    /// Members resolved by name at run time, as Swift's `@dynamicMemberLookup` does: `get` returns nil and
    /// `set` returns false for names they do not have.
    public func dynamicMembers(
        get: @escaping (Value, String) throws -> Value?,
        set: ((Value, String, Value) throws -> Bool)? = nil
    ) {
        dynamicGetter = get
        dynamicSetter = set
    }

    /// A dynamic member's value, from this type or a parent.
    func dynamicMember(of receiver: Value, named name: String) throws -> Value? {
        var type: HostType? = self
        while let current = type {
            if let getter = current.dynamicGetter, let value = try getter(receiver, name) { return value }
            type = current.parent
        }
        return nil
    }

    /// Sets a dynamic member, from this type or a parent; false when none takes it.
    func setDynamicMember(of receiver: Value, named name: String, to value: Value) throws -> Bool {
        var type: HostType? = self
        while let current = type {
            if let setter = current.dynamicSetter, try setter(receiver, name, value) { return true }
            type = current.parent
        }
        return false
    }

    /// The overloads of `name` here or in a parent type.
    public func methods(named name: String) -> [HostMethod]? {
        var type: HostType? = self
        while let current = type {
            if let found = current.methods[name] { return found }
            type = current.parent
        }
        return nil
    }

    /// The property `name` here or in a parent type.
    public func property(named name: String) -> Property? {
        var type: HostType? = self
        while let current = type {
            if let found = current.properties[name] { return found }
            type = current.parent
        }
        return nil
    }

    /// Every member name, for suggestions and completion.
    public var memberNames: [String] {
        var names: Set<String> = []
        var type: HostType? = self
        while let current = type {
            names.formUnion(current.methods.keys)
            names.formUnion(current.properties.keys)
            type = current.parent
        }
        return names.sorted()
    }

    /// Adds the names of this type's own methods and properties to `names` (unsorted, for a membership test).
    func addOwnMemberNames(to names: inout Set<String>) {
        for name in methods.keys { names.insert(name) }
        for name in properties.keys { names.insert(name) }
    }

    /// The names of the methods and properties registered on this type itself (not its parents'), sorted.
    public var ownMemberNames: [String] {
        var names = Set<String>()
        addOwnMemberNames(to: &names)
        return names.sorted()
    }

    /// The signatures of this type's own overloads of `name` (`throttle(_:latest:scheduler:)`); empty for a
    /// property.
    public func ownSignatures(of name: String) -> [String] {
        (methods[name] ?? []).map(\.signature.description)
    }

    /// The constructors' signatures (`init(value:)`).
    public var constructorSignatures: [String] { constructors.map(\.signature.description) }

    /// Every method signature (`map(_:)`), for documentation and completion.
    public var methodSignatures: [String] {
        var signatures: [String] = []
        var type: HostType? = self
        while let current = type {
            signatures += current.methods.values.flatMap { $0.map(\.signature.description) }
            type = current.parent
        }
        return signatures.sorted()
    }
}

/// A global host function with its overloads (`just`, `print`).
public final class HostFunction: Function, @unchecked Sendable {
    private(set) var overloads: [HostMethod]

    init(name: String, overloads: [HostMethod]) {
        self.overloads = overloads
        super.init(name: name)
    }

    /// Each overload's signature (`just(_:)`, `just(_:scheduler:)`), for completion and documentation.
    public var signatures: [String] { overloads.map(\.signature.description) }

    func add(_ overload: HostMethod) {
        overloads.append(overload)
    }

    public override func invoke(_ arguments: CallArguments) throws -> Value {
        let (method, bound) = try OverloadResolver.resolve(overloads, arguments, name: name)
        return try method.body(.nil, bound)
    }
}

/// A host method taken as a value with its receiver (`let f = xs.map`, `subscribe(onNext: print)`).
final class BoundMethod: Function, @unchecked Sendable {
    let receiver: Value
    let overloads: [HostMethod]

    init(receiver: Value, name: String, overloads: [HostMethod]) {
        self.receiver = receiver
        self.overloads = overloads
        super.init(name: name)
    }

    override func invoke(_ arguments: CallArguments) throws -> Value {
        let (method, bound) = try OverloadResolver.resolve(overloads, arguments, name: name)
        return try method.body(receiver, bound)
    }
}
