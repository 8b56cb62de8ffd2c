import Foundation

/// A type a script declared (`enum`, `struct`, `class`): its members, and what `Name(…)` and `Name.member` find.
///
/// Instances look members up here through the instance host type's dynamic members, so a subclass finds its
/// superclass's members and an `extension` adds to a type after the fact.
final class ScriptType: HostObject, @unchecked Sendable {
    enum Kind {
        case enumType, structType, classType
    }

    /// A stored property: its default value is computed per instance.
    struct StoredProperty {
        let name: String
        let isMutable: Bool
        let isWeak: Bool
        /// Declared with an optional type (`var name: String?`): `nil` by default.
        let isOptional: Bool
        /// `@objc dynamic`: key-value observing sees its changes.
        let isDynamic: Bool
        /// The default value; for a `lazy var` it takes `self` and runs on first use.
        let initializer: Function?
        var isLazy = false
        /// Declared `T?` (not `T!`): what is stored is an Optional, as in Swift (`Optional("Ann")`).
        var wrapsOptional = false
        /// `willSet` (takes `self` and the new value) and `didSet` (takes `self` and the old value).
        var willSet: Function?
        var didSet: Function?
        /// For an `@IBOutlet`, the UIKit type it is declared with (`UITextField`): made when the view loads.
        var outletType: String?
        /// Declared `Double` or `Float`: a number stored in it takes that type.
        var numberType: DeclaredNumberType?
    }

    /// A computed property: the getter takes `self`; the setter `self` (updated in place) and the new value.
    struct ComputedProperty {
        let getter: Function
        let setter: Function?
    }

    /// How an instance property was declared, for completion: its type as written (`String?`) and its name's place.
    struct PropertyDeclaration {
        let typeText: String?
        let range: SourceRange
    }

    /// One enum case.
    struct Case {
        let name: String
        /// `nil` when the case has no associated values.
        let labels: [String?]?
        let rawValue: Value?
    }

    let name: String
    let kind: Kind
    let superclass: ScriptType?
    /// What instances (and enum values) look members up on.
    let instanceMembers: HostType
    /// What `Name.member` and `Name(…)` look up.
    let staticMembers: HostType
    /// Whether the type conforms to `Error` (or a subclass of one that does).
    let isError: Bool
    /// An `NSObject` subclass, or a type an extension made `ReactiveCompatible`: it has `rx`.
    var isReactiveCompatible: Bool { lock.withLock { reactiveCompatible } || superclass?.isReactiveCompatible == true }
    private var reactiveCompatible = false

    /// The host class it inherits from, directly or through its superclass (`UIViewController`).
    var hostClass: HostClass? { ownHostClass ?? superclass?.hostClass }
    var ownHostClass: HostClass?
    /// The session's registry, for the host base's members.
    weak var registry: HostRegistry?

    /// The protocols it conforms to, whose extensions give default members.
    private var protocols: [String] = []
    /// Finds a protocol's default member (set by the session that declared the type).
    var protocolMember: ((String, String) -> HostType.ExtensionMember?)?

    func addProtocol(_ name: String) { lock.withLock { if !protocols.contains(name) { protocols.append(name) } } }

    /// Whether a value of this type `is` the type named `name`: this type, a superclass, or a protocol it (or a
    /// superclass) conforms to, `Error` included.
    func conforms(to name: String) -> Bool {
        if name == self.name || (name == "Error" && isError) || lock.withLock({ protocols.contains(name) }) {
            return true
        }
        if let host = ownHostClass, host.superclasses.contains(name) { return true }
        return superclass?.conforms(to: name) ?? false
    }

    /// The default member `name` from a protocol this type (or a superclass) conforms to.
    func protocolDefault(named name: String) -> HostType.ExtensionMember? {
        let names = lock.withLock { protocols }
        for protocolName in names {
            if let found = protocolMember?(protocolName, name) { return found }
        }
        return superclass?.protocolDefault(named: name)
    }

    /// Gives the type `rx` (`NSObject` subclasses, `extension Person: ReactiveCompatible {}`).
    func makeReactiveCompatible() { lock.withLock { reactiveCompatible = true } }

    private let lock = NSRecursiveLock()
    private(set) var storedProperties: [StoredProperty] = []
    private var optionalFields: Set<String> = []
    private var computed: [String: ComputedProperty] = [:]
    private var propertyDeclarations: [String: PropertyDeclaration] = [:]
    private var methods: [String: Function] = [:]
    private var overloads: [String: [Function]] = [:]
    private(set) var mutatingMethods: Set<String> = []
    private(set) var cases: [Case] = []
    private var staticValues: [String: Value] = [:]
    /// Static stored properties not read yet: Swift runs their initializers on first use (`static let shared = T()`).
    private var staticInitializers: [String: Function] = [:]
    private var staticGetters: [String: Function] = [:]
    private var initializers: [Function] = []
    var deinitializer: Function?

    init(name: String, kind: Kind, superclass: ScriptType?, isError: Bool, objectType: HostType) {
        self.name = name
        self.kind = kind
        self.superclass = superclass
        self.isError = isError || superclass?.isError == true
        self.instanceMembers = HostType(name: name, parent: superclass?.instanceMembers ?? objectType)
        self.staticMembers = HostType(name: name + ".Type", parent: nil)
        super.init()
    }

    override var typeName: String { name + ".Type" }
    override var description: String { name }
    override var hostTypeOverride: HostType? { staticMembers }

    /// The declared type of a script instance or enum value.
    static func of(_ value: Value) -> ScriptType? {
        switch value {
        case .object(let instance as ScriptInstance): return instance.type
        case .object(let enumValue as EnumValue): return enumValue.type
        default: return nil
        }
    }

    /// What the type's own `description` property says of `object` (`CustomStringConvertible`), if it has one.
    func customDescription(of object: HostObject, property: String = "description") -> String? {
        guard let describe = computedProperty(named: property),
            case .string(let text)? = try? describe.getter.call(.object(object))
        else { return nil }
        return text
    }

    /// True for `struct` and `enum`: copied on assignment, changed only through a variable.
    var isValueType: Bool { kind != .classType }

    // MARK: - Building

    func addStoredProperty(_ property: StoredProperty) {
        lock.withLock {
            storedProperties.append(property)
            if let type = property.numberType { numberTypes[property.name] = type }
            if property.wrapsOptional { optionalFields.insert(property.name) }
        }
    }

    private var numberTypes: [String: DeclaredNumberType] = [:]

    /// The declared `Double` or `Float` type of stored property `name`, here or in a superclass.
    func numberType(ofStored name: String) -> DeclaredNumberType? {
        lock.withLock { numberTypes[name] } ?? superclass?.numberType(ofStored: name)
    }

    /// True when the stored property `name` is declared `T?` here or in a superclass.
    func wrapsOptional(_ name: String) -> Bool {
        lock.withLock { optionalFields.contains(name) } || superclass?.wrapsOptional(name) == true
    }

    func addComputed(_ name: String, _ property: ComputedProperty) { lock.withLock { computed[name] = property } }

    func addPropertyDeclaration(_ name: String, _ declaration: PropertyDeclaration) {
        lock.withLock { propertyDeclarations[name] = declaration }
    }

    func addMethod(_ name: String, _ function: Function, isMutating: Bool) {
        lock.withLock {
            methods[name] = function
            let labels = MethodInterception.labels(of: function)
            overloads[name, default: []].removeAll { MethodInterception.labels(of: $0) == labels }
            overloads[name, default: []].append(function)
            if isMutating { mutatingMethods.insert(name) }
        }
    }

    /// Every method named `name`, told apart by their labels (`tableView(_:heightForRowAt:)` and
    /// `tableView(_:didSelectRowAt:)`): this class's, then the superclass's that it does not override.
    func methodOverloads(named name: String) -> [Function] {
        let own = lock.withLock { overloads[name] ?? [] }
        let inherited = superclass?.methodOverloads(named: name) ?? []
        let ownLabels = own.map(MethodInterception.labels(of:))
        return own + inherited.filter { !ownLabels.contains(MethodInterception.labels(of: $0)) }
    }

    func addCase(_ enumCase: Case) { lock.withLock { cases.append(enumCase) } }

    func addInitializer(_ function: Function) { lock.withLock { initializers.append(function) } }

    func setStatic(_ name: String, _ value: Value) { lock.withLock { staticValues[name] = value } }

    /// A static stored property whose initializer runs on first use.
    func addStaticStored(_ name: String, initializer: Function?) {
        lock.withLock {
            if let initializer { staticInitializers[name] = initializer } else { staticValues[name] = .nil }
        }
    }

    /// A static computed property: its getter runs on every use.
    func addStaticComputed(_ name: String, getter: Function) { lock.withLock { staticGetters[name] = getter } }

    // MARK: - Lookup (through the superclass chain)

    func method(named name: String) -> Function? {
        lock.withLock { methods[name] } ?? superclass?.method(named: name)
    }

    func computedProperty(named name: String) -> ComputedProperty? {
        lock.withLock { computed[name] } ?? superclass?.computedProperty(named: name)
    }

    func storedProperty(named name: String) -> StoredProperty? {
        lock.withLock { storedProperties.first { $0.name == name } } ?? superclass?.storedProperty(named: name)
    }

    func propertyDeclaration(named name: String) -> PropertyDeclaration? {
        lock.withLock { propertyDeclarations[name] } ?? superclass?.propertyDeclaration(named: name)
    }

    /// A static stored property's value if it has one already: no getter or initializer runs (for completion).
    func storedStaticValue(named name: String) -> Value? {
        lock.withLock { staticValues[name] } ?? superclass?.storedStaticValue(named: name)
    }

    /// Every computed property, a subclass's replacing its superclass's.
    var allComputedProperties: [String: ComputedProperty] {
        (superclass?.allComputedProperties ?? [:]).merging(lock.withLock { computed }) { _, own in own }
    }

    /// Every instance method, a subclass's replacing its superclass's.
    var allMethods: [String: Function] {
        (superclass?.allMethods ?? [:]).merging(lock.withLock { methods }) { _, own in own }
    }

    /// The protocols it (or a superclass) conforms to.
    var protocolNames: [String] { lock.withLock { protocols } + (superclass?.protocolNames ?? []) }

    func isMutatingMethod(_ name: String) -> Bool { lock.withLock { mutatingMethods.contains(name) } }

    func enumCase(named name: String) -> Case? { lock.withLock { cases.first { $0.name == name } } }

    func staticValue(named name: String) -> Value? {
        if let value = lock.withLock({ staticValues[name] }) { return value }
        if let getter = lock.withLock({ staticGetters[name] }) { return try? getter.call() }
        if let initializer = lock.withLock({ staticInitializers.removeValue(forKey: name) }) {
            let value = (try? initializer.call()) ?? .nil
            setStatic(name, value)
            return value
        }
        return superclass?.staticValue(named: name)
    }

    /// Every stored property, the superclass's first.
    var allStoredProperties: [StoredProperty] {
        (superclass?.allStoredProperties ?? []) + lock.withLock { storedProperties }
    }

    var declaredInitializers: [Function] { lock.withLock { initializers } }

    /// Member names, for suggestions.
    var memberNames: [String] {
        let own = lock.withLock { Array(methods.keys) + Array(computed.keys) + storedProperties.map(\.name) }
        return own + (superclass?.memberNames ?? ownHostClass?.members.memberNames ?? [])
    }

    var staticNames: [String] {
        lock.withLock {
            Array(staticValues.keys) + Array(staticInitializers.keys) + Array(staticGetters.keys) + cases.map(\.name)
        }
    }
}
