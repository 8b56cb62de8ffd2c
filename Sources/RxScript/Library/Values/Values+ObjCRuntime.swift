import RxCocoa

extension Builtins {
    /// The Objective-C runtime's associated objects as Swift code calls them (`objc_getAssociatedObject(self,
    /// &key)`, `objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`), kept on views
    /// and on script objects for their lifetime, and `objc_sync_enter`/`objc_sync_exit`.
    ///
    /// A key is the variable the call names (`&key`): the language passes values, so the key is read from the
    /// argument as written, which is what tells two `UInt8 = 0` keys apart in Swift too.
    static func registerObjCRuntime(_ registry: HostRegistry) {
        let key = HostParameter<String>(nil) { arguments, index in
            let written = arguments.ranges[index]?.text ?? arguments[index].description
            return "objc:"
                + (written.hasPrefix("&") ? String(written.dropFirst()) : written)
                .trimmingCharacters(in: .whitespaces)
        }
        let policies = [
            "OBJC_ASSOCIATION_ASSIGN", "OBJC_ASSOCIATION_RETAIN_NONATOMIC", "OBJC_ASSOCIATION_COPY_NONATOMIC",
            "OBJC_ASSOCIATION_RETAIN", "OBJC_ASSOCIATION_COPY",
        ]
        let namespace = registry.namespace("objc_AssociationPolicy")
        for policy in policies {
            let value = Value.object(EnumCaseObject("objc_AssociationPolicy", policy))
            namespace.property(policy) { _ in value }
            registry.implicitMembers.property(policy) { _ in value }
        }
        registry.function("objc_getAssociatedObject", .value(), key, .call) { object, key, call in
            guard let associations = associations(of: object) else {
                throw call.failure(.notAnObjCObject(object.typeName))
            }
            return associations.existing(key, as: AssociatedValue.self)?.value ?? .nil
        }
        registry.function(
            "objc_setAssociatedObject", .value(), key, .value(), .value(), .call
        ) { object, key, value, _, call in
            guard let associations = associations(of: object) else {
                throw call.failure(.notAnObjCObject(object.typeName))
            }
            associations.set(value.isNil ? nil : AssociatedValue(value), for: key)
            return .void
        }
        for name in ["objc_sync_enter", "objc_sync_exit"] {
            registry.function(name, .value()) { _ in .int(0) }
        }
    }

    /// Where an object keeps what is associated with it: a view's, or a script object's (made on first use).
    private static func associations(of object: Value) -> Associations? {
        switch object {
        case .object(let view as ViewObject): return view.view.associations
        case .object(let instance as ScriptInstance) where !instance.type.isValueType:
            if let base = instance.hostBase as? ViewObject { return base.view.associations }
            return instance.attachments.associations
        default: return nil
        }
    }
}

/// A script value held as an associated object.
final class AssociatedValue: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
