/// What the compiler knows of the type whose member it is compiling: bare member names mean `self.name` there.
struct MemberContext {
    let typeName: String
    let members: Set<String>
    /// The script superclass, for `super`.
    let superclassName: String?
    /// The host class inherited directly (`UIViewController`), for `super` when there is no script superclass.
    var hostSuperclass: String? = nil
    /// An enum's case names, which its members' patterns may write unqualified (`case searchRepositories:`).
    var caseNames: Set<String> = []
}

extension Compiler {
    /// Compiles `enum`/`struct`/`class` into a node that builds the type and binds its name; `protocol` compiles
    /// to nothing; `extension` adds members to a script type or to a host type (`ObservableType`).
    func compileTypeDeclaration(_ decl: TypeDecl, range: SourceRange) throws -> [StatementNode] {
        switch decl.kind {
        case .protocolType:
            globals.protocols.insert(decl.name)
            globals.typeMembers[decl.name] = Set(decl.requirements)
            return []
        case .extensionType:
            return [try compileExtension(decl, range: range)]
        default:
            break
        }
        let superclassName =
            decl.kind == .classType
            ? decl.inherited.first.flatMap {
                globals.typeMembers[$0] != nil && !globals.protocols.contains($0) ? $0 : nil
            } : nil
        let hostSuperclass =
            decl.kind == .classType && superclassName == nil
            ? decl.inherited.first.flatMap { registry.hostClasses[$0] != nil ? $0 : nil } : nil
        var members = memberNames(of: decl, superclassName: superclassName)
        if let hostSuperclass, let host = registry.hostClasses[hostSuperclass] {
            members.formUnion(host.members.memberNames)
            for name in [hostSuperclass] + host.superclasses {
                members.formUnion(globals.builtinExtensionMembers[name] ?? [])
            }
        }
        globals.typeMembers[decl.name] = members
        if decl.kind == .classType { recordClassMethods(decl, superclassName: superclassName) }
        if decl.kind == .enumType {
            globals.enumCaseNames[decl.name] = Set(decl.cases.map(\.name))
            globals.enumCases[decl.name] = decl.cases
        }
        globals.initializerLabels[decl.name] = decl.initializers.map { $0.parameters.map(\.label) }
        globals.mutatingMethodNames.formUnion(decl.methods.filter(\.isMutating).map(\.function.name))
        let target: DeclarationTarget
        if context.declaresGlobals {
            let box = hoisted[decl.name] ?? globals.declare(decl.name, isMutable: false, range: decl.nameRange)
            if hoisted[decl.name] == nil { declaredGlobals.append(decl.name) }
            target = .global(box)
        } else {
            let variable = try declareLocal(decl.name, isMutable: false, range: decl.nameRange)
            target = variable.isBoxed ? .boxedSlot(variable.slot, name: decl.name) : .slot(variable.slot)
        }
        let builder = try compileTypeBuilder(
            decl, members: members, superclassName: superclassName, hostSuperclass: hostSuperclass, range: range)
        return [
            DeclarationNode(
                targets: [target], initializer: builder, isTuplePattern: false, convertsToDouble: false,
                range: range)
        ]
    }

    private func memberNames(of decl: TypeDecl, superclassName: String?) -> Set<String> {
        var members = Set(decl.properties.filter { !$0.isStatic }.map(\.name))
        for name in decl.inherited where globals.protocols.contains(name) {
            members.formUnion(globals.typeMembers[name] ?? [])
        }
        members.formUnion(decl.methods.filter { !$0.isStatic }.map(\.function.name))
        if decl.kind == .enumType { members.insert("rawValue") }
        if let superclassName { members.formUnion(globals.typeMembers[superclassName] ?? []) }
        if decl.kind == .classType, hasReactiveNamespace(decl, superclassName: superclassName) { members.insert("rx") }
        return members
    }

    private func compileTypeBuilder(
        _ decl: TypeDecl, members: Set<String>, superclassName: String?, hostSuperclass: String? = nil,
        range: SourceRange
    ) throws -> TypeBuilderNode {
        var memberContext = MemberContext(
            typeName: decl.name, members: members, superclassName: superclassName,
            caseNames: globals.enumCaseNames[decl.name] ?? [])
        memberContext.hostSuperclass = hostSuperclass
        let kind: ScriptType.Kind =
            decl.kind == .enumType ? .enumType : decl.kind == .structType ? .structType : .classType
        let builder = TypeBuilderNode(name: decl.name, kind: kind, range: range)
        builder.registry = registry
        builder.isError = decl.inherited.contains { ["Error", "Swift.Error", "LocalizedError"].contains($0) }
        builder.reactiveCompatible = decl.inherited.contains {
            [
                "NSObject", "ReactiveCompatible", "UIView",
                "UIViewController",
            ].contains($0)
        }
        builder.superclass = try superclassName.map { try compile(Expr(.identifier($0), decl.nameRange)) }
        builder.hostSuperclass = hostSuperclass
        if hostSuperclass != nil { builder.reactiveCompatible = true }
        builder.protocols = decl.inherited
        builder.rawType =
            decl.kind == .enumType
            ? decl.inherited.first { ["String", "Int", "Character", "Double"].contains($0) } : nil
        builder.cases = try decl.cases.map { ($0.name, $0.associatedLabels, try $0.rawValue.map(compile)) }
        try compileMembers(decl, into: builder.members, context: memberContext)
        builder.nestedTypes = try decl.nestedTypes.map { nested in
            (
                nested.name,
                try compileTypeBuilder(
                    nested, members: memberNames(of: nested, superclassName: nil),
                    superclassName: nil, range: range)
            )
        }
        return builder
    }

    /// Properties, methods, initializers and `deinit`, as functions taking `self` first.
    private func compileMembers(
        _ decl: TypeDecl, into builder: TypeMembers, context memberContext: MemberContext
    ) throws {
        let isValueType = decl.kind != .classType
        for property in decl.properties where !property.isStatic {
            builder.declarations[property.name] = .init(typeText: property.type?.text, range: property.range)
        }
        for property in decl.properties {
            if let getter = property.getter {
                let get = try compileMember(
                    named: property.name, parameters: [], body: getter, isStatic: property.isStatic,
                    mutatesSelf: false, memberContext: memberContext, range: property.range)
                let set = try property.setter.map { setter in
                    try compileMember(
                        named: property.name, parameters: [plainParameter(setter.name, property.range)],
                        body: setter.body, isStatic: property.isStatic, mutatesSelf: isValueType,
                        memberContext: memberContext, range: property.range)
                }
                builder.computed.append((property.name, property.isStatic, get, set))
            } else {
                // A `lazy var`'s initializer runs on first use and may use `self`; others run before `init`.
                let lazy = property.isLazy && !property.isStatic
                let initializer = try property.initializer.map { value in
                    try compileMember(
                        named: property.name, parameters: [], body: [Stmt(.expression(value), value.range)],
                        isStatic: !lazy, mutatesSelf: false, memberContext: lazy ? memberContext : nil,
                        range: value.range)
                }
                var stored = TypeMembers.Stored(
                    name: property.name, isMutable: property.isMutable, isWeak: property.isWeak,
                    isOptional: property.type?.text.hasSuffix("?") == true
                        || property.type?.text.hasSuffix("!") == true,
                    isStatic: property.isStatic, isDynamic: property.isDynamic,
                    initializer: initializer)
                stored.isLazy = lazy
                stored.numberType = DeclaredNumberType(property.type?.name)
                stored.wrapsOptional = property.type.map(\.declaresOptional) ?? false
                if property.isOutlet { stored.outletType = property.type?.text.filter { !"!? ".contains($0) } }
                stored.willSet = try property.willSet.map { observer in
                    try compileMember(
                        named: property.name, parameters: [plainParameter(observer.name, property.range)],
                        body: observer.body, isStatic: false, mutatesSelf: isValueType,
                        memberContext: memberContext, range: property.range)
                }
                stored.didSet = try property.didSet.map { observer in
                    try compileMember(
                        named: property.name, parameters: [plainParameter(observer.name, property.range)],
                        body: observer.body, isStatic: false, mutatesSelf: isValueType,
                        memberContext: memberContext, range: property.range)
                }
                builder.stored.append(stored)
            }
        }
        for method in decl.methods {
            let function = method.function
            try checkReturns(function)
            let node = try compileMember(
                named: function.name, parameters: function.parameters, body: function.body,
                isStatic: method.isStatic, mutatesSelf: method.isMutating && isValueType,
                memberContext: memberContext, range: method.range, returnType: function.returnType)
            builder.methods.append((function.name, method.isStatic, method.isMutating, node))
        }
        for initializer in decl.initializers {
            builder.initializers.append(
                try compileMember(
                    named: "init", parameters: initializer.parameters,
                    body: initializer.body, isStatic: false, mutatesSelf: true,
                    memberContext: memberContext, range: initializer.range))
        }
        if let body = decl.deinitializer {
            builder.deinitializer = try compileMember(
                named: "deinit", parameters: [], body: body, isStatic: false,
                mutatesSelf: false, memberContext: memberContext, range: decl.nameRange)
        }
    }

    private func plainParameter(_ name: String, _ range: SourceRange) -> Parameter {
        Parameter(label: nil, name: name, range: range, type: nil, defaultValue: nil)
    }

    /// A member's function: `self` first (unless static), then the declared parameters with their labels.
    private func compileMember(
        named name: String, parameters: [Parameter], body: [Stmt], isStatic: Bool,
        mutatesSelf: Bool, memberContext: MemberContext?, range: SourceRange, returnType: TypeSyntax? = nil
    ) throws -> ClosureNode {
        let all = isStatic ? parameters : [plainParameter("self", range)] + parameters
        let labels = isStatic ? parameters.map(\.label) : [nil] + parameters.map(\.label)
        let (code, sources) = try compileFunction(
            parameters: all, hasSignature: true, body: body, name: name,
            selfName: nil, labels: labels, range: range,
            memberContext: isStatic ? nil : memberContext,
            mutableSelf: mutatesSelf, returnType: returnType)
        return ClosureNode(code: code, sources: sources, range: range)
    }

    /// `extension Name { … }`: adds members to a script type, or methods to a host type such as `ObservableType`.
    private func compileExtension(_ decl: TypeDecl, range: SourceRange) throws -> StatementNode {
        if globals.protocols.contains(decl.name) {
            // `extension Named { func greet() … }`: default members for every type that conforms.
            let all = (globals.typeMembers[decl.name] ?? []).union(memberNames(of: decl, superclassName: nil))
            globals.typeMembers[decl.name] = all
            let node = ExtensionNode(typeNode: nil, hostTypes: [], range: range)
            node.protocolName = decl.name
            node.registry = registry
            try compileMembers(
                decl, into: node.members,
                context: MemberContext(
                    typeName: decl.name, members: all,
                    superclassName: nil))
            return node
        }
        if let members = globals.typeMembers[decl.name] {
            let all = members.union(memberNames(of: decl, superclassName: nil))
            globals.typeMembers[decl.name] = all
            globals.mutatingMethodNames.formUnion(decl.methods.filter(\.isMutating).map(\.function.name))
            let node = ExtensionNode(
                typeNode: try compile(Expr(.identifier(decl.name), decl.nameRange)),
                hostTypes: [], range: range)
            node.addsReactiveCompatible = decl.inherited.contains("ReactiveCompatible")
            node.addedProtocols = decl.inherited
            try compileMembers(
                decl, into: node.members,
                context: MemberContext(
                    typeName: decl.name, members: all, superclassName: nil,
                    caseNames: globals.enumCaseNames[decl.name] ?? []))
            return node
        }
        let hostTypes = registry.extensibleTypes(named: decl.name)
        guard !hostTypes.isEmpty else {
            throw error(
                .unknownExtendedType(decl.name), at: decl.nameRange,
                notes: Suggestions.note(
                    for: decl.name,
                    among: Array(globals.typeMembers.keys)
                        + HostRegistry.extensibleTypeNames))
        }
        // Static members and stored properties have nowhere to live on a built-in type: say so.
        let unsupported =
            decl.properties.first { $0.isStatic || $0.getter == nil }.map { ($0.name, $0.range) }
            ?? decl.methods.first(where: \.isStatic).map { ($0.function.name, $0.range) }
        if decl.name != "Reactive", let (member, place) = unsupported {
            throw error(.hostExtensionMember(member, type: decl.name), at: place)
        }
        globals.builtinExtensionMembers[decl.name, default: []].formUnion(
            decl.methods.map(\.function.name) + decl.properties.map(\.name))
        let node = ExtensionNode(typeNode: nil, hostTypes: hostTypes, range: range)
        var inherited = Set(hostTypes.flatMap(\.memberNames))
        if decl.name == "Reactive" {
            let base = decl.constraints.first(where: { $0.name == "Base" })?.type
            if let base {
                node.appliesTo = { receiver in Builtins.reactiveBase(of: receiver, conformsTo: base) }
            }
            // As in Swift, `Reactive`'s members for the base are in scope without `self.` (`controlEvent(…)`).
            inherited.formUnion(Builtins.reactiveMemberNames(forBase: base, in: registry))
            inherited.insert("base")
            node.registry = registry
            node.replacedBuiltins =
                decl.methods.filter { !$0.isStatic }.map { ($0.function.name, $0.range) }
                + decl.properties.filter { !$0.isStatic }.map { ($0.name, $0.range) }
            node.replacedBuiltins.removeAll { !Builtins.reactiveBuiltinExists($0.name, forBase: base, in: registry) }
        }
        let members = inherited.union(decl.methods.map(\.function.name) + decl.properties.map(\.name))
        try compileMembers(
            decl, into: node.members, context: MemberContext(typeName: decl.name, members: members, superclassName: nil)
        )
        return node
    }

    // MARK: - Implicit self and super

    /// The innermost type whose member is being compiled.
    var memberContext: MemberContext? {
        var function: FunctionContext? = context
        while let current = function {
            if let found = current.memberContext { return found }
            function = current.parent
        }
        return nil
    }

    /// `name` as `self.name` when, inside a member, it names one of the type's members and no local.
    func implicitSelfMember(_ name: String, range: SourceRange) -> Expr? {
        guard let members = memberContext?.members, members.contains(name) else { return nil }
        switch resolve(name) {
        case .local?, .capture?, .selfFunction?: return nil
        default: break
        }
        return Expr(.member(base: Expr(.identifier("self"), range), name: name, nameRange: range), range)
    }
}

extension Compiler {
    /// `super.name` inside a subclass member: the superclass's member, bound to `self`.
    func compileSuperMember(_ name: String, range: SourceRange) throws -> Node {
        if memberContext?.superclassName == nil, memberContext?.hostSuperclass != nil {
            return HostSuperMemberNode(
                receiver: try compile(Expr(.identifier("self"), range)), name: name, range: range)
        }
        guard let superclassName = memberContext?.superclassName else { throw error(.superOutsideClass, at: range) }
        return SuperMemberNode(
            superclass: try compile(Expr(.identifier(superclassName), range)),
            receiver: try compile(Expr(.identifier("self"), range)), name: name, range: range)
    }

    /// `super.init(…)`: the superclass's initializer run on `self`; nothing when the superclass is not a script
    /// class (`NSObject`).
    func compileSuperInit(_ arguments: [Argument], range: SourceRange) throws -> Node {
        guard let member = memberContext else { throw error(.superOutsideClass, at: range) }
        let superclass = try member.superclassName.map { try compile(Expr(.identifier($0), range)) }
        return SuperInitNode(
            superclass: superclass, receiver: try compile(Expr(.identifier("self"), range)),
            arguments: try compileArguments(arguments), range: range)
    }
}

extension Expr.Kind {
    /// True for the bare name `name`.
    func isIdentifier(_ name: String) -> Bool {
        if case .identifier(let found) = self { return found == name }
        return false
    }
}
