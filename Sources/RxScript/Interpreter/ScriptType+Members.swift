/// How instances, enum values and the type itself answer `x.name`, `x.name = v` and `Name(…)`.
extension ScriptType {
    /// Installs the member lookups on the instance and static host types (once, when the type is built).
    func installMembers() {
        instanceMembers.dynamicMembers(
            get: { [unowned self] receiver, name in
                try self.instanceMember(of: receiver, named: name)
            },
            set: { [unowned self] receiver, name, value in
                try self.setInstanceMember(of: receiver, named: name, to: value)
            })
        staticMembers.dynamicMembers(get: { [unowned self] _, name in self.staticMember(named: name) })
    }

    /// `instance.name`: a stored property, a computed one, a method (bound to the instance), an enum's `rawValue`.
    func instanceMember(of receiver: Value, named name: String) throws -> Value? {
        if name == "rx", isReactiveCompatible, case .object(let instance as ScriptInstance) = receiver {
            return .object(InstanceReactiveObject(base: instance))
        }
        if case .object(let instance as ScriptInstance) = receiver, instance.hasField(name) {
            return instance.field(name)
        }
        if case .object(let instance as ScriptInstance) = receiver, let stored = storedProperty(named: name),
            stored.isLazy
        {
            let value = try stored.initializer?.call(receiver) ?? .nil
            Self.name(value, after: name)
            instance.setField(name, value, isWeak: stored.isWeak)
            return value
        }
        if let property = computedProperty(named: name) { return try property.getter.call(receiver) }
        if let method = method(named: name) {
            var isDispatched = false
            if case .object(let instance as ScriptInstance) = receiver { isDispatched = instance.type === self }
            return .function(
                BoundScriptMethod(
                    receiver: receiver, method: method, name: name, isDispatched: isDispatched,
                    overloads: methodOverloads(named: name)))
        }
        if case .object(let value as EnumValue) = receiver {
            if name == "rawValue" { return enumCase(named: value.caseName)?.rawValue ?? .nil }
            if name == "localizedDescription" && isError {
                // Foundation's text for an error type that does not describe itself: the type and the case's number.
                let number = cases.firstIndex { $0.name == value.caseName } ?? 0
                return .string("The operation couldn’t be completed. (\(self.name) error \(number).)")
            }
        }
        if name == "localizedDescription", isError, case .object(let object) = receiver, object is ScriptInstance {
            return .string("The operation couldn’t be completed. (\(self.name) error 1.)")
        }
        if case .object(let instance as ScriptInstance) = receiver, storedProperty(named: name) != nil {
            return instance.field(name)
        }
        switch protocolDefault(named: name) {
        case .method(let function)?:
            return .function(BoundScriptMethod(receiver: receiver, method: function, name: name))
        case .property(let getter)?: return try getter.call(receiver)
        case nil: break
        }
        guard case .object(let instance as ScriptInstance) = receiver else { return nil }
        return try hostBaseMember(of: instance, named: name)
    }

    /// `instance.name = value` on a class instance (struct instances are copied and stored back by the assignment).
    func setInstanceMember(of receiver: Value, named name: String, to value: Value) throws -> Bool {
        guard case .object(let instance as ScriptInstance) = receiver else { return false }
        if let stored = storedProperty(named: name) {
            let observed = !instance.isInitializing
            let old = instance.field(name)
            if observed, let willSet = stored.willSet { _ = try willSet.call(receiver, value) }
            instance.setField(name, value, isWeak: stored.isWeak)
            if observed, let didSet = stored.didSet { _ = try didSet.call(receiver, old) }
            return true
        }
        if let property = computedProperty(named: name), let setter = property.setter {
            _ = try setter.call(receiver, value)
            return true
        }
        return try setHostBaseMember(of: instance, named: name, to: value)
    }

    /// A copy of a struct `instance` with `name` set to `value` (through its setter for a computed property).
    func setting(_ name: String, to value: Value, in instance: ScriptInstance) throws -> Value {
        if let stored = storedProperty(named: name) {
            let observed = !instance.isInitializing
            var updated = Value.object(instance.copy())
            if observed, let willSet = stored.willSet as? ScriptFunction {
                _ = try willSet.invoke(CallArguments(values: [updated, value]), updatingFirst: &updated)
            }
            guard case .object(let changing as ScriptInstance) = updated else { return updated }
            let old = changing.field(name)
            let copy = changing.copy()
            copy.setField(name, value, isWeak: stored.isWeak)
            updated = .object(copy)
            if observed, let didSet = stored.didSet as? ScriptFunction {
                _ = try didSet.invoke(CallArguments(values: [updated, old]), updatingFirst: &updated)
            }
            return updated
        }
        if let property = computedProperty(named: name), let setter = property.setter as? ScriptFunction {
            var updated = Value.object(instance)
            _ = try setter.invoke(CallArguments(values: [updated, value]), updatingFirst: &updated)
            return updated
        }
        throw ScriptError(.readOnlyProperty(name, type: self.name), at: nil)
    }

    /// `Name.member`: a case, a static property or method, `allCases`.
    func staticMember(named name: String) -> Value? {
        if let value = staticValue(named: name) { return value }
        if let found = enumCase(named: name) {
            guard let labels = found.labels else { return .object(EnumValue(type: self, caseName: name)) }
            return .function(EnumCaseConstructor(type: self, caseName: name, labels: labels))
        }
        if name == "allCases" && kind == .enumType {
            return .array(cases.filter { $0.labels == nil }.map { .object(EnumValue(type: self, caseName: $0.name)) })
        }
        return nil
    }

    /// `.name` where Swift would infer the type: a case or static member of a declared type, the latest declared
    /// first (scripts are not typed, so the case's name picks its enum).
    static func implicitMember(_ name: String, among types: [HostObject]) -> Value? {
        for case let type as ScriptType in types {
            if let value = type.staticMember(named: name) { return value }
        }
        return nil
    }

    // MARK: - Construction

    /// `Name(…)`: an initializer, a struct's memberwise one, or an enum's `init(rawValue:)`.
    func construct(_ arguments: CallArguments) throws -> Value {
        if kind == .enumType {
            guard arguments.values.count == 1, arguments.labels.first == "rawValue" else {
                throw ScriptError(.enumNeedsCase(name), at: arguments.callRange)
            }
            let raw = arguments.values[0]
            guard let found = cases.first(where: { $0.rawValue == raw.unwrapped }) else { return .nil }
            return .wrapping(.object(EnumValue(type: self, caseName: found.name)))  // `init?(rawValue:)`
        }
        let instance = try makeInstance()
        instance.isInitializing = true
        var selfValue = Value.object(instance)
        let withSelf = arguments.prepending(selfValue)
        if let initializer = initializer(accepting: withSelf) {
            let result = try initializer.invoke(withSelf, updatingFirst: &selfValue)
            if case .object(let made as ScriptInstance) = selfValue { made.isInitializing = false }
            instance.isInitializing = false
            if case .nil = result { return .nil }  // `init?` that returned nil
            return selfValue
        }
        instance.isInitializing = false
        if hasNoInitializers && kind == .structType {
            return .object(try memberwise(instance, arguments))
        }
        if hasNoInitializers && arguments.values.isEmpty { return selfValue }
        throw ScriptError(.noMatchingInitializer(name, labels: arguments.labels), at: arguments.callRange)
    }

    /// The initializers a class inherits when it declares none.
    private var effectiveInitializers: [Function] {
        let own = declaredInitializers
        if own.isEmpty, let superclass { return superclass.effectiveInitializers }
        return own
    }

    private var hasNoInitializers: Bool { effectiveInitializers.isEmpty }

    private func initializer(accepting arguments: CallArguments) -> ScriptFunction? {
        effectiveInitializers.compactMap { $0 as? ScriptFunction }.first { $0.accepts(arguments) }
    }

    /// An initializer of this type (or an inherited one) that takes `arguments` after `self`, for `super.init(…)`.
    func initializerForSuper(_ arguments: CallArguments) -> ScriptFunction? { initializer(accepting: arguments) }

    /// A view or controller made for a stored property takes the property's name (`let refreshControl =
    /// UIRefreshControl()` is traced as `refreshControl`), as one stored in a variable takes the variable's.
    static func name(_ value: Value, after property: String) {
        if case .object(let object as NameAdopting) = value.unwrapped { object.adopt(name: property) }
    }

    /// A new instance with every stored property at its default value (`nil` when it has none).
    func makeInstance() throws -> ScriptInstance {
        let instance = ScriptInstance(type: self, fields: [:])
        if let hostClass { instance.hostBase = try hostClass.make(instance) }
        for property in allStoredProperties where !property.isLazy {
            let value = try property.initializer?.call() ?? .nil
            Self.name(value, after: property.name)
            instance.setField(property.name, value, isWeak: property.isWeak)
        }
        return instance
    }

    /// Swift's memberwise initializer: each stored property by its label, in order; those with a default may be
    /// left out.
    private func memberwise(_ instance: ScriptInstance, _ arguments: CallArguments) throws -> ScriptInstance {
        var index = 0
        for property in allStoredProperties {
            if index < arguments.values.count, arguments.labels[index] == property.name {
                instance.setField(property.name, arguments.values[index], isWeak: property.isWeak)
                index += 1
            } else if property.initializer == nil && !property.isOptional {
                throw ScriptError(.missingMemberwiseArgument(property.name, type: name), at: arguments.callRange)
            }
        }
        if index < arguments.values.count {
            throw ScriptError(
                .noMatchingInitializer(name, labels: arguments.labels),
                at: arguments.ranges[index] ?? arguments.callRange)
        }
        return instance
    }
}

/// A script method bound to its receiver: calling it passes the receiver as `self`. Of several methods with the
/// name, the call's labels pick one. A call dispatched on the receiver's own class (not `super.name`) passes
/// through `MethodInterception`, for `rx.methodInvoked`.
final class BoundScriptMethod: Function, @unchecked Sendable {
    let receiver: Value
    let method: Function
    let isDispatched: Bool
    private let overloads: [Function]

    init(receiver: Value, method: Function, name: String, isDispatched: Bool = true, overloads: [Function] = []) {
        self.receiver = receiver
        self.method = method
        self.isDispatched = isDispatched
        self.overloads = overloads
        super.init(name: name)
    }

    override func call(_ arguments: [Value]) throws -> Value {
        let chosen =
            overloads.count > 1
            ? overloads.first { MethodInterception.labels(of: $0).count == arguments.count } ?? method : method
        guard isDispatched else { return try chosen.call([receiver] + arguments) }
        return try MethodInterception.call(receiver, chosen, named: name, arguments: arguments) {
            try chosen.call([receiver] + arguments)
        }
    }

    override func invoke(_ arguments: CallArguments) throws -> Value {
        let withSelf = arguments.prepending(receiver)
        let chosen =
            overloads.count > 1
            ? overloads.first { ($0 as? ScriptFunction)?.accepts(withSelf) ?? false } ?? method : method
        guard isDispatched else { return try chosen.invoke(withSelf) }
        return try MethodInterception.call(receiver, chosen, named: name, arguments: arguments.values) {
            try chosen.invoke(withSelf)
        }
    }
}

/// `Shape.circle` used as a function: makes the case with the associated values it is given.
final class EnumCaseConstructor: Function, @unchecked Sendable {
    let type: ScriptType
    let caseName: String
    let labels: [String?]

    init(type: ScriptType, caseName: String, labels: [String?]) {
        self.type = type
        self.caseName = caseName
        self.labels = labels
        super.init(name: caseName)
    }

    override func invoke(_ arguments: CallArguments) throws -> Value {
        guard arguments.values.count == labels.count else {
            throw ScriptError(
                .wrongArgumentCount(
                    "\(type.name).\(caseName)", expected: labels.count,
                    got: arguments.values.count), at: arguments.callRange)
        }
        return .object(EnumValue(type: type, caseName: caseName, associated: arguments.values, labels: labels))
    }
}

extension CallArguments {
    /// These arguments after `value` (a method's `self`).
    func prepending(_ value: Value) -> CallArguments {
        var arguments = CallArguments(
            values: [value] + values, labels: [nil] + labels, ranges: [nil] + ranges,
            trailingClosureIndex: trailingClosureIndex.map { $0 + 1 }, callRange: callRange)
        arguments.inoutArguments = inoutArguments
        return arguments
    }
}
