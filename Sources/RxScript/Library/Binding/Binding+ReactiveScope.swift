import RxCocoa

extension Builtins {
    /// The built-in `rx` tables a receiver of `extension Reactive where Base: name` has, each with its parents: a
    /// UIKit class's kind (`UITextField` → `Reactive<TextField>`, `UIControl` → `Reactive<Control>`), else the
    /// tables every `rx` shares (a script class, `NSObject`, `UIView`).
    static func reactiveTypes(forBase name: String?, in registry: HostRegistry) -> [HostType] {
        guard let name else { return registry.reactiveTypes }
        let kind = name.hasPrefix("UI") ? String(name.dropFirst(2)) : name
        if let found = registry.reactiveKindTypes.first(where: { $0.name == "Reactive<\(kind)>" }) { return [found] }
        return registry.reactiveTypes
    }

    /// The names Swift puts in scope inside `extension Reactive where Base: name`: the members of `Reactive` for
    /// that base (`base`, `controlEvent`, `controlProperty`, `text`…), usable without `self.`.
    static func reactiveMemberNames(forBase name: String?, in registry: HostRegistry) -> Set<String> {
        Set(reactiveTypes(forBase: name, in: registry).flatMap(\.memberNames))
    }

    /// Whether a script's `rx` member `name` for `Base: base` takes the place of a built-in one of that name.
    static func reactiveBuiltinExists(_ name: String, forBase base: String?, in registry: HostRegistry) -> Bool {
        reactiveTypes(forBase: base, in: registry).contains {
            $0.property(named: name) != nil || $0.methods(named: name) != nil
        }
    }
}

extension Value {
    /// `x.rx` for a view or a script object: its script-declared members run before the built-in ones.
    var isReactive: Bool {
        guard case .object(let object) = self else { return false }
        return object is ReactiveObject || object is InstanceReactiveObject
    }
}
