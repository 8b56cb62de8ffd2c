/// What the expression before a dot stands for, as far as it can be known without running anything: the value it
/// holds now, or only its type.
indirect enum CompletionTarget {
    /// The live value (a variable's, a stored field's, a literal).
    case value(Value)
    /// A value of this host type.
    case hostType(HostType)
    /// Probably a value of this host type (what most calls on it return); its members may not fit.
    case likely(HostType)
    /// An instance of a declared type, with no value to read.
    case instance(ScriptType)
    /// `self` in a type being written: the members its body declares so far.
    case written([CompletionMember])
    /// Something callable that has not been called; calling it gives `result`.
    case callable(result: CompletionTarget)
    /// Nothing is known.
    case unknown
}

/// Follows a `ReceiverChain` on the session's live values. Safe by construction: it reads variables, stored fields,
/// tuple and array elements and the built-ins' own properties, and never calls script code (a computed property, a
/// method, a `lazy` initializer, a `description`) or anything else with an effect.
struct TargetResolver {
    let registry: HostRegistry
    let globals: GlobalScope
    /// The type declaration the cursor is in, for `self.`.
    var enclosingType: EnclosingType?

    /// Built-in properties that make text of values, whose `description` may be a script's: known to be strings,
    /// never read.
    private static let textProperties: Set<String> = [
        "description", "debugDescription", "localizedDescription", "marbles",
    ]
    /// Old spellings (`rx_text`), whose getters say so once per session: never read.
    private static let oldSpellings = Set(DocCatalog.entries.flatMap(\.aliases))

    func resolve(_ chain: ReceiverChain) -> CompletionTarget {
        var target: CompletionTarget
        switch chain.base {
        case .name(let name): target = named(name)
        case .literal(let value): target = .value(value)
        case .arrayLiteral: target = .hostType(registry.arrayType)
        case .unknown: target = .unknown
        }
        for step in chain.steps {
            if case .unknown = target { break }
            target = apply(step, to: target)
        }
        return target
    }

    private func named(_ name: String) -> CompletionTarget {
        if let value = globals.bindings[name]?.box.read() { return .value(value) }
        guard name == "self", let enclosingType else { return .unknown }
        if case .object(let type as ScriptType)? = globals.bindings[enclosingType.name]?.box.read() {
            return .instance(type)
        }
        return .written(enclosingType.written)
    }

    private func apply(_ step: ReceiverChain.Step, to target: CompletionTarget) -> CompletionTarget {
        switch (step, target) {
        case (.member(let name), .value(let value)): return member(name, of: value)
        case (.member(let name), .hostType(let type)), (.member(let name), .likely(let type)):
            return hostMember(name, of: type, receiver: nil)
        case (.member(let name), .instance(let type)): return declaredMember(name, of: type)
        case (.call, .callable(let result)): return result
        case (.call, .value(let value)): return calling(value)
        case (.subscripted(let index?), .value(.array(let elements))):
            return elements.indices.contains(index) ? .value(elements[index]) : .unknown
        case (.unwrapped, .value(.nil)): return .unknown
        case (.unwrapped, _): return target
        default: return .unknown
        }
    }

    // MARK: - Members

    private func member(_ name: String, of value: Value) -> CompletionTarget {
        switch value {
        case .tuple(let tuple):
            if let index = tuple.index(of: name) ?? Int(name), tuple.elements.indices.contains(index) {
                return .value(tuple.elements[index])
            }
        case .object(let type as ScriptType):
            return staticMember(name, of: type)
        case .object(let instance as ScriptInstance):
            if name == "rx", instance.type.isReactiveCompatible {
                return .value(.object(InstanceReactiveObject(base: instance)))
            }
            if instance.hasField(name) { return .value(instance.field(name)) }
            return declaredMember(name, of: instance.type)
        case .object(let enumValue as EnumValue):
            if name == "rawValue", let raw = enumValue.type.enumCase(named: enumValue.caseName)?.rawValue {
                return .value(raw)
            }
            return declaredMember(name, of: enumValue.type)
        case .object(let view as ViewObject):
            let type = registry.hostType(of: value)
            if type.property(named: name) == nil && type.methods(named: name) == nil && view.view.hasProperty(name) {
                return .value(Value(native: view.view.value(name)))
            }
        default:
            break
        }
        return hostMember(name, of: registry.hostType(of: value), receiver: value)
    }

    /// A member of a built-in type: a property is read (the built-ins' getters only read), a method is callable.
    private func hostMember(_ name: String, of type: HostType, receiver: Value?) -> CompletionTarget {
        // A script's `extension Reactive` member replaces a built-in one of that name, as calls find it (when its
        // declared result says what it is).
        if let receiver, receiver.isReactive, let declared = declaredExtensionMember(name, of: type, receiver: receiver)
        {
            if case .unknown = declared {} else { return declared }
        }
        if let property = type.property(named: name) {
            if Self.textProperties.contains(name) { return .hostType(registry.stringType) }
            guard let receiver, !Self.oldSpellings.contains(name), let value = try? property.get(receiver) else {
                return .unknown
            }
            return .value(value)
        }
        if type.methods(named: name) != nil { return .callable(result: result(of: name, on: type, receiver: receiver)) }
        return declaredExtensionMember(name, of: type, receiver: receiver) ?? .unknown
    }

    /// A member a script's `extension` declared, by its declared result (no getter runs).
    private func declaredExtensionMember(_ name: String, of type: HostType, receiver: Value?) -> CompletionTarget? {
        for (memberName, member) in type.extensionMembers(for: receiver) where memberName == name {
            switch member {
            case .method(let function): return .callable(result: declaredResult(of: function))
            case .property(let getter): return declaredResult(of: getter)
            }
        }
        return nil
    }

    /// `Name.member` of a declared type: a case, or a static value already made (no getter or initializer runs).
    private func staticMember(_ name: String, of type: ScriptType) -> CompletionTarget {
        if let value = type.storedStaticValue(named: name) { return .value(value) }
        if let found = type.enumCase(named: name) {
            guard found.labels != nil else { return .value(.object(EnumValue(type: type, caseName: name))) }
            return .callable(result: .instance(type))
        }
        if name == "allCases" && type.kind == .enumType { return .hostType(registry.arrayType) }
        return .unknown
    }

    /// A member of an instance known only by its type: what its declaration says it holds or returns.
    private func declaredMember(_ name: String, of type: ScriptType) -> CompletionTarget {
        if let declaration = type.propertyDeclaration(named: name) {
            return declaration.typeText.flatMap(DeclarationText.typeName(in:)).map(target(forTypeNamed:)) ?? .unknown
        }
        if let method = type.method(named: name) { return .callable(result: declaredResult(of: method)) }
        switch type.protocolDefault(named: name) {
        case .method(let function)?: return .callable(result: declaredResult(of: function))
        case .property(let getter)?: return declaredResult(of: getter)
        case nil: return .unknown
        }
    }

    // MARK: - Calls

    private func calling(_ value: Value) -> CompletionTarget {
        switch value {
        case .object(let type as ScriptType): return .instance(type)
        case .object(let namespace as NamespaceObject): return constructed(by: namespace)
        case .function(let constructor as EnumCaseConstructor): return .instance(constructor.type)
        case .function(let method as BoundScriptMethod): return declaredResult(of: method.method)
        case .function(is HostFunction): return .likely(observableType)
        case .function(let function): return declaredResult(of: function)
        default: return .unknown
        }
    }

    /// What `Name(…)` makes: the member table named after the namespace, or the one its documentation names.
    private func constructed(by namespace: NamespaceObject) -> CompletionTarget {
        let name = namespace.type.name
        if let type = registry.registeredType(named: name) { return .hostType(type) }
        for table in DocCatalog.entry(named: name)?.memberTables ?? [] {
            if let type = registry.registeredType(named: table) { return .hostType(type) }
        }
        return .unknown
    }

    /// What a built-in method returns, as far as its name and receiver tell: a subscription from `subscribe`, the
    /// trait `asX()` names, an observable from an operator every observable has (`map` on a subject), else the
    /// receiver's own type (`map` on a Driver or an array).
    private func result(of method: String, on type: HostType, receiver: Value?) -> CompletionTarget {
        if ["subscribe", "bind", "drive", "emit"].contains(method),
            let disposable = registry.registeredType(named: "Disposable")
        {
            return .hostType(disposable)
        }
        if method.hasPrefix("as"), let trait = registry.registeredType(named: String(method.dropFirst(2))) {
            return .hostType(trait)
        }
        if case .object(let namespace as NamespaceObject)? = receiver {
            return registry.registeredType(named: namespace.type.name).map(CompletionTarget.likely) ?? .unknown
        }
        var owner: HostType? = type
        while let current = owner, !current.ownMemberNames.contains(method) { owner = current.parent }
        return .likely(owner === observableType ? observableType : type)
    }

    /// What a script function's declaration says it returns.
    private func declaredResult(of function: Function) -> CompletionTarget {
        DeclarationText.returnTypeName(of: function).map(target(forTypeNamed:)) ?? .unknown
    }

    /// A value of the type called `name`: a declared type's instance, or a built-in type's.
    func target(forTypeNamed name: String) -> CompletionTarget {
        if case .object(let type as ScriptType)? = globals.bindings[name]?.box.read() { return .instance(type) }
        switch name {
        case "Int": return .hostType(registry.intType)
        case "Double", "Float", "CGFloat": return .hostType(registry.doubleType)
        case "String": return .hostType(registry.stringType)
        case "Bool": return .hostType(registry.boolType)
        case "Array": return .hostType(registry.arrayType)
        case "Observable": return .hostType(observableType)
        default: break
        }
        if let type = registry.registeredType(named: name) { return .hostType(type) }
        for table in DocCatalog.entry(named: name)?.memberTables ?? [] {
            if let type = registry.registeredType(named: table) { return .hostType(type) }
        }
        return .unknown
    }

    var observableType: HostType { registry.type(for: ObservableObject.self, name: "Observable") }
}
