import Foundation
/// The table of everything the host exposes to scripts: global functions and values, namespaces,
/// the members of each host object class and of the built-in value types, and implicit members
/// (`.seconds(1)`, `.next(x)`, `.completed`).
///
/// Registration happens while a session is set up; afterwards the registry is only read, from any thread.
///
/// ```swift
/// let observable = registry.type(for: ObservableObject.self, name: "Observable")
/// observable.operator("takeLast", .count(for: "takeLast")) { source, count in source.takeLast(count) }
/// ```
///
/// Built-ins register only through declared parameters (`HostParameter`): the signature, the defaults and the
/// typed values the body gets all come from one declaration.
public final class HostRegistry: @unchecked Sendable {
    /// Global names: host functions, namespaces and constants.
    public private(set) var globals: [String: Value] = [:]
    /// The host classes script classes may inherit from (`UIViewController`), by name.
    var hostClasses: [String: HostClass] = [:]
    private var typesByClass: [ObjectIdentifier: HostType] = [:]
    /// The family each built-in name was first registered in, by global name or `Table.member`
    /// (`Observable.map`), kept only by a registry made with `recordingFamilies` (a `Session` made with
    /// `recordingFamilies: true`): telling which names a family added costs more than registering them.
    public private(set) var bindingFamilies: [String: DocFamily] = [:]
    private let recordsFamilies: Bool
    /// What `deferRegistration` holds back, until `completeRegistration()`.
    private var deferred: (() -> Void)?
    /// The names registered before the held-back part, for `isRegisteredName` (made at its first call).
    private var namesBeforeDeferred: Set<String>?

    /// Members of `Int` values.
    public let intType = HostType(name: "Int", parent: nil)
    /// Members of `Double` values.
    public let doubleType = HostType(name: "Double", parent: nil)
    /// Members of `Float` values: Double's, which read and make the receiver's own type.
    public lazy var floatType = HostType(name: "Float", parent: doubleType)
    /// Members of `String` values.
    public let stringType = HostType(name: "String", parent: nil)
    /// Members of `Bool` values.
    public let boolType = HostType(name: "Bool", parent: nil)
    /// Members of arrays.
    public let arrayType = HostType(name: "Array", parent: nil)
    /// Members of tuples.
    public let tupleType = HostType(name: "Tuple", parent: nil)
    /// Members of durations.
    public let durationType = HostType(name: "RxTimeInterval", parent: nil)
    /// Members of functions.
    public let functionType = HostType(name: "Function", parent: nil)
    /// Members of `nil` (none).
    public let nilType = HostType(name: "nil", parent: nil)
    /// Optional's own members (`map`, `flatMap`), for a present Optional.
    public let optionalType = HostType(name: "Optional", parent: nil)
    /// Members of unregistered objects (none).
    public let objectType = HostType(name: "Object", parent: nil)
    /// Members written without a receiver: `.seconds(1)`, `.next(210, 1)`, `.completed`.
    public let implicitMembers = HostType(name: "implicit member", parent: nil)
    /// Says once that code used an older spelling (`old`, today `current`) where only compiled code sees it, such
    /// as a `case .Next(let x):` pattern; the session's context sets it.
    public var noteOldSpelling: @Sendable (_ old: String, _ current: String, _ place: SourceRange?) -> Void = {
        _, _, _ in
    }

    /// - Parameter recordingFamilies: whether `bindingFamilies` is kept (for the documentation checks).
    public init(recordingFamilies: Bool = false) {
        recordsFamilies = recordingFamilies
    }

    /// The member table for host objects of class `type` (created on first use).
    @discardableResult
    public func type(for type: HostObject.Type, name: String, parent: HostType? = nil) -> HostType {
        let key = ObjectIdentifier(type)
        if let existing = typesByClass[key] { return existing }
        let created = HostType(name: name, parent: parent)
        typesByClass[key] = created
        return created
    }

    /// Adds a global function overload made from declared parameters (`function(_:_:body:)` in
    /// HostParameter.swift); overloads of one name share one function value.
    func addFunction(_ method: HostMethod) {
        let name = method.signature.name
        if case .function(let existing as HostFunction)? = globals[name] {
            existing.add(method)
        } else {
            globals[name] = .function(HostFunction(name: name, overloads: [method]))
        }
    }

    /// The namespace named `name` (`Observable`, `Disposables`), created as a global on first use.
    @discardableResult
    public func namespace(_ name: String) -> HostType {
        if case .object(let object as NamespaceObject)? = globals[name] { return object.type }
        let type = HostType(name: name, parent: nil)
        globals[name] = .object(NamespaceObject(type: type))
        return type
    }

    /// Defines a global constant.
    public func value(_ name: String, _ value: Value) {
        globals[name] = value
    }

    /// The member table for any value.
    public func hostType(of value: Value) -> HostType {
        switch value {
        case .nil: return nilType
        case .bool: return boolType
        case .int: return intType
        case .double: return doubleType
        case .float: return floatType
        case .string: return stringType
        case .duration: return durationType
        case .array: return arrayType
        case .tuple: return tupleType
        case .function: return functionType
        case .optional: return optionalType
        case .object(let object):
            if let override = object.hostTypeOverride { return override }
            var type: AnyClass? = Swift.type(of: object)
            while let current = type {
                if let found = typesByClass[ObjectIdentifier(current)] { return found }
                type = _getSuperclass(current)
            }
            return objectType
        }
    }

    /// The host types a script may extend, by the names Swift code uses for them.
    static let extensibleTypeNames =
        [
            "ObservableType", "Observable", "ObservableConvertibleType", "Reactive", "String", "Int",
            "Double", "Float", "Bool", "Array", "Sequence", "Collection",
        ] + uikitTypeTables.keys.sorted()

    /// UIKit's classes a script may extend (`extension UIView { … }`), by the member table that stands for them;
    /// a class's members reach its subclasses' objects through the tables' parents (a table is a scroll view).
    static let uikitTypeTables: [String: String] = [
        "UIView": "View", "UIControl": "Control", "UILabel": "Label", "UITextField": "TextField",
        "UIButton": "Button", "UISwitch": "Switch", "UISlider": "Slider", "UIScrollView": "ScrollView",
        "UITableView": "TableView", "UICollectionView": "CollectionView", "UITableViewCell": "TableViewCell",
        "UIViewController": "UIViewController", "UITableViewController": "UITableViewController",
        "UINavigationController": "UINavigationController", "UIColor": "UIColor",
    ]

    /// The host types a script extended, so their script members can be dropped with the session.
    private var extendedTypes: [HostType] = []
    /// The types scripts declared, held weakly: implicit members (`.anError`) are looked up among their cases.
    private var declaredTypes: [WeakObject] = []

    /// Drops every member scripts added to host types and protocols (they hold script code, which holds this
    /// registry).
    func removeExtensionMembers() {
        for type in extendedTypes { type.removeExtensionMembers() }
        extendedTypes = []
        protocolLock.withLock { protocolMembers = [:] }
    }

    private let protocolLock = NSLock()
    private var protocolMembers: [String: [String: HostType.ExtensionMember]] = [:]

    /// Adds a default member to a protocol (`extension Named { func greet() … }`).
    func addProtocolMember(_ name: String, _ member: HostType.ExtensionMember, to protocolName: String) {
        protocolLock.withLock { protocolMembers[protocolName, default: [:]][name] = member }
    }

    /// A protocol's default member `name`.
    func protocolMember(_ name: String, of protocolName: String) -> HostType.ExtensionMember? {
        protocolLock.withLock { protocolMembers[protocolName]?[name] }
    }

    /// The default members protocol `protocolName` has from its extensions (for completion).
    func protocolMembers(of protocolName: String) -> [String: HostType.ExtensionMember] {
        protocolLock.withLock { protocolMembers[protocolName] ?? [:] }
    }

    /// The member table of host objects whose type is called `name` (`Observable`, `Disposable`, `Subject`), the
    /// one with the most members when several share the name.
    func registeredType(named name: String) -> HostType? {
        typesByClass.values.filter { $0.name == name }.max { $0.memberNames.count < $1.memberNames.count }
    }

    /// Remembers a type a script declared.
    func noteDeclaredType(_ type: HostObject) {
        declaredTypes.removeAll { $0.object == nil }
        declaredTypes.append(WeakObject(object: type))
    }

    /// The types scripts declared that are still alive, latest first.
    var liveDeclaredTypes: [HostObject] { declaredTypes.reversed().compactMap(\.object) }

    /// The `rx` types of views and of script class instances, which `extension Reactive` adds to.
    var reactiveTypes: [HostType] = []
    /// The `rx` types of each kind of control (`Reactive<Button>`), reached only through `view.rx`.
    var reactiveKindTypes: [HostType] = []
    /// Properties that are older spellings, by `Type.name` (`View.rx_text`): the spelling and today's.
    private(set) var oldSpellingProperties: [String: (old: String, current: String)] = [:]
    /// Their names, to tell cheaply that a property read is not one.
    private(set) var oldSpellingPropertyNames: Set<String> = []

    /// Marks the property `name` of the table `typeName` as an older spelling of `current`, noted where it is read.
    func markOldSpelling(_ name: String, of typeName: String, as old: String, today current: String) {
        oldSpellingProperties["\(typeName).\(name)"] = (old, current)
        oldSpellingPropertyNames.insert(name)
    }

    /// Notes `name` read on `type` (or a parent of it) at `place` if it is an older spelling.
    func noteIfOldSpelling(_ name: String, of type: HostType, at place: SourceRange?) {
        guard oldSpellingPropertyNames.contains(name) else { return }
        var table: HostType? = type
        while let current = table {
            if let spelling = oldSpellingProperties["\(current.name).\(name)"] {
                return noteOldSpelling(spelling.old, spelling.current, place)
            }
            table = current.parent
        }
    }

    /// Says (once per name) that a script's `extension Reactive` member replaces the built-in `rx` member `name`.
    var noteReplacedReactiveMember: (_ name: String, _ declaration: SourceRange) -> Void = { _, _ in }
    /// The `rx` type of each view class that has its own (`Reactive<TableView>`), by the view's class.
    var reactiveKinds: [ObjectIdentifier: HostType] = [:]
    /// The `rx` type every view has (`Reactive`), the parent of the kinds'.
    var reactiveViewType: HostType?

    /// The host types `extension name { … }` adds to (none when scripts may not extend it).
    func extensibleTypes(named name: String) -> [HostType] {
        let types = name == "Reactive" ? reactiveTypes : builtinExtensibleType(named: name).map { [$0] } ?? []
        for type in types where !extendedTypes.contains(where: { $0 === type }) { extendedTypes.append(type) }
        return types
    }

    private func builtinExtensibleType(named name: String) -> HostType? {
        switch name {
        case "ObservableType", "Observable", "ObservableConvertibleType":
            return typesByClass.values.first { $0.name == "Observable" }
        case "String": return stringType
        case "Int": return intType
        case "Double": return doubleType
        case "Float": return floatType
        case "Bool": return boolType
        case "Array", "Sequence", "Collection": return arrayType
        default:
            guard let table = Self.uikitTypeTables[name] else { return nil }
            return typesByClass.values.first { $0.name == table }
        }
    }

    /// Every global name, for suggestions and completion.
    public var globalNames: [String] {
        completeRegistration()
        return globals.keys.sorted()
    }

    /// Every member table scripts can reach: the host object classes', the `rx` types', the built-in value
    /// types', implicit members and the namespaces', each once, sorted by name (for documentation coverage).
    public var memberTables: [HostType] {
        completeRegistration()
        return registeredTables
    }

    /// `memberTables` as registered so far, registering nothing held back.
    var registeredTables: [HostType] {
        var seen = Set<ObjectIdentifier>()
        return unsortedTables.filter { seen.insert(ObjectIdentifier($0)).inserted }.sorted { $0.name < $1.name }
    }

    /// The tables of `registeredTables`, some more than once, in no order.
    private var unsortedTables: [HostType] {
        var tables: [HostType] = Array(typesByClass.values) + reactiveTypes + reactiveKindTypes
        tables += [
            nilType, optionalType, intType, doubleType, floatType, stringType, boolType, arrayType, tupleType,
            durationType,
            implicitMembers,
        ]
        for case .object(let namespace as NamespaceObject) in globals.values { tables.append(namespace.type) }
        return tables
    }

    /// Every member name of every registered type, for completion after a dot.
    public var allMemberNames: [String] {
        completeRegistration()
        var names: Set<String> = []
        for type in typesByClass.values { names.formUnion(type.memberNames) }
        for type in [
            nilType, optionalType, intType, doubleType, floatType, stringType, boolType, arrayType, tupleType,
            durationType,
            implicitMembers,
        ] {
            names.formUnion(type.memberNames)
        }
        for case .object(let namespace as NamespaceObject) in globals.values {
            names.formUnion(namespace.type.memberNames)
        }
        return names.sorted()
    }
}

extension HostRegistry {
    /// Runs `body`, the registrations of one family's folder, and records `family` for each name it introduces.
    func registering(_ family: DocFamily, _ body: () -> Void) {
        guard recordsFamilies else { return body() }
        let before = registeredKeys
        body()
        for key in registeredKeys.subtracting(before) where bindingFamilies[key] == nil {
            bindingFamilies[key] = family
        }
    }

    /// Every global name and every `Table.member`.
    private var registeredKeys: Set<String> {
        var keys = Set(globals.keys)
        for table in memberTables { for name in table.ownMemberNames { keys.insert("\(table.name).\(name)") } }
        return keys
    }
}

/// Registrations held back until a script needs them (`Builtins.register(in:context:deferringViews:)`).
extension HostRegistry {
    /// Holds `body` back until `completeRegistration()`.
    func deferRegistration(_ body: @escaping () -> Void) {
        deferred = body
        namesBeforeDeferred = nil
    }

    /// Whether some registrations are still held back.
    public var hasDeferredRegistration: Bool { deferred != nil }

    /// Runs the held-back registrations, once. Call it on the session's thread before compiling code that needs
    /// them, never while scripts run on other threads: it adds members to tables they read.
    public func completeRegistration() {
        guard let body = deferred else { return }
        deferred = nil
        namesBeforeDeferred = nil
        body()
    }

    /// Whether `name` is a global or a member name of some table registered so far.
    func isRegisteredName(_ name: String) -> Bool {
        if namesBeforeDeferred == nil {
            // Each table's own names: a parent is a table of its own.
            var names = Set(globals.keys)
            names.reserveCapacity(8192)
            for table in unsortedTables { table.addOwnMemberNames(to: &names) }
            namesBeforeDeferred = names
        }
        return namesBeforeDeferred!.contains(name)
    }
}
