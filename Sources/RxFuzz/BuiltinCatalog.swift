import RxScript

/// The built-in names generated programs call, read from a session's registry (each overload with its real
/// argument labels) and from the documentation catalog (which globals make streams, runnable examples). Nothing
/// is listed by hand, so a built-in is generated the day it is registered.
public struct BuiltinCatalog: Sendable {
    /// One overload: `throttle(_:latest:scheduler:)` is the name and its labels (`nil` for `_`).
    public struct Callable: Sendable, Hashable {
        public let name: String
        public let labels: [String?]
        public let variadicIndex: Int?
        /// True for a property, written without parentheses (`MainScheduler.instance`).
        public let isProperty: Bool

        init(_ signature: String) {
            let parsed = HostSignature(signature)
            name = parsed.name
            labels = parsed.labels
            variadicIndex = parsed.variadicIndex
            isProperty = !signature.contains("(")
        }
    }

    /// Global functions the catalog documents as making a stream (`just`, `interval`).
    public let creators: [Callable]
    /// Every other global function (`print`, `after`, `marbles`).
    public let functions: [Callable]
    /// The operators that are also global functions (`+` in `reduce(0, +)`).
    public let operatorFunctions: [String]
    /// Global names that are not functions (`main`, `testError`, namespaces such as `Observable`).
    public let values: [String]
    /// Static members of namespaces: `Observable.just(_:)` is `("Observable", just(_:))`.
    public let staticMembers: [(namespace: String, member: Callable)]
    /// Constructors: `BehaviorSubject(value:)` is `("BehaviorSubject", init(value:))`.
    public let constructors: [(type: String, initializer: Callable)]
    /// The methods of the stream types (`map`, `throttle`, `subscribe`), every overload.
    public let operators: [Callable]
    /// The methods of every other member table (subjects, relays, values, controls), every overload.
    public let methods: [Callable]
    /// Property names of every member table (`value`, `count`, `rx`).
    public let properties: [String]
    /// The names of every property and method of every member table, once each.
    public let memberNames: [String]
    /// Implicit members (`.seconds(_:)`, `.next(_:)`, `.completed`).
    public let implicitMembers: [Callable]
    /// Global values and namespace members that are schedulers (`main`, `MainScheduler.instance`).
    public let schedulers: [String]
    /// The runnable example of every documented built-in.
    public let examples: [String]
    /// The calls of creators and operators in those examples, with arguments that fit.
    public let exampleCalls: ExampleCalls

    /// Reads everything from a fresh session's registry.
    public init() {
        let registry = Session(output: { _ in }, callbackErrors: { _ in }).registry
        var creators: [Callable] = [], functions: [Callable] = [], values: [String] = []
        var staticMembers: [(String, Callable)] = [], constructors: [(String, Callable)] = []
        var streamNamespaces: Set<String> = [], namespaceTables: Set<ObjectIdentifier> = []
        for name in registry.globalNames {
            switch registry.globals[name] {
            case .function(let function as HostFunction)?:
                let overloads = function.signatures.map(Callable.init)
                if DocCatalog.entry(named: name)?.kind == .creator {
                    creators += overloads
                } else {
                    functions += overloads
                }
            case .object(let namespace as NamespaceObject)?:
                values.append(name)
                namespaceTables.insert(ObjectIdentifier(namespace.type))
                if DocCatalog.operatorTables.contains(name) { streamNamespaces.insert(name) }
                for member in namespace.type.ownMemberNames {
                    let signatures = namespace.type.ownSignatures(of: member)
                    staticMembers +=
                        signatures.isEmpty ? [(name, Callable(member))] : signatures.map { (name, Callable($0)) }
                }
                constructors += namespace.type.constructorSignatures.map { (name, Callable($0)) }
            default:
                values.append(name)
            }
        }
        var operators: Set<Callable> = [], methods: Set<Callable> = [], properties: Set<String> = []
        for table in registry.memberTables
        where table !== registry.implicitMembers && !namespaceTables.contains(ObjectIdentifier(table)) {
            for member in table.ownMemberNames {
                let signatures = table.ownSignatures(of: member)
                if signatures.isEmpty { properties.insert(member); continue }
                let isStream = DocCatalog.operatorTables.contains(table.name)
                for signature in signatures {
                    if isStream { operators.insert(Callable(signature)) } else { methods.insert(Callable(signature)) }
                }
            }
        }
        let implicit = registry.implicitMembers.ownMemberNames.flatMap { name in
            let signatures = registry.implicitMembers.ownSignatures(of: name)
            return signatures.isEmpty ? [Callable(name)] : signatures.map(Callable.init)
        }
        let schedulerEntries = Set(DocCatalog.entries.filter { $0.family == .schedulers }.flatMap(\.names))
        self.creators = creators
        let isName = { (name: String) in name.first.map { $0.isLetter || $0 == "_" } ?? false }
        self.functions = functions.filter { isName($0.name) }
        self.operatorFunctions = Array(Set(functions.map(\.name).filter { !isName($0) })).sorted()
        self.values = values
        self.staticMembers = staticMembers.sorted { ($0.0, $0.1.description) < ($1.0, $1.1.description) }
        self.constructors = constructors.sorted { ($0.0, $0.1.description) < ($1.0, $1.1.description) }
        self.operators = operators.sorted { $0.description < $1.description }
        self.methods = methods.sorted { $0.description < $1.description }
        self.properties = properties.sorted()
        self.memberNames = Set(properties).union(methods.map(\.name)).sorted()
        self.implicitMembers = implicit.sorted { $0.description < $1.description }
        self.schedulers =
            (values.filter { schedulerEntries.contains($0) && !streamNamespaces.contains($0) }
            + self.staticMembers.filter { schedulerEntries.contains($0.namespace) && $0.member.isProperty }
            .map { "\($0.namespace).\($0.member.name)" }).sorted()
        self.examples = DocCatalog.entries.filter { $0.kind != .command }.map(\.example).filter { !$0.isEmpty }
        exampleCalls = ExampleCalls(
            examples: examples, names: Set(creators.map(\.name) + self.operators.map(\.name)),
            globals: Set(registry.globalNames))
    }

    /// Every name a program can type: globals, members and implicit members, for mutations.
    public var allNames: [String] {
        Array(
            Set(
                creators.map(\.name) + functions.map(\.name) + values + operators.map(\.name) + methods.map(\.name)
                    + properties + implicitMembers.map(\.name))
        ).sorted()
    }
}

extension BuiltinCatalog.Callable: CustomStringConvertible {
    /// `throttle(_:latest:scheduler:)`
    public var description: String {
        isProperty ? name : name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}
