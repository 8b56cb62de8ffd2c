/// One member Tab can offer: what it inserts (`onNext(` for a method) and how it is listed.
struct CompletionMember {
    let name: String
    let insertion: String
    let row: CodeCompletion.Row
}

/// The members of a completion target whose names start with a prefix, each with its signature and a summary: the
/// catalog's line for a built-in, the `///` comment or the value it holds now for what a script declared.
struct CompletionMembers {
    let registry: HostRegistry
    let prefix: String

    /// The members, or nil when the target is not known well enough to say (then any member may fit).
    func of(_ target: CompletionTarget) -> [CompletionMember]? {
        switch target {
        case .value(let value): return of(value)
        case .hostType(let type), .likely(let type): return host(type, receiver: nil)
        case .instance(let type): return declared(type, instance: nil)
        case .written(let members): return members.filter { $0.name.hasPrefix(prefix) }
        case .callable, .unknown: return nil
        }
    }

    private func of(_ value: Value) -> [CompletionMember] {
        switch value {
        case .object(let type as ScriptType): return statics(of: type)
        case .object(let instance as ScriptInstance): return declared(instance.type, instance: instance)
        case .object(let enumValue as EnumValue):
            var members = declared(enumValue.type, instance: nil)
            if let raw = enumValue.type.enumCase(named: enumValue.caseName)?.rawValue, "rawValue".hasPrefix(prefix) {
                members.append(property("rawValue", "let rawValue", Self.now(raw)))
            }
            return members
        case .tuple(let tuple):
            var members = host(registry.tupleType, receiver: value)
            for (index, element) in tuple.elements.enumerated() {
                let name = tuple.labels?[index] ?? String(index)
                if name.hasPrefix(prefix) { members.append(property(name, name, Self.now(element))) }
            }
            return members
        case .object(let view as ViewObject):
            var members = host(registry.hostType(of: value), receiver: value)
            let listed = Set(members.map(\.name))
            for (name, current) in view.view.properties where name.hasPrefix(prefix) && !listed.contains(name) {
                members.append(property(name, name, Self.now(Value(native: current))))
            }
            return members
        default:
            return host(registry.hostType(of: value), receiver: value)
        }
    }

    // MARK: - Built-ins

    /// Methods (one row per overload, inserting `name(`), properties, and what scripts added with `extension`.
    func host(_ type: HostType, receiver: Value?) -> [CompletionMember] {
        var members: [CompletionMember] = []
        var methodNames = Set<String>()
        for signature in type.methodSignatures {
            let name = HostSignature(signature).name
            methodNames.insert(name)
            guard name.hasPrefix(prefix) else { continue }
            members.append(
                CompletionMember(
                    name: name, insertion: name + "(",
                    row: .init(signature, DocCatalog.summary(ofMember: name, on: type))))
        }
        let names = type.memberNames
        for name in names where !methodNames.contains(name) && name.hasPrefix(prefix) {
            members.append(property(name, name, DocCatalog.summary(ofMember: name, on: type)))
        }
        let known = Set(names)
        for (name, member) in type.extensionMembers(for: receiver) where name.hasPrefix(prefix) && !known.contains(name)
        {
            members.append(Self.scriptMember(name, member))
        }
        return members
    }

    // MARK: - Declared types

    /// An instance's stored properties (with what they hold now when there is an instance), computed properties,
    /// methods with their declared signatures, protocol defaults, and `rx`, `rawValue`, `localizedDescription`.
    private func declared(_ type: ScriptType, instance: ScriptInstance?) -> [CompletionMember] {
        var members: [CompletionMember] = []
        var listed = Set<String>()
        func add(_ member: CompletionMember) {
            guard member.name.hasPrefix(prefix), listed.insert(member.name).inserted else { return }
            members.append(member)
        }
        for stored in type.allStoredProperties where stored.name.hasPrefix(prefix) {
            let declaration = type.propertyDeclaration(named: stored.name)
            let keyword = stored.isLazy ? "lazy var " : stored.isMutable ? "var " : "let "
            let signature = keyword + stored.name + (declaration?.typeText.map { ": " + $0 } ?? "")
            let current = instance.flatMap { $0.hasField(stored.name) ? Self.now($0.field(stored.name)) : nil }
            let comment = declaration.flatMap { DeclarationText.summary(above: $0.range) }
            add(property(stored.name, signature, Self.joined(current, comment)))
        }
        for (name, computed) in type.allComputedProperties.sorted(by: { $0.key < $1.key }) {
            let declaration = type.propertyDeclaration(named: name)
            let signature =
                "var " + name + (declaration?.typeText.map { ": " + $0 } ?? "")
                + (computed.setter == nil ? " { get }" : " { get set }")
            add(property(name, signature, declaration.flatMap { DeclarationText.summary(above: $0.range) }))
        }
        for (name, method) in type.allMethods.sorted(by: { $0.key < $1.key }) {
            add(Self.scriptMember(name, .method(method)))
        }
        for protocolName in type.protocolNames {
            for (name, member) in registry.protocolMembers(of: protocolName).sorted(by: { $0.key < $1.key }) {
                add(Self.scriptMember(name, member))
            }
        }
        if type.isReactiveCompatible { add(property("rx", "rx", DocCatalog.entry(named: "rx")?.summary)) }
        if type.isError {
            add(property("localizedDescription", "localizedDescription", "what the error says"))
        }
        // What it inherits from a UIKit class (`view`, `title`, `navigationController`), after its own.
        if let host = type.hostClass {
            for member in self.host(host.members, receiver: nil) { add(member) }
        }
        return members
    }

    /// `Name.` of a declared type: its cases, its static members, `allCases`.
    private func statics(of type: ScriptType) -> [CompletionMember] {
        var members: [CompletionMember] = []
        let cases = type.cases
        for enumCase in cases where enumCase.name.hasPrefix(prefix) {
            let labels = enumCase.labelList
            members.append(
                CompletionMember(
                    name: enumCase.name, insertion: enumCase.name + (labels == nil ? "" : "("),
                    row: .init("case " + enumCase.name + (labels ?? ""), enumCase.rawValue.map(Self.now))))
        }
        let caseNames = Set(cases.map(\.name))
        for name in Set(type.staticNames).subtracting(caseNames).sorted() where name.hasPrefix(prefix) {
            switch type.storedStaticValue(named: name) {
            case .function(let function)?:
                members.append(Self.scriptMember(name, .method(function), isStatic: true))
            case let value?:
                members.append(property(name, "static " + name, Self.now(value)))
            case nil:
                members.append(property(name, "static " + name, nil))
            }
        }
        if type.kind == .enumType, !cases.isEmpty, cases.allSatisfy({ $0.labels == nil }),
            "allCases".hasPrefix(prefix)
        {
            members.append(property("allCases", "static allCases", "every case, in order"))
        }
        return members
    }

    // MARK: - Rows

    private func property(_ name: String, _ signature: String, _ summary: String?) -> CompletionMember {
        CompletionMember(name: name, insertion: name, row: .init(signature, summary))
    }

    /// A member a script declared (in a type, a protocol extension or an `extension` of a built-in type).
    private static func scriptMember(
        _ name: String, _ member: HostType.ExtensionMember, isStatic: Bool = false
    ) -> CompletionMember {
        switch member {
        case .method(let function):
            let header = DeclarationText.header(of: function) ?? "func \(name)(…)"
            return CompletionMember(
                name: name, insertion: name + "(",
                row: .init((isStatic ? "static " : "") + header, DeclarationText.summary(of: function)))
        case .property(let getter):
            return CompletionMember(
                name: name, insertion: name, row: .init("var " + name + " { get }", DeclarationText.summary(of: getter))
            )
        }
    }

    private static func joined(_ first: String?, _ second: String?) -> String? {
        let parts = [first, second].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "  ")
    }

    /// What a value holds now, in a few characters, without running script code (no `description` is asked):
    /// `= "Ann"`, `= 3`, or an object's type (`Observable`).
    static func now(_ value: Value) -> String {
        if case .object(let object) = value, !(object is EnumValue) { return object.typeName }
        return "= " + brief(value)
    }

    /// A short form of a value that asks no object to describe itself.
    static func brief(_ value: Value) -> String {
        switch value {
        case .nil, .bool, .int, .double, .float, .duration: return value.debugDescription
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
            return Value.string(shown).debugDescription
        case .array(let elements): return elements.isEmpty ? "[]" : "[…] (\(elements.count))"
        case .tuple(let tuple): return tuple.elements.isEmpty ? "()" : "(…)"
        case .function: return "(Function)"
        case .object(let enumValue as EnumValue): return "." + enumValue.caseName
        case .object(let object): return object.typeName
        case .optional(let box): return "Optional(" + brief(box.wrapped) + ")"
        }
    }
}

extension ScriptType.Case {
    /// `(radius:)`, `(_:_:)`: the associated values' labels as a signature shows them; nil for a case without any.
    var labelList: String? { labels.map { "(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" } }
}
