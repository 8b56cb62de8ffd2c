import Foundation

/// A host class a script class can inherit from (`UIViewController`): an instance of the script class stands on
/// an object of the host class (its *host base*), whose members it inherits and whose behaviour (the lifecycle
/// calls UIKit makes) reaches the script's overrides.
struct HostClass {
    /// The class's Swift name (`UIViewController`).
    let name: String
    /// The UIKit classes it inherits from, nearest first (`UIViewController`, `UIResponder`, `NSObject`).
    let superclasses: [String]
    /// The members instances inherit: the host type of the objects `make` returns.
    let members: HostType
    /// Makes the host base of a new instance of a script subclass `type`.
    let make: (ScriptInstance) throws -> HostObject
}

/// A host object that a script instance stands on.
protocol HostBaseObject: HostObject {
    /// The script instance is going away: its `deinit` runs next.
    func ownerWillDeinit()
}

extension HostRegistry {
    /// Declares that script classes may inherit from the host class `name`.
    func hostClass(
        _ name: String, superclasses: [String], members: HostType, make: @escaping (ScriptInstance) throws -> HostObject
    ) {
        hostClasses[name] = HostClass(name: name, superclasses: superclasses, members: members, make: make)
    }
}

extension ScriptType {
    /// `instance.name` found on the host base: its property's value, or its method bound to the base. A script
    /// extension of the host class (`extension UIViewController { func f() }`) runs with the instance as `self`.
    func hostBaseMember(of instance: ScriptInstance, named name: String) throws -> Value? {
        guard let base = instance.hostBase, let registry else { return nil }
        let receiver = Value.object(base)
        let type = registry.hostType(of: receiver)
        if let property = type.property(named: name) { return try property.get(receiver) }
        if let methods = type.methods(named: name) {
            return .function(BoundMethod(receiver: receiver, name: name, overloads: methods))
        }
        if let member = type.extensionMember(named: name, for: receiver) {
            switch member {
            case .method(let function):
                return .function(BoundScriptMethod(receiver: .object(instance), method: function, name: name))
            case .property(let getter): return try getter.call(.object(instance))
            }
        }
        return try type.dynamicMember(of: receiver, named: name)
    }

    /// `instance.name = value` on the host base; false when the base has no such settable member.
    func setHostBaseMember(of instance: ScriptInstance, named name: String, to value: Value) throws -> Bool {
        guard let base = instance.hostBase, let registry else { return false }
        let receiver = Value.object(base)
        let type = registry.hostType(of: receiver)
        if let setter = type.extensionSetter(named: name, for: receiver) {
            _ = try setter.call([.object(instance), value])
            return true
        }
        if let property = type.property(named: name) {
            guard let set = property.set else { throw ScriptError(.readOnlyProperty(name, type: self.name), at: nil) }
            try set(receiver, value)
            return true
        }
        return try type.setDynamicMember(of: receiver, named: name, to: value)
    }
}
